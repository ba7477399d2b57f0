/**
 * The payment methods the cart offers (GET /api/cart/payment-methods and shipping-information's
 * payment_methods): the spec's providers with its constants (001 §9: cost 0, cost_incl_tax 0,
 * default true, offline true, is_server_method false; type ids 000 §9) beside cash on delivery.
 *
 * "default true" on four methods: kept as the spec states it. The client takes the FIRST method
 * with default true (vsf1-behaviour createOrderData), so the list order makes Zapper the effective
 * default; the card and cash on delivery are listed with default false after them.
 * Cash on delivery needs something to deliver: not offered for a cart of only virtual or
 * downloadable items. It is placed at once, like a Magento backend method (is_server_method).
 *
 * By the store view's currency (issue 13): the South African providers take rand only, so a EUR
 * view (de, it) offers the card checkout (its default), the PayPal-style checkout with its execute
 * step, and cash on delivery.
 */
import { ADAPTERS } from './sandboxAdapters.ts';
import type { PaymentAdapter } from './adapter.ts';

export interface PaymentMethod {
  code: string;
  title: string;
  cost: number;
  cost_incl_tax: number;
  default: boolean;
  offline: boolean;
  is_server_method: boolean;
  /** Spec 000 §9 payment type id (providers that have one). */
  type_id?: number;
}

const provider = (a: PaymentAdapter, isDefault: boolean): PaymentMethod => ({
  code: a.methodCode,
  title: a.title,
  cost: 0,
  cost_incl_tax: 0,
  default: isDefault,
  offline: true,
  is_server_method: false,
  ...(a.typeId === null ? {} : { type_id: a.typeId }),
});

export const CASH_ON_DELIVERY: PaymentMethod = {
  code: 'cashondelivery',
  title: 'Cash On Delivery',
  cost: 0,
  cost_incl_tax: 0,
  default: false,
  offline: true,
  is_server_method: true,
};

/** The South African providers, in list order: rand only (issue 13). The card and PayPal-style checkouts take either currency. */
const RAND_PROVIDERS = [ADAPTERS.zapper, ADAPTERS.paygate, ADAPTERS.payjustnow, ADAPTERS.ikhokha];

const onlineMethods = (currency: string): PaymentMethod[] =>
  currency === 'ZAR'
    ? [...RAND_PROVIDERS.map((a) => provider(a, true)), provider(ADAPTERS.card, false)]
    : [provider(ADAPTERS.card, true), provider(ADAPTERS.paypal, false)];

export function paymentMethods(virtualOnly: boolean, currency = 'ZAR'): PaymentMethod[] {
  const methods = onlineMethods(currency);
  return virtualOnly ? methods : [...methods, CASH_ON_DELIVERY];
}

const RAND_ONLY = new Set(RAND_PROVIDERS.map((a) => a.methodCode));

/** The refusal of a rand-only provider for another currency, else null (other codes pass, as before). */
export function paymentMethodRefusal(code: string, currency: string): string | null {
  return RAND_ONLY.has(code) && currency !== 'ZAR' ? `The payment method ${code} is not available for payments in ${currency}` : null;
}
