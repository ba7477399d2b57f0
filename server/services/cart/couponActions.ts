/**
 * apply-coupon, delete-coupon, coupon and add-voucher (contract §2 #10-12, spec 000 §7). A coupon
 * is accepted only when it would lower this cart's total now; the use is counted when an order is
 * placed. A gift card is accepted when it has a balance in the cart's currency; an empty code removes it.
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { setCartCoupon, setCartVoucher } from './cartCodes.ts';
import { couponCurrencyError, fitsCurrency, giftCardCurrencyError } from './codeCurrency.ts';
import { cartPricingInput, currentCartTotals } from './cartService.ts';
import { BAD_COUPON, couponApplies, findCoupon } from './coupons.ts';
import { BAD_VOUCHER, findGiftCard } from './giftCards.ts';
import { priceCart } from './totalsOf.ts';

/** An invalid coupon is Magento's 404 passed through (contract §2 #10), with the spec's words. */
export async function applyCoupon(db: Queryable, view: ServerStoreView, cartId: string, code: string, now = new Date()): Promise<true> {
  const input = await cartPricingInput(db, view, cartId, now);
  const coupon = await findCoupon(db, code);
  if (coupon && !fitsCurrency(coupon.currency, view.currency)) throw couponCurrencyError(coupon.code, coupon.currency!, view.currency);
  const items = priceCart({ ...input, coupon: null, voucher: null, shipping: null }, view, now).totals;
  if (!coupon || !couponApplies(coupon, items.subtotal_incl_tax, now)) throw new ApiError(404, BAD_COUPON);
  await setCartCoupon(db, cartId, coupon.code);
  return true;
}

export async function deleteCoupon(db: Queryable, cartId: string): Promise<true> {
  await setCartCoupon(db, cartId, null);
  return true;
}

/** The applied coupon's code, or null when none applies (Magento gives null/empty). */
export async function appliedCoupon(db: Queryable, view: ServerStoreView, cartId: string, now = new Date()): Promise<string | null> {
  return (await currentCartTotals(db, view, cartId, now)).coupon_code ?? null;
}

/**
 * add-voucher?voucherCode=: an empty value removes the card (spec 000 §4 "Coupons and vouchers"). A
 * card pays only for a cart in its own currency (codeCurrency.ts).
 */
export async function applyVoucher(db: Queryable, view: ServerStoreView, cartId: string, code: string, now = new Date()): Promise<true> {
  if (!code.trim()) {
    await setCartVoucher(db, cartId, null);
    return true;
  }
  const card = await findGiftCard(db, code, now);
  if (!card) throw new ApiError(404, BAD_VOUCHER);
  if (card.currency !== view.currency) throw giftCardCurrencyError(card.code, card.currency, view.currency);
  await setCartVoucher(db, cartId, card.code);
  return true;
}
