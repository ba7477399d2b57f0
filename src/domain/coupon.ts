/**
 * A coupon's terms and when they apply (spec 000 §4 "Coupons and vouchers"): percentage or fixed,
 * with a start, an expiry and a minimum subtotal of the items incl. VAT. The server reads them from
 * its coupon table; the PWA keeps the terms of the cart's coupon as the server last sent them, so
 * its offline totals take the same discount. Usage limits are the server's business alone: a use is
 * counted when an order is placed.
 */
import type { DiscountRule } from './discount.ts';
import { toCents } from './money.ts';

export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent, or rand incl. VAT off the items. */
  value: number;
  /** Rand incl. VAT the items must reach. */
  minSubtotal: number;
  /** ISO times; null = open. The coupon counts from startsAt and no longer from expiresAt. */
  startsAt: string | null;
  expiresAt: string | null;
}

/** Whether `now` lies in the coupon's validity window. */
export function couponInDates(c: Pick<CouponTerms, 'startsAt' | 'expiresAt'>, now: Date): boolean {
  const t = now.getTime();
  if (c.startsAt !== null && t < Date.parse(c.startsAt)) return false;
  if (c.expiresAt !== null && t >= Date.parse(c.expiresAt)) return false;
  return true;
}

/** Whether items worth `subtotalInclTax` (rand) reach the coupon's minimum; an empty cart never does. */
export const couponReachesMinimum = (c: Pick<CouponTerms, 'minSubtotal'>, subtotalInclTax: number): boolean =>
  subtotalInclTax > 0 && toCents(subtotalInclTax) >= toCents(c.minSubtotal);

/** Whether the coupon lowers a cart of these items now. */
export const couponApplies = (c: CouponTerms, subtotalInclTax: number, now: Date): boolean => couponInDates(c, now) && couponReachesMinimum(c, subtotalInclTax);

export const couponRule = (c: Pick<CouponTerms, 'kind' | 'value'>): DiscountRule => (c.kind === 'percent' ? { percent: c.value } : { amount: c.value });
