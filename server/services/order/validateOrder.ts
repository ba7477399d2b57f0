/**
 * Order body validation (contract §4.1/§4.2): the rules vsf-api's order schema meant, applied to
 * every product and to both addresses (upstream checked only products[0] and no billing field).
 * Returns human-readable reasons; an empty list means the body is valid.
 */
export interface OrderAddress {
  firstname?: unknown;
  lastname?: unknown;
  street?: unknown;
  city?: unknown;
  postcode?: unknown;
  country_id?: unknown;
  telephone?: unknown;
  email?: unknown;
  [field: string]: unknown;
}

export interface OrderProductInput {
  sku?: unknown;
  qty?: unknown;
  type_id?: unknown;
  product_type?: unknown;
  product_option?: unknown;
  [field: string]: unknown;
}

export interface OrderBody {
  order_id?: unknown;
  user_id?: unknown;
  cart_id?: unknown;
  store_code?: unknown;
  products?: unknown;
  addressInformation?: {
    shippingAddress?: OrderAddress;
    billingAddress?: OrderAddress;
    shipping_method_code?: unknown;
    shipping_carrier_code?: unknown;
    payment_method_code?: unknown;
    payment_method_additional?: unknown;
  };
  [field: string]: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isText = (v: unknown, min = 1) => typeof v === 'string' && v.trim().length >= min;

function qtyOk(qty: unknown): boolean {
  const n = typeof qty === 'string' && qty.trim() !== '' ? Number(qty) : qty;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 10000;
}

/**
 * The shipping address needs every field. The billing address may come without telephone and
 * e-mail, as vsf-api accepted it (VSF 1 sends them with the shipping address): placeOrder takes
 * them from the shipping address or the customer's account.
 */
function addressReasons(name: string, a: OrderAddress | undefined, contactOptional = false): string[] {
  if (!a || typeof a !== 'object') return [`${name} is required`];
  const reasons: string[] = [];
  for (const field of ['firstname', 'lastname', 'city', 'country_id'] as const) {
    if (!isText(a[field])) reasons.push(`${name}.${field} is required`);
  }
  if (!(contactOptional && isBlank(a.telephone)) && !isText(a.telephone)) reasons.push(`${name}.telephone is required`);
  if (!Array.isArray(a.street) || !isText(a.street[0])) reasons.push(`${name}.street[0] is required`);
  if (!isText(a.postcode, 3)) reasons.push(`${name}.postcode must have at least 3 characters`);
  const emailGiven = !(contactOptional && isBlank(a.email));
  if (emailGiven && (typeof a.email !== 'string' || !EMAIL.test(a.email.trim()))) reasons.push(`${name}.email must be a valid e-mail address`);
  return reasons;
}

export function validateOrder(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['The order must be a JSON object'];
  const order = body as OrderBody;
  const reasons: string[] = [];
  // Without order_id (VSF 1.12 sends none) the server makes one: such an order cannot be deduplicated.
  if (!isBlank(order.order_id) && (!isText(order.order_id) || (order.order_id as string).length > 100)) {
    reasons.push('order_id must be a string of 1 to 100 characters');
  }
  const products = order.products;
  if (!Array.isArray(products) || products.length === 0) {
    reasons.push('products must be a non-empty array');
  } else {
    products.forEach((p: OrderProductInput, i) => {
      if (!p || typeof p !== 'object') return reasons.push(`products[${i}] must be an object`);
      if (!isText(p.sku)) reasons.push(`products[${i}].sku is required`);
      if (!qtyOk(p.qty)) reasons.push(`products[${i}].qty must be a whole number from 1 to 10000`);
    });
  }
  const info = order.addressInformation;
  if (!info || typeof info !== 'object') {
    reasons.push('addressInformation is required');
    return reasons;
  }
  // Whether the order ships is decided from the catalogue (placeOrder); here: present means valid.
  if (info.shippingAddress !== undefined && info.shippingAddress !== null) reasons.push(...addressReasons('shippingAddress', info.shippingAddress));
  reasons.push(...addressReasons('billingAddress', info.billingAddress, true));
  for (const key of ['shipping_method_code', 'shipping_carrier_code'] as const) {
    if (info[key] !== undefined && info[key] !== null && !isText(info[key])) reasons.push(`${key} must be a string`);
  }
  if (!isText(info.payment_method_code)) reasons.push('payment_method_code is required');
  return reasons;
}
