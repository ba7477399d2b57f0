/**
 * The order shapes of GET /api/user/order-history (contract §3: a Magento order search result).
 * Only the fields the account pages read; the server may send more.
 */
import type { ContractAddress } from '../../domain/address';
import { carrierOfMethodKey, isCollectInStore } from '../../domain/storeLocation';

export type OrderAddress = Partial<Omit<ContractAddress, 'region'>> & { region?: string | { region?: string | null }; email?: string };

export interface OrderItem {
  item_id?: number;
  parent_item_id?: number | null;
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  product_type?: string;
  product_option?: unknown;
  /** The choices in words, as named when ordered (this shop's server; a Magento backend sends none). */
  options?: unknown;
}

export interface Order {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  subtotal_incl_tax?: number;
  shipping_incl_tax?: number;
  discount_amount?: number;
  tax_amount?: number;
  order_currency_code?: string;
  shipping_description?: string;
  items: OrderItem[];
  billing_address?: OrderAddress;
  payment?: { method?: string; additional_information?: string[] };
  extension_attributes?: {
    shipping_assignments?: { shipping?: { address?: OrderAddress; method?: string } }[];
    /** Spec 000 §3 customParameters as the order kept them, with the store as it was named then. */
    custom_parameters?: { storeSelect?: string; PONumber?: string; comment?: string; store?: { name: string; address: string } };
  };
}

export interface OrderHistory {
  items: Order[];
  total_count: number;
  search_criteria?: unknown;
}

export const shippingAddressOf = (o: Order): OrderAddress | undefined => o.extension_attributes?.shipping_assignments?.[0]?.shipping?.address;

/** The order is collected in store: the method the server kept with it has the pick-up carrier. */
export function collectedInStore(o: Order): boolean {
  const method = o.extension_attributes?.shipping_assignments?.[0]?.shipping?.method;
  return method !== undefined && isCollectInStore(carrierOfMethodKey(method));
}

/** Lines a shopper ordered: configurable/bundle children ride on their parent line. */
export const visibleItems = (o: Order): OrderItem[] => (o.items ?? []).filter((i) => !i.parent_item_id);

/** Magento dates ('YYYY-MM-DD HH:mm:ss') are UTC without a zone; read them as UTC before formatting locally. */
export function orderDate(value: string): Date | string {
  return /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? new Date(`${value.replace(' ', 'T')}Z`) : value;
}
