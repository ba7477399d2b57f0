/**
 * Order body validation (contract §4.1/§4.2): the rules vsf-api's order schema meant, applied to
 * every product and to both addresses (upstream checked only products[0] and no billing field).
 * Returns human-readable reasons; an empty list means the body is valid. Field rules are the
 * shared ones of src/domain/validation, so the checkout and the server agree.
 */
import { qtyError } from '../../../src/domain/cartQty.ts';
import { isCollectInStore } from '../../../src/domain/storeLocation.ts';
import {
  customParametersErrors,
  emailError,
  messageText,
  nameError,
  requiredError,
  taxIdError,
  VALIDATION_TEXT,
  zipError,
  type MessageKey,
} from '../../../src/domain/validation.ts';

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
  /** Spec 000 §3 customParameters: {storeSelect, PONumber, comment}. */
  customParameters?: unknown;
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

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isText = (v: unknown, min = 1) => typeof v === 'string' && v.trim().length >= min;

/** The shared quantity rule of the cart's quantity field (a whole number from 1 to below 10000). */
function qtyReason(qty: unknown): string | null {
  if (typeof qty !== 'number' && typeof qty !== 'string') return VALIDATION_TEXT.qtyPositiveInteger;
  const problem = qtyError(qty);
  return problem ? messageText(problem.message, problem.params) : null;
}

/**
 * The checkout's address rules (src/domain), read on the contract's order address. The billing
 * address may come without telephone and e-mail, as vsf-api accepted it (VSF 1 sends them with the
 * shipping address): placeOrder takes them from the shipping address or the customer's account.
 */
function addressReasons(name: string, a: OrderAddress | undefined, contactOptional = false): string[] {
  if (!a || typeof a !== 'object') return [`${name} is required`];
  const street = Array.isArray(a.street) ? a.street[0] : undefined;
  const left = (v: unknown) => contactOptional && isBlank(v);
  const rules: [string, MessageKey | undefined][] = [
    ['firstname', nameError(a.firstname)],
    ['lastname', nameError(a.lastname)],
    ['street[0]', requiredError(street)],
    ['city', requiredError(a.city)],
    ['postcode', zipError(a.postcode)],
    ['country_id', requiredError(a.country_id)],
    ['telephone', left(a.telephone) ? undefined : requiredError(a.telephone)],
    ['email', left(a.email) ? undefined : emailError(a.email)],
    ['vat_id', taxIdError(a.vat_id)],
  ];
  return rules.filter((r): r is [string, MessageKey] => Boolean(r[1])).map(([field, problem]) => `${name}.${field}: ${messageText(problem)}`);
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
      const qty = qtyReason(p.qty);
      if (qty) reasons.push(`products[${i}].qty: ${qty}`);
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
  reasons.push(...customParameterReasons(order.customParameters, isCollectInStore(info.shipping_carrier_code)));
  return reasons;
}

/** The checkout's custom-parameter rules (src/domain/validation); whether the store exists, placeOrder asks the database. */
function customParameterReasons(raw: unknown, collectInStore: boolean): string[] {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) return ['customParameters must be an object'];
  const params = (raw ?? {}) as Record<string, unknown>;
  const storeSelect = params.storeSelect;
  if (storeSelect !== undefined && storeSelect !== null && typeof storeSelect !== 'string') return ['customParameters.storeSelect must be a string'];
  const errors = customParametersErrors(params, { collectInStore });
  return Object.entries(errors).map(([field, problem]) => `customParameters.${field}: ${messageText(problem)}`);
}
