/**
 * Typed client of the cart calls of the vsf-api contract §2. Every call goes through callAuthed
 * (session-pwa): it carries the customer's token when there is one ({{token}}, or the bearer header)
 * and survives a token expiry; a guest's calls go without a token.
 */
import { callApi } from '../../api/http';
import { callAuthed } from '../../api/queue/authedCall';
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

/** A totals row as shown: the server's, the device's or a placed order's kept copy. */
export type ShownSegment = Pick<TotalSegment, 'code' | 'title' | 'value'>;

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

const q = (cartId: string) => `token={{token}}&cartId=${encodeURIComponent(cartId)}`;
const post = (body: unknown) => ({ method: 'POST' as const, body });

/** A guest's new cart; with a customer token the customer's own (numeric) cart, created if none (contract §2). */
export async function createGuestCart(): Promise<string> {
  const res = await callAuthed<string | number>('/api/cart/create?token={{token}}', { method: 'POST' });
  return String(res.result);
}

/** GET /api/cart/pull: the server's lines of a cart (the customer's cart at login). */
export async function pullServerCart(cartId: string): Promise<ServerCartItem[]> {
  return (await callAuthed<ServerCartItem[]>(`/api/cart/pull?${q(cartId)}`)).result;
}

/** POST /api/cart/update; `item_id` only when the line already exists on the server. */
export async function updateServerItem(
  cartId: string,
  cartItem: { sku: string; qty: number; product_option?: ProductOption; item_id?: number },
): Promise<ServerCartItem> {
  const res = await callAuthed<ServerCartItem>(`/api/cart/update?${q(cartId)}`, post({ cartItem: { ...cartItem, quoteId: cartId } }));
  return res.result;
}

export async function deleteServerItem(cartId: string, cartItem: { sku: string; item_id: number }): Promise<void> {
  await callAuthed<boolean>(`/api/cart/delete?${q(cartId)}`, post({ cartItem: { ...cartItem, quoteId: cartId } }));
}

export async function fetchTotals(cartId: string): Promise<ServerTotals> {
  return (await callAuthed<ServerTotals>(`/api/cart/totals?${q(cartId)}`)).result;
}

export async function fetchShippingMethods(cartId: string, address: ShippingAddressQuery): Promise<ServerShippingMethod[]> {
  return (await callAuthed<ServerShippingMethod[]>(`/api/cart/shipping-methods?${q(cartId)}`, post({ address }))).result;
}

/** The address and chosen method sent with POST /api/cart/shipping-information (contract §2.3). */
export interface ShippingInformation {
  shippingAddress: ShippingAddressQuery & { firstname?: string; lastname?: string; telephone?: string; email?: string };
  shippingCarrierCode: string;
  shippingMethodCode: string;
}

/** Sets the cart's shipping method; the answer's totals include the shipping. */
export async function sendShippingInformation(cartId: string, addressInformation: ShippingInformation): Promise<ServerTotals> {
  const res = await callAuthed<{ totals: ServerTotals }>(`/api/cart/shipping-information?${q(cartId)}`, post({ addressInformation }));
  return res.result.totals;
}

/** Spec 000 §4: after a 401 the cart is retried as a guest cart (the URL's token left empty, vsf1 §1.7). */
export async function createBypassGuestCart(): Promise<string> {
  const res = await callApi<string | number>('/api/cart/create?token=', { method: 'POST' });
  return String(res.result);
}

/** POST apply-coupon?coupon= (contract §2 #10): a bad code answers 404 with the spec's message. */
export async function applyServerCoupon(cartId: string, coupon: string): Promise<boolean> {
  return (await callAuthed<boolean>(`/api/cart/apply-coupon?${q(cartId)}&coupon=${encodeURIComponent(coupon)}`, { method: 'POST' })).result;
}

export async function deleteServerCoupon(cartId: string): Promise<boolean> {
  return (await callAuthed<boolean>(`/api/cart/delete-coupon?${q(cartId)}`, { method: 'POST' })).result;
}

/** POST add-voucher?voucherCode= — an empty value removes the gift card (spec 000 §7). */
export async function applyServerVoucher(cartId: string, voucherCode: string): Promise<boolean> {
  return (await callAuthed<boolean>(`/api/cart/add-voucher?${q(cartId)}&voucherCode=${encodeURIComponent(voucherCode)}`, { method: 'POST' })).result;
}
