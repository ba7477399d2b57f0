/**
 * The coupon and gift card a cart carries (cart.coupon_code, cart.voucher_code). A code that can
 * no longer be used (expired, used up, spent, withdrawn) is dropped from the cart when read, as
 * Magento's quote drops it on collecting totals: the cart then shows, and the order charges, the
 * price without it.
 */
import type { Queryable } from '../../db/index.ts';
import { couponApplies, findCoupon, type Coupon } from './coupons.ts';
import { findGiftCard, type GiftCard } from './giftCards.ts';

export interface CartCodes {
  coupon: Coupon | null;
  voucher: GiftCard | null;
  /** Codes the cart carried until this read found them unusable. */
  dropped: ('coupon' | 'voucher')[];
}

/** Usable apart from the items' minimum subtotal (checked when pricing: the cart may grow back). */
const usable = (c: Coupon, now: Date) => couponApplies({ ...c, minSubtotal: 0 }, 1, now);

export async function cartCodes(db: Queryable, cartId: string, now: Date): Promise<CartCodes> {
  const { rows } = await db.query<{ coupon_code: string | null; voucher_code: string | null }>('select coupon_code, voucher_code from cart where id = $1', [
    cartId,
  ]);
  const stored = rows[0];
  const dropped: CartCodes['dropped'] = [];
  if (!stored) return { coupon: null, voucher: null, dropped };
  let coupon = stored.coupon_code ? await findCoupon(db, stored.coupon_code) : null;
  if (stored.coupon_code && (!coupon || !usable(coupon, now))) {
    coupon = null;
    dropped.push('coupon');
    await db.query('update cart set coupon_code = null where id = $1 and coupon_code = $2', [cartId, stored.coupon_code]);
  }
  const voucher = stored.voucher_code ? await findGiftCard(db, stored.voucher_code, now) : null;
  if (stored.voucher_code && !voucher) {
    dropped.push('voucher');
    await db.query('update cart set voucher_code = null where id = $1 and voucher_code = $2', [cartId, stored.voucher_code]);
  }
  return { coupon, voucher, dropped };
}

export async function setCartCoupon(db: Queryable, cartId: string, code: string | null): Promise<void> {
  await db.query('update cart set coupon_code = $2, updated_at = now() where id = $1', [cartId, code]);
}

export async function setCartVoucher(db: Queryable, cartId: string, code: string | null): Promise<void> {
  await db.query('update cart set voucher_code = $2, updated_at = now() where id = $1', [cartId, code]);
}
