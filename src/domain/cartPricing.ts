/**
 * The one pricing path of a cart and of an order (issue 4: the order's grand total equals what the
 * cart's totals showed; issue 11: the PWA's offline totals equal the server's): priced lines, the
 * coupon when it applies to these items, the chosen shipping method at its price for these goods,
 * and the gift card. The server answers /api/cart/totals and prices orders with it; the PWA calls
 * it with the terms the server last sent (src/features/cart/cartSelectors.ts).
 */
import { fromCents, toCents } from './money.ts';
import { couponApplies, couponRule, type CouponTerms } from './coupon.ts';
import { shippingLineFor, type ShippingChoice, type ShippingContext } from './shipping.ts';
import { calculateTotals, type CartTotals, type TotalsLine, type TotalsVoucher } from './totals.ts';

export interface CartPricingInput {
  lines: readonly TotalsLine[];
  /** Whether anything in the cart ships (src/domain/shipping.ts isVirtualCart). */
  physical: boolean;
  /** The store's VAT rate, charged on shipping. */
  vatPercent: number;
  /** The coupon the cart carries (it may not apply to these items). */
  coupon: CouponTerms | null;
  voucher: TotalsVoucher | null;
  shipping: ShippingChoice | null;
  /** The store view's country and currency. */
  storeCountry: string;
  currency: string;
}

/**
 * What the PWA needs besides its lines to price the cart offline exactly as the server does: the
 * server sends it with the cart's totals (extension_attributes.pricing_terms) and the PWA keeps it.
 */
export type CartPricingTerms = Pick<CartPricingInput, 'vatPercent' | 'coupon' | 'voucher' | 'storeCountry' | 'currency'>;

export interface PricedCart {
  totals: CartTotals;
  /** The coupon that applied (null when none, or when it does not apply to these items). */
  coupon: CouponTerms | null;
  shippingContext: ShippingContext;
  /** A shipping method was chosen but is not offered to this cart (the totals leave it out). */
  shippingRefused: boolean;
}

/** The coupon when it lowers these items now, else null. */
export function applicableCoupon(lines: readonly TotalsLine[], coupon: CouponTerms | null, now: Date): CouponTerms | null {
  if (!coupon) return null;
  return couponApplies(coupon, calculateTotals(lines).subtotal_incl_tax, now) ? coupon : null;
}

export function priceCart(input: CartPricingInput, now: Date): PricedCart {
  const base = { currency: input.currency, taxTitle: 'VAT' };
  const coupon = applicableCoupon(input.lines, input.coupon, now);
  const discount = coupon ? couponRule(coupon) : null;
  const items = calculateTotals(input.lines, { ...base, discount });
  const shippingContext: ShippingContext = {
    vatPercent: input.vatPercent,
    // The courier's free threshold counts what the shopper pays for the goods (discount_amount is negative).
    goodsInclTax: fromCents(toCents(items.subtotal_incl_tax) + toCents(items.discount_amount)),
    physical: input.physical,
    country: input.shipping?.country ?? null,
    storeCountry: input.storeCountry,
  };
  const shipping = input.shipping && input.physical ? shippingLineFor(input.shipping, shippingContext, input.currency) : null;
  const shippingRefused = Boolean(input.shipping && input.physical && !shipping);
  const totals = calculateTotals(input.lines, { ...base, discount, couponCode: coupon?.code ?? null, shipping, voucher: input.voucher });
  return { totals, coupon, shippingContext, shippingRefused };
}
