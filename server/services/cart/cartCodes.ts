/**
 * The coupon and gift card a cart carries (cart.coupon_code, cart.voucher_code). A code that can
 * no longer be used (expired, used up, spent, withdrawn) is dropped from the cart when read, as
 * Magento's quote drops it on collecting totals: the cart then shows, and the order charges, the
 * price without it. So is a code in another currency than the cart's (codeCurrency.ts).
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { couponCurrencyError, fitsCurrency, giftCardCurrencyError } from './codeCurrency.ts';
import { BAD_COUPON, couponApplies, findCoupon, type Coupon } from './coupons.ts';
import { BAD_VOUCHER, findGiftCard, type GiftCard } from './giftCards.ts';

export interface CartCodes {
  coupon: Coupon | null;
  voucher: GiftCard | null;
  /**
   * Why a code the cart carried until this read was dropped (unusable, or in another currency than
   * the cart's), as an order from this cart is refused; null when nothing was dropped.
   */
  refusal: ApiError | null;
}

/** Usable apart from the items' minimum subtotal (checked when pricing: the cart may grow back). */
const usable = (c: Coupon, now: Date) => couponApplies({ ...c, minSubtotal: 0 }, 1, now);

/** The cart's usable codes for a cart in `currency` (the currency of the cart's store view). */
export async function cartCodes(db: Queryable, cartId: string, currency: string, now: Date): Promise<CartCodes> {
  const { rows } = await db.query<{ coupon_code: string | null; voucher_code: string | null }>('select coupon_code, voucher_code from cart where id = $1', [
    cartId,
  ]);
  const stored = rows[0];
  const refusals: ApiError[] = [];
  if (!stored) return { coupon: null, voucher: null, refusal: null };
  let coupon = stored.coupon_code ? await findCoupon(db, stored.coupon_code) : null;
  if (stored.coupon_code && (!coupon || !usable(coupon, now) || !fitsCurrency(coupon.currency, currency))) {
    refusals.push(coupon && usable(coupon, now) ? couponCurrencyError(coupon.code, coupon.currency!, currency) : new ApiError(400, BAD_COUPON));
    coupon = null;
    await db.query('update cart set coupon_code = null where id = $1 and coupon_code = $2', [cartId, stored.coupon_code]);
  }
  let voucher = stored.voucher_code ? await findGiftCard(db, stored.voucher_code, now) : null;
  if (stored.voucher_code && (!voucher || voucher.currency !== currency)) {
    refusals.push(voucher ? giftCardCurrencyError(voucher.code, voucher.currency, currency) : new ApiError(400, BAD_VOUCHER));
    voucher = null;
    await db.query('update cart set voucher_code = null where id = $1 and voucher_code = $2', [cartId, stored.voucher_code]);
  }
  return { coupon, voucher, refusal: refusals[0] ?? null };
}

export async function setCartCoupon(db: Queryable, cartId: string, code: string | null): Promise<void> {
  await db.query('update cart set coupon_code = $2, updated_at = now() where id = $1', [cartId, code]);
}

export async function setCartVoucher(db: Queryable, cartId: string, code: string | null): Promise<void> {
  await db.query('update cart set voucher_code = $2, updated_at = now() where id = $1', [cartId, code]);
}
