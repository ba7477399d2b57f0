/** Typed client of the guest-cart calls of the vsf-api contract §2. */
import { callApi } from '../../api/http';
import type { ProductOption } from '../../domain/cartItem';

/** Server cart item (contract §2.1). */
export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  name?: string;
  price?: number;
  product_type?: string;
  quote_id: string;
  product_option?: ProductOption;
}

export interface TotalSegment {
  code: string;
  title: string;
  value: number | null;
  area?: string;
}

export interface ServerTotalsItem {
  item_id: number;
  qty: number;
  price_incl_tax?: number;
  row_total_incl_tax?: number;
  [key: string]: unknown;
}

/** Totals object (contract §2.2), the parts the client reads. */
export interface ServerTotals {
  grand_total: number;
  subtotal_incl_tax?: number;
  shipping_incl_tax?: number;
  tax_amount?: number;
  discount_amount?: number;
  items?: ServerTotalsItem[];
  total_segments?: TotalSegment[];
  [key: string]: unknown;
}

export interface ServerShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  amount?: number;
  price_incl_tax?: number;
  available?: boolean;
}

export interface ShippingAddressQuery {
  country_id: string;
  region?: string;
  region_id?: number;
  region_code?: string;
  street?: string[];
  postcode?: string;
  city?: string;
}

const q = (cartId: string) => `cartId=${encodeURIComponent(cartId)}`;
const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export async function createGuestCart(): Promise<string> {
  const res = await callApi<string | number>('/api/cart/create', { method: 'POST' });
  return String(res.result);
}

/** POST /api/cart/update; `item_id` only when the line already exists on the server. */
export async function updateServerItem(
  cartId: string,
  cartItem: { sku: string; qty: number; product_option?: ProductOption; item_id?: number },
): Promise<ServerCartItem> {
  const res = await callApi<ServerCartItem>(`/api/cart/update?${q(cartId)}`, post({ cartItem: { ...cartItem, quoteId: cartId } }));
  return res.result;
}

export async function deleteServerItem(cartId: string, cartItem: { sku: string; item_id: number }): Promise<void> {
  await callApi<boolean>(`/api/cart/delete?${q(cartId)}`, post({ cartItem: { ...cartItem, quoteId: cartId } }));
}

export async function fetchTotals(cartId: string): Promise<ServerTotals> {
  return (await callApi<ServerTotals>(`/api/cart/totals?${q(cartId)}`)).result;
}

export async function fetchShippingMethods(cartId: string, address: ShippingAddressQuery): Promise<ServerShippingMethod[]> {
  return (await callApi<ServerShippingMethod[]>(`/api/cart/shipping-methods?${q(cartId)}`, post({ address }))).result;
}
