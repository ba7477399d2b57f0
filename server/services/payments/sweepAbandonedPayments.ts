/**
 * The abandoned-payment sweeper (issue 12): an order saved to wait for an online payment
 * (save-pending-order) that is still waiting PENDING_PAYMENT_TTL after its last attempt is
 * canceled, and gives back its stock, coupon use and gift-card amount; its open attempts become
 * 'expired' (a late provider return is handled by paymentRepo.settlePayment).
 *
 * Safe with several servers on one database: each order is taken in its own transaction with
 * FOR UPDATE SKIP LOCKED, so two sweepers never work on one order, and an order a payment callback
 * or a retry is busy with (its row locked) is left for the next sweep.
 */
import type { Db } from '../../db/index.ts';
import { HELD_COLUMNS, releaseHeld, type Held } from './paymentRepo.ts';

/** At most this many orders per sweep; the rest wait for the next one. */
export const SWEEP_BATCH = 200;

/** Cancels one abandoned order; its id, or null when none is left (or all are locked elsewhere). */
async function sweepOne(db: Db, cutoff: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Held & { id: number; stock_held: boolean }>(
      `select id, stock_held, ${HELD_COLUMNS} from shop_order
        where awaits_payment and status = 'pending' and payment_state = 'pending' and updated_at < $1
        order by updated_at, id limit 1
        for update skip locked`,
      [cutoff.toISOString()],
    );
    const order = rows[0];
    if (!order) return null;
    const { rows: expired } = await tx.query<{ id: number }>(
      `update payment set state = 'expired', updated_at = now(), settled_at = now() where order_ref = $1 and state = 'pending' returning id`,
      [order.id],
    );
    for (const p of expired) {
      await tx.query(`insert into payment_event (payment_id, from_state, to_state) values ($1, 'pending', 'expired')`, [p.id]);
    }
    await tx.query(`update shop_order set status = 'canceled', payment_state = 'expired', stock_held = false, updated_at = now() where id = $1`, [order.id]);
    if (order.stock_held) await releaseHeld(tx, order);
    return order.id;
  });
}

/** One sweep: the ids of the orders this sweeper canceled. */
export async function sweepAbandonedPayments(db: Db, ttlSeconds: number, now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - ttlSeconds * 1000);
  const swept: number[] = [];
  while (swept.length < SWEEP_BATCH) {
    const id = await sweepOne(db, cutoff);
    if (id === null) break;
    swept.push(id);
  }
  return swept;
}
