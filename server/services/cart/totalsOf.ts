/**
 * The one pricing path of a cart and of an order (issue 4: the order's grand total equals what
 * the cart's totals showed): catalogue-priced lines, the coupon when it applies to these items,
 * the shipping method at its price for these goods, and the gift card.
 */
import { calculateTotals, type CartTotals, type TotalsLine } from '../../../src/domain/totals.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { couponApplies, couponRule, type Coupon } from './coupons.ts';
import type { GiftCard } from './giftCards.ts';
import { shippingFor, type ShippingContext } from './shippingMethods.ts';

export interface PricingInput {
  lines: TotalsLine[];
  physical: boolean;
  vatPercent: number;
  coupon: Coupon | null;
  voucher: GiftCard | null;
  /** The chosen method and the delivery country (null: not known, not checked). */
  shipping: { carrier: string; method: string; country: string | null } | null;
}

export interface Priced {
  totals: CartTotals;
  /** The coupon that applied (null when none, or when it does not apply to these items). */
  coupon: Coupon | null;
  shippingContext: ShippingContext;
}

export function priceCart(input: PricingInput, view: ServerStoreView, now: Date): Priced {
  const base = { currency: view.currency, taxTitle: 'VAT' };
  const plain = calculateTotals(input.lines, base);
  const coupon = input.coupon && couponApplies(input.coupon, plain.subtotal_incl_tax, now) ? input.coupon : null;
  const discount = coupon ? couponRule(coupon) : null;
  const items = calculateTotals(input.lines, { ...base, discount });
  const shippingContext: ShippingContext = {
    vatPercent: input.vatPercent,
    goodsInclTax: items.subtotal_incl_tax + items.discount_amount,
    physical: input.physical,
    country: input.shipping?.country ?? null,
    storeCountry: view.taxCountry,
  };
  const shipping = input.shipping && input.physical ? shippingFor(input.shipping.carrier, input.shipping.method, shippingContext) : null;
  const totals = calculateTotals(input.lines, { ...base, discount, couponCode: coupon?.code ?? null, shipping, voucher: input.voucher });
  return { totals, coupon, shippingContext };
}
