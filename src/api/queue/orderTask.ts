import { storeHeaders } from '../http';
import type { TaskContext } from './taskQueue';
import { replayQueue, type ReplayReport, type TaskKind } from './replayQueue';
import { createTask, type SyncTask } from './syncTask';
import { authedTaskContext } from './taskAuth';

/**
 * Orders as sync tasks. Imported by the page AND the service worker (sw/sw.ts), so it stays free of
 * Redux, React and window: the one queue module both replayers share (STYLE 9).
 */

/** The texts of the system notifications of a queued order, in the shopper's language (orderNotice.ts). */
export interface OrderNoticeTexts {
  waitingTitle: string;
  waitingBody: string;
  sentTitle: string;
  /** Holds the literal placeholder {{orderNumber}}. */
  sentBody: string;
}

/** Web Locks name and Background Sync tag of the order queue. */
export const ORDER_QUEUE = 'order-queue';
export const ORDER_ENDPOINT = '/api/order';

/** The order body of contract §4.1 as checkout builds it; placeOrder stamps the ids and dates. */
export interface OrderBody {
  order_id?: string;
  created_at?: string;
  updated_at?: string;
  user_id?: string;
  cart_id?: string;
  grand_total?: number;
  products: ReadonlyArray<object>;
  addressInformation: object;
}

export type StampedOrder = OrderBody & { order_id: string; created_at: string; updated_at: string };

/** POST /api/order's result (contract §4.4). */
export interface OrderConfirmation {
  backendOrderId: string | number | null;
  orderNumber: string | null;
  transferedAt: string | null;
  magentoOrderId?: string | number | null;
}

/**
 * Answers that say nothing about the order itself: 401 (the session, not the order: the token
 * expired and its refresh failed, was refused or ran out of attempts), 408 (time-out) and 429
 * (too many requests). The order stays queued; a queued order is never dropped for them.
 */
const NOT_ABOUT_THE_ORDER = new Set([401, 408, 429]);

/**
 * The shop has the order: 200, or 409 "this order_id belongs to another order" — the same order
 * stored earlier for the customer (its answer was lost) and now re-sent without that session, e.g.
 * as a guest. The shop answers the order number only to its customer.
 */
export const orderStored = (task: Pick<SyncTask, 'code'>): boolean => task.code === 200 || task.code === 409;

/** Spec 000 §4 Orders: success when the code is 200 (or absent, see executeTask); other 4xx are final. */
export const orderTaskKind: TaskKind = {
  verdict(task) {
    if (orderStored(task)) return 'done';
    if (task.code !== null && NOT_ABOUT_THE_ORDER.has(task.code)) return 'retry';
    if (task.code !== null && task.code >= 400 && task.code < 500) return 'rejected';
    return 'retry';
  },
};

/** The last send of this queued order was answered 401: it waits for a session (or the shopper's "send as a guest"). */
export const heldForSession = (task: SyncTask): boolean => !task.transmited && task.code === 401;

/**
 * The shopper chose to send a customer's order without the account (the session is gone): from
 * now on it goes without a token, like any guest order (taskQueue.ts reads `meta.guest`).
 */
export const asGuestOrder = (task: SyncTask): SyncTask => ({ ...task, meta: { ...task.meta, requiresAuth: false, guest: true } });

export const orderKinds = { order: orderTaskKind } as const;

/**
 * The task for one order; task_id = order_id, so the same order can never be queued twice.
 * A customer's order (placed with a session) needs the customer's token: if the session is gone by
 * the time it is sent, it waits instead of silently becoming a guest order (`requiresAuth`).
 */
export function orderTask(order: StampedOrder, confirmed: boolean, opts: { customer?: boolean; notice?: OrderNoticeTexts } = {}): SyncTask {
  const meta: Record<string, unknown> = { order_id: order.order_id };
  if (opts.customer) meta.requiresAuth = true;
  // The texts the service worker shows while no page is open (orderNotice.ts), in the shopper's language.
  if (opts.notice) meta.notice = opts.notice;
  return createTask({
    kind: 'order',
    task_id: order.order_id,
    url: ORDER_ENDPOINT,
    // The order keeps the view it was placed in: sent later (by any page or the service worker) with that view's store code.
    payload: { method: 'POST', headers: { 'Content-Type': 'application/json', ...storeHeaders() }, body: JSON.stringify(order) },
    meta,
    confirmed,
  });
}

export function orderOf(task: SyncTask): StampedOrder {
  return JSON.parse(task.payload.body ?? '{}') as StampedOrder;
}

export function confirmationOf(result: unknown): OrderConfirmation {
  const r = (result && typeof result === 'object' ? result : {}) as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : null);
  return {
    backendOrderId: id(r.backendOrderId),
    orderNumber: typeof r.orderNumber === 'string' ? r.orderNumber : r.orderNumber != null ? String(r.orderNumber) : null,
    transferedAt: typeof r.transferedAt === 'string' ? r.transferedAt : null,
    magentoOrderId: id(r.magentoOrderId),
  };
}

/** Reasons of a 400 (contract §4.2: an AJV-style array, or a string). */
export function rejectionReasons(result: unknown): string[] {
  const list = Array.isArray(result) ? result : [result];
  return list.map((r) => (typeof r === 'string' ? r : r && typeof r === 'object' ? String((r as { message?: unknown }).message ?? '') : '')).filter(Boolean);
}

/**
 * Orders carry the customer's token when there is one (a guest's go without), through the
 * token-refresh lock of spec 001 §4 that the page and the service worker share (taskAuth.ts).
 */
export function orderTaskContext(): TaskContext {
  return authedTaskContext();
}

/** Sends every confirmed queued order, one replayer at a time across tabs and the service worker. */
export function replayOrders(collectSettled: boolean, ctx: TaskContext = orderTaskContext()): Promise<ReplayReport> {
  return replayQueue({ kinds: orderKinds, ctx, lockName: ORDER_QUEUE, collectSettled });
}
