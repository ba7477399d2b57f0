/**
 * The server's side of the one pricing path (src/domain/cartPricing.ts): the store view gives the
 * country and currency, and a chosen method the shop does not offer this cart is bad input.
 */
import { priceCart as priceCartIn, type CartPricingInput, type CartPricingTerms, type PricedCart } from '../../../src/domain/cartPricing.ts';
import type { TotalsLine } from '../../../src/domain/totals.ts';
import { badRequest } from '../apiError.ts';
import type { ServerStoreView } from '../storeViews.ts';
import type { Coupon } from './coupons.ts';
import type { GiftCard } from './giftCards.ts';

export interface PricingInput {
  lines: TotalsLine[];
  physical: boolean;
  vatPercent: number;
  coupon: Coupon | null;
  voucher: GiftCard | null;
  /** The chosen method and the delivery country (null: not known, not checked). */
  shipping: { carrier: string; method: string; country: string | null } | null;
}

export interface Priced extends Omit<PricedCart, 'coupon'> {
  /** The coupon that applied (null when none, or when it does not apply to these items). */
  coupon: Coupon | null;
}

function domainInput(input: PricingInput, view: ServerStoreView): CartPricingInput {
  return { ...input, storeCountry: view.taxCountry, currency: view.currency };
}

export function priceCart(input: PricingInput, view: ServerStoreView, now: Date): Priced {
  const priced = priceCartIn(domainInput(input, view), now);
  if (priced.shippingRefused && input.shipping) throw badRequest(`Carrier with such method not found: ${input.shipping.carrier}, ${input.shipping.method}`);
  return { ...priced, coupon: priced.coupon ? input.coupon : null };
}

/** The terms of the cart as the PWA keeps them (the coupon without the server's usage counters). */
export function pricingTermsOf(input: Omit<PricingInput, 'lines' | 'physical' | 'shipping'>, view: ServerStoreView): CartPricingTerms {
  const c = input.coupon;
  return {
    vatPercent: input.vatPercent,
    coupon: c ? { code: c.code, kind: c.kind, value: c.value, minSubtotal: c.minSubtotal, startsAt: c.startsAt, expiresAt: c.expiresAt } : null,
    voucher: input.voucher ? { code: input.voucher.code, balance: input.voucher.balance } : null,
    storeCountry: view.taxCountry,
    currency: view.currency,
  };
}
