/**
 * What an order takes besides its rows, in the order's transaction: stock, one use of its coupon,
 * and the gift-card amount. Any of them no longer there → the whole order rolls back with a 400
 * (never an order that oversells, over-uses a coupon or overdraws a card). The coupon and gift
 * card come from the order's cart (its guest token or the ordering customer's own cart), as a
 * Magento quote carries them; the body's prices and codes are not trusted.
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { cartCodes, type CartCodes } from '../cart/cartCodes.ts';
import { checkCartUse } from '../cart/cartRepo.ts';
import { BAD_COUPON, redeemCoupon, type Coupon } from '../cart/coupons.ts';
import { BAD_VOUCHER, drawGiftCard } from '../cart/giftCards.ts';
import { NOT_AVAILABLE, reserveStock, type Reservation } from './reserveStock.ts';

export interface OrderExtras {
  reservations: Reservation[];
  coupon: Coupon | null;
  voucher: { code: string; amount: number } | null;
  /** The order's currency: the coupon and the card must still be in it when the order takes them. */
  currency: string;
  /** The order's own cart, whose codes are used up by a completed order. */
  cartId: string | null;
  clearCartCodes: boolean;
}

/**
 * The coupon and gift card of the order's cart, when the cart is the orderer's (else none). An
 * order from a cart of another store view is refused (wrongViewCart): its prices were that view's.
 */
export async function orderCartCodes(
  db: Queryable,
  cartId: unknown,
  customerId: number | null,
  view: { storeCode: string; currency: string },
  now: Date,
): Promise<{ cartId: string | null } & CartCodes> {
  const none = { cartId: null, coupon: null, voucher: null, refusal: null };
  if (typeof cartId !== 'string' || !cartId) return none;
  if ((await checkCartUse(db, cartId, view.storeCode, (owner) => owner === null || owner === customerId)) !== 'ok') return none;
  const codes = await cartCodes(db, cartId, view.currency, now);
  // A code the shopper last saw applied has just become unusable (expired, used up, spent by another
  // order, or in another currency than the cart's): refuse rather than charge more than the cart
  // showed; the cart has dropped it, so its totals now show the new price and a retry goes through
  // at that price.
  if (codes.refusal) throw codes.refusal;
  return { cartId, ...codes };
}

export async function commitOrderExtras(tx: Queryable, orderRef: number, x: OrderExtras, customerId: number | null): Promise<void> {
  if (!(await reserveStock(tx, x.reservations))) throw new ApiError(400, NOT_AVAILABLE);
  if (x.coupon && !(await redeemCoupon(tx, x.coupon.code, x.currency))) throw new ApiError(400, BAD_COUPON);
  if (x.voucher && !(await drawGiftCard(tx, x.voucher.code, x.voucher.amount, x.currency))) throw new ApiError(400, BAD_VOUCHER);
  // The reservations stay with the order, so a canceled payment can give exactly this stock back.
  await tx.query(
    `update shop_order set coupon_code = $2, voucher_code = $3, voucher_amount = $4, stock_reservations = $5::jsonb, stock_held = true
      where id = $1`,
    [orderRef, x.coupon?.code ?? null, x.voucher?.code ?? null, x.voucher?.amount ?? 0, JSON.stringify(x.reservations)],
  );
  if (x.cartId && x.clearCartCodes) {
    await tx.query('update cart set coupon_code = null, voucher_code = null where id = $1 and (customer_id is null or customer_id = $2)', [
      x.cartId,
      customerId,
    ]);
  }
}
