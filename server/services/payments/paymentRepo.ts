/**
 * payment / shop_order storage for payments. Every state change is a conditional UPDATE inside a
 * transaction that first locks the order row: concurrent callbacks for one order run one after
 * the other, and only the first that finds the attempt still 'pending' changes anything.
 */
import type { Db, Queryable } from '../../db/index.ts';
import type { PaymentRecord, PaymentState } from './adapter.ts';
import { ApiError } from '../apiError.ts';
import { BAD_COUPON, redeemCoupon } from '../cart/coupons.ts';
import { BAD_VOUCHER, drawGiftCard } from '../cart/giftCards.ts';
import { NOT_AVAILABLE, releaseStock, reserveStock, type Reservation } from '../order/reserveStock.ts';

export interface PayableOrder {
  id: number;
  orderId: string;
  orderNumber: string;
  status: string;
  paymentState: string;
  grandTotal: number;
  currency: string;
}

const ORDER_COLUMNS = `id, order_id as "orderId", order_number as "orderNumber", status, payment_state as "paymentState",
  grand_total::float8 as "grandTotal", currency`;
const PAYMENT_COLUMNS = `id, provider, method_code as "methodCode", reference, checkout_reference as "checkoutReference",
  order_ref as "orderRef", amount::float8 as amount, currency, state, provider_ids as "providerIds", return_url as "returnUrl"`;

/** The order a checkoutReference names (the order's client order_id), locked for this transaction. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<PayableOrder | null> {
  const { rows } = await tx.query<PayableOrder>(`select ${ORDER_COLUMNS} from shop_order where order_id = $1 for update`, [orderId]);
  return rows[0] ?? null;
}

export async function orderById(db: Queryable, id: number): Promise<PayableOrder> {
  const { rows } = await db.query<PayableOrder>(`select ${ORDER_COLUMNS} from shop_order where id = $1`, [id]);
  return rows[0];
}

/** A new attempt reopens a canceled order (retry): pending again, with the attempt's method. */
export async function reopenOrder(tx: Queryable, orderRef: number, methodCode: string): Promise<void> {
  const { rows } = await tx.query<Held & { stock_held: boolean }>(
    `update shop_order set status = 'pending', payment_state = 'pending', payment_method = $2, updated_at = now()
     where id = $1 and status in ('pending', 'canceled') and payment_state <> 'paid'
     returning ${HELD_COLUMNS}, stock_held`,
    [orderRef, methodCode],
  );
  // A retry of a canceled order takes its stock, coupon use and gift-card amount again, or is refused
  // (and rolled back) when they are gone meanwhile.
  const order = rows[0];
  if (order && !order.stock_held) {
    if (!(await reserveStock(tx, order.stock_reservations))) throw new ApiError(400, NOT_AVAILABLE);
    if (order.coupon_code && !(await redeemCoupon(tx, order.coupon_code, order.currency))) throw new ApiError(400, BAD_COUPON);
    if (order.voucher_code && !(await drawGiftCard(tx, order.voucher_code, Number(order.voucher_amount), order.currency))) throw new ApiError(400, BAD_VOUCHER);
    await tx.query('update shop_order set stock_held = true where id = $1', [orderRef]);
  }
}

/** What an order waiting for payment holds (taken by commitOrderExtras when it was saved). */
export interface Held {
  stock_reservations: Reservation[];
  coupon_code: string | null;
  voucher_code: string | null;
  voucher_amount: string | number;
  /** The order's currency, which its coupon and gift card are in. */
  currency: string;
}
export const HELD_COLUMNS = 'stock_reservations, coupon_code, voucher_code, voucher_amount, currency';

export async function releaseHeld(tx: Queryable, held: Held): Promise<void> {
  await releaseStock(tx, held.stock_reservations);
  if (held.coupon_code) {
    await tx.query('update coupon set times_used = greatest(times_used - 1, 0) where upper(code) = upper($1)', [held.coupon_code]);
  }
  if (held.voucher_code && Number(held.voucher_amount) > 0) {
    await tx.query('update gift_card set balance = balance + $2, updated_at = now() where upper(code) = upper($1)', [
      held.voucher_code,
      Number(held.voucher_amount),
    ]);
  }
}

/** A payment before it is stored: the record without its id and state (a new one is pending). */
export type PaymentDraft = Omit<PaymentRecord, 'id' | 'state'>;

export async function insertPayment(tx: Queryable, d: PaymentDraft): Promise<PaymentRecord> {
  const { rows } = await tx.query<PaymentRecord>(
    `insert into payment (provider, method_code, reference, checkout_reference, order_ref, amount, currency, provider_ids, return_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) returning ${PAYMENT_COLUMNS}`,
    [d.provider, d.methodCode, d.reference, d.checkoutReference, d.orderRef, d.amount, d.currency, JSON.stringify(d.providerIds), d.returnUrl],
  );
  return rows[0];
}

export async function paymentByReference(db: Queryable, reference: string): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRecord>(`select ${PAYMENT_COLUMNS} from payment where reference = $1`, [reference]);
  return rows[0] ?? null;
}

/** The latest attempt for a checkoutReference (PayGate-style returns name the order). */
export async function latestPayment(db: Queryable, checkoutReference: string): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRecord>(
    `select ${PAYMENT_COLUMNS} from payment where checkout_reference = $1 order by created_at desc, id desc limit 1`,
    [checkoutReference],
  );
  return rows[0] ?? null;
}

export interface Settled {
  changed: boolean;
  payment: PaymentRecord;
}

/**
 * The provider's outcome for an attempt. Only a 'pending' attempt moves; a paid order moves no
 * more (a replayed cancel, or a second attempt paid after the first, changes nothing: that
 * attempt is canceled instead of charging the order twice).
 */
export async function settlePayment(db: Db, reference: string, wanted: Exclude<PaymentState, 'pending'>): Promise<Settled | null> {
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ orderRef: number; paid: boolean }>(
      `select o.id as "orderRef", o.payment_state = 'paid' as paid from shop_order o join payment p on p.order_ref = o.id
       where p.reference = $1 for update of o`,
      [reference],
    );
    if (!locked.length) return null;
    const { orderRef, paid } = locked[0];
    const current = (await paymentByReference(tx, reference))!;
    if (current.state === 'expired') return wanted === 'paid' ? lateReturn(tx, orderRef, current) : { changed: false, payment: current };
    const to = wanted === 'paid' && paid ? 'canceled' : wanted;
    const { rows } = await tx.query<PaymentRecord>(
      `update payment set state = $2, updated_at = now(), settled_at = now() where reference = $1 and state = 'pending'
       returning ${PAYMENT_COLUMNS}`,
      [reference, to],
    );
    if (!rows.length) return { changed: false, payment: (await paymentByReference(tx, reference))! };
    const payment = rows[0];
    await tx.query(`insert into payment_event (payment_id, from_state, to_state) values ($1, 'pending', $2)`, [payment.id, to]);
    if (to === 'paid') await markOrderPaid(tx, orderRef, payment.methodCode);
    else {
      // Canceled or failed: the order is kept (retry); canceled unless another attempt is still open.
      const { rows: canceled } = await tx.query<Held>(
        `update shop_order set status = 'canceled', payment_state = $2, stock_held = false, updated_at = now()
         where id = $1 and status = 'pending' and payment_state <> 'paid' and stock_held
           and not exists (select 1 from payment where order_ref = $1 and state = 'pending')
         returning ${HELD_COLUMNS}`,
        [orderRef, to],
      );
      await tx.query(
        `update shop_order set status = 'canceled', payment_state = $2, updated_at = now()
         where id = $1 and status = 'pending' and payment_state <> 'paid'
           and not exists (select 1 from payment where order_ref = $1 and state = 'pending')`,
        [orderRef, to],
      );
      // A canceled order holds nothing: its stock, coupon use and gift-card amount go back (a retry takes them again).
      if (canceled.length) await releaseHeld(tx, canceled[0]);
    }
    return { changed: true, payment };
  });
}

async function markOrderPaid(tx: Queryable, orderRef: number, methodCode: string): Promise<void> {
  const { rows } = await tx.query<{ cart_id: string | null; customer_id: number | null }>(
    `update shop_order set status = 'processing', payment_state = 'paid', payment_method = $2, updated_at = now()
     where id = $1 and status in ('pending', 'canceled') and payment_state <> 'paid' returning cart_id, customer_id`,
    [orderRef, methodCode],
  );
  // Paid: the ordered lines leave the server cart now (save-pending-order kept them for a retry),
  // and so do its coupon and gift card, which this order has used.
  const order = rows[0];
  if (order?.cart_id) {
    await tx.query('update cart set coupon_code = null, voucher_code = null where id = $1 and (customer_id is null or customer_id = $2)', [
      order.cart_id,
      order.customer_id,
    ]);
    await tx.query(
      `delete from cart_item where cart_id = $1 and sku in (select sku from shop_order_item where order_ref = $2)
       and cart_id in (select id from cart where customer_id is null or customer_id = $3)`,
      [order.cart_id, orderRef, order.customer_id],
    );
  }
}

/** Takes what a canceled order held again (stock, coupon use, gift-card amount); false when any is gone. */
async function retakeHeld(tx: Queryable, held: Held): Promise<boolean> {
  if (!(await reserveStock(tx, held.stock_reservations))) return false;
  if (held.coupon_code && !(await redeemCoupon(tx, held.coupon_code, held.currency))) return false;
  return !(held.voucher_code && !(await drawGiftCard(tx, held.voucher_code, Number(held.voucher_amount), held.currency)));
}

/**
 * The provider reports paid an attempt the abandoned-payment sweeper expired (the order was
 * canceled and gave back what it held). The order takes the payment when it can still be served:
 * not paid by another attempt (an order is never paid twice), and its stock, coupon use and
 * gift-card amount taken again (or held again by a retry). Otherwise the attempt is refund_due and
 * /order/status tells the shopper so. The order row is locked by the caller.
 */
async function lateReturn(tx: Queryable, orderRef: number, attempt: PaymentRecord): Promise<Settled> {
  const { rows } = await tx.query<Held & { payment_state: string; stock_held: boolean }>(
    `select payment_state, stock_held, ${HELD_COLUMNS} from shop_order where id = $1`,
    [orderRef],
  );
  const order = rows[0];
  let to: 'paid' | 'refund_due' = 'refund_due';
  if (order.payment_state !== 'paid') {
    if (order.stock_held) to = 'paid';
    else {
      // A savepoint, so that a partly taken reservation is undone when something is gone.
      await tx.query('savepoint late_return');
      if (await retakeHeld(tx, order)) {
        await tx.query('update shop_order set stock_held = true where id = $1', [orderRef]);
        to = 'paid';
      } else await tx.query('rollback to savepoint late_return');
    }
  }
  const { rows: updated } = await tx.query<PaymentRecord>(
    `update payment set state = $2, updated_at = now(), settled_at = now() where reference = $1 and state = 'expired'
     returning ${PAYMENT_COLUMNS}`,
    [attempt.reference, to],
  );
  await tx.query(`insert into payment_event (payment_id, from_state, to_state) values ($1, 'expired', $2)`, [attempt.id, to]);
  if (to === 'paid') await markOrderPaid(tx, orderRef, attempt.methodCode);
  return { changed: true, payment: updated[0] };
}
