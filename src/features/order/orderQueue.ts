import { config } from '../../lib/config';
import { browserOnline } from '../../lib/online';
import type { AppDispatch, RootState } from '../../app/store';
import { notificationRemoved, notificationShown } from '../notifications/notificationsSlice';
import { readAuth } from '../../api/queue/authStore';
import type { SyncTask } from '../../api/queue/syncTask';
import { signUpToggled } from '../ui/uiSlice';
import { queueLoaded, queuedOrderRejected, queuedOrderTransmitted, type QueuedOrderSummary } from '../sync/syncSlice';
import { listTasks, updateTask } from '../../api/queue/taskStore';
import type { ReplayReport } from '../../api/queue/replayQueue';
import { requestOrderSync } from './backgroundSync';
import { broadcastOrdersSent } from '../../api/queue/orderMessages';
import {
  heldOrdersSentAsGuest,
  ORDER_HELD_ID,
  ORDER_WAITING_ID,
  ORDERS_PENDING_ID,
  queuedOrdersConfirmed,
  queuedOrdersNotSent,
  queuedOrdersPostponed,
} from './orderActions';
import { asGuestOrder, confirmationOf, heldForSession, orderOf, orderStored, rejectionReasons, replayOrders } from '../../api/queue/orderTask';
import { trackPurchase } from './purchaseTracking';

/**
 * The page's side of the offline order queue (spec 000 §4 Orders, DESIGN decision 6): mirror the
 * queue, ask 'Order waiting!', send confirmed orders, tell the shopper the outcome.
 */
type Thunk<R> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** Placing and sending orders asks the browser (lib/online.ts). */
export const isOnline = browserOnline;

/** Config flag `orders.automaticTransmission` (off by default): send offline orders without asking. */
const autoSendConfigured = () => config.orders.automaticTransmission;

/**
 * The shopper still looks at the thank-you state of the waiting order they placed in THIS page
 * session (the old client auto-sent then: "stay on this page and it is sent when you are online").
 * After a reload they are asked with 'Order waiting!' instead.
 */
export const onThankYouPage = (state: RootState) => {
  const last = state.sync.lastOrder;
  return (
    last?.status === 'queued' &&
    state.sync.sessionOrderIds.includes(last.order_id) &&
    typeof location !== 'undefined' &&
    /\/checkout\/?$/.test(location.pathname)
  );
};

const waiting = (t: SyncTask) => t.kind === 'order' && !t.transmited;

function summary(task: SyncTask): QueuedOrderSummary {
  const order = orderOf(task);
  return {
    order_id: task.task_id,
    created_at: task.created_at,
    confirmed: task.confirmed,
    attempts: task.attempts,
    grand_total: typeof order.grand_total === 'number' ? order.grand_total : null,
    itemCount: order.products?.length ?? 0,
  };
}

/** Rebuilds the Redux mirror from IndexedDB (the old client checked an in-memory copy and missed reloads). */
export const refreshOrderQueue = (): Thunk<Promise<SyncTask[]>> => async (dispatch, getState) => {
  const tasks = (await listTasks('order')).filter(waiting);
  dispatch(queueLoaded(tasks.map(summary)));
  const asking = getState().notifications.items.some((n) => n.id === ORDER_WAITING_ID);
  if (asking && !tasks.some((t) => !t.confirmed)) dispatch(notificationRemoved(ORDER_WAITING_ID));
  return tasks;
};

function sentSummary(task: SyncTask) {
  const c = confirmationOf(task.result);
  return {
    order_id: task.task_id,
    orderNumber: c.orderNumber,
    backendOrderId: c.backendOrderId,
    transferedAt: c.transferedAt,
    placedAt: Date.parse(task.created_at) || Date.now(),
  };
}

/** Tells the shopper what became of a queued order once the server answered. */
const announce =
  (task: SyncTask): Thunk<void> =>
  (dispatch) => {
    const order = orderOf(task);
    if (orderStored(task)) {
      const c = confirmationOf(task.result);
      dispatch(queuedOrderTransmitted(sentSummary(task)));
      trackPurchase(order, c.orderNumber);
      dispatch(
        notificationShown({ type: 'success', message: 'order.sent', messageParams: { orderNumber: c.orderNumber ?? c.backendOrderId ?? task.task_id } }),
      );
    } else {
      dispatch(queuedOrderRejected(task.task_id));
      dispatch(
        notificationShown({
          type: 'error',
          message: 'order.rejected',
          messageParams: { reasons: rejectionReasons(task.result).join('; ') },
          hasNoTimeout: true,
        }),
      );
    }
  };

/**
 * Tells the shopper about queued orders whose last send was answered 401 (the token expired and its
 * refresh failed). They stay queued either way (a 401 never finishes an order). With the session
 * still there, the refresh lost its connection: the order is sent again on its own. With the
 * session gone, the shopper can log in (the order then goes with the account) or send it as a guest.
 */
export const reportHeldOrders = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const held = (await listTasks('order')).filter(heldForSession);
  const shown = getState().notifications.items.find((n) => n.id === ORDER_HELD_ID);
  if (!held.length) {
    if (shown) dispatch(notificationRemoved(ORDER_HELD_ID));
    return;
  }
  const signedOut = !(await readAuth()).token;
  const message = signedOut ? 'order.heldSignedOut' : 'order.heldConnection';
  if (shown?.message === message) return;
  if (shown) dispatch(notificationRemoved(ORDER_HELD_ID));
  dispatch(
    notificationShown(
      signedOut
        ? {
            id: ORDER_HELD_ID,
            type: 'warning',
            message,
            messageParams: { count: held.length },
            hasNoTimeout: true,
            action1: { label: 'order.logInToSend', action: signUpToggled({ open: true, elem: 'login' }) },
            action2: { label: 'order.sendAsGuest', action: heldOrdersSentAsGuest() },
          }
        : { id: ORDER_HELD_ID, type: 'info', message, messageParams: { count: held.length }, hasNoTimeout: true },
    ),
  );
};

/** Sends confirmed orders (also ones a reload interrupted) and reports those any replayer finished. */
export const sendQueuedOrders = (): Thunk<Promise<ReplayReport | null>> => async (dispatch) => {
  if (!isOnline()) return null;
  const report = await replayOrders(true);
  for (const task of report.settled) dispatch(announce(task));
  const sent = report.settled.filter(orderStored);
  if (sent.length) broadcastOrdersSent({ type: 'orders-sent', orders: sent.map(sentSummary) });
  await dispatch(refreshOrderQueue());
  await dispatch(reportHeldOrders());
  // Failed while online and not for want of a session: the page tries again on its own (startOrderQueue.ts).
  if (report.retry.length) {
    const signedOut = !(await readAuth()).token;
    if (report.retry.some((t) => !(signedOut && t.meta.requiresAuth === true))) dispatch(queuedOrdersNotSent());
  }
  return report;
};

/** "Send as a guest" on a customer's order held for want of a session: it goes without the account. */
export const sendHeldOrdersAsGuest = (): Thunk<Promise<ReplayReport | null>> => async (dispatch) => {
  dispatch(notificationRemoved(ORDER_HELD_ID));
  for (const t of (await listTasks('order')).filter(heldForSession)) await updateTask(t.task_id, (cur) => (cur.transmited ? undefined : asGuestOrder(cur)));
  return dispatch(sendQueuedOrders());
};

async function confirmAll(tasks: SyncTask[]): Promise<void> {
  const at = new Date().toISOString();
  for (const t of tasks) await updateTask(t.task_id, (cur) => (cur.confirmed ? undefined : { ...cur, confirmed: true, updated_at: at }));
}

/**
 * On start, on `online`, and when the service worker reports a change: resume confirmed orders,
 * then ask about unconfirmed ones with 'Order waiting!' (persistent), unless auto-send applies.
 */
export const checkQueuedOrders = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const tasks = await dispatch(refreshOrderQueue());
  const shown = (id: string) => getState().notifications.items.some((n) => n.id === id);
  if (!isOnline()) {
    // Opened offline (e.g. after a reload): orders still wait on this device, say so.
    if (tasks.length && !shown(ORDERS_PENDING_ID)) {
      dispatch(
        notificationShown({ id: ORDERS_PENDING_ID, type: 'info', message: 'order.pendingOffline', messageParams: { count: tasks.length }, hasNoTimeout: true }),
      );
    }
    return;
  }
  if (shown(ORDERS_PENDING_ID)) dispatch(notificationRemoved(ORDERS_PENDING_ID));
  const unconfirmed = tasks.filter((t) => !t.confirmed);
  if (unconfirmed.length && (autoSendConfigured() || onThankYouPage(getState()))) await confirmAll(unconfirmed);
  await dispatch(sendQueuedOrders());
  const left = getState().sync.queuedOrders.filter((o) => !o.confirmed).length;
  if (!left || shown(ORDER_WAITING_ID)) return;
  dispatch(
    notificationShown({
      id: ORDER_WAITING_ID,
      type: 'info',
      message: 'order.waiting',
      messageParams: { count: left },
      hasNoTimeout: true,
      action1: { label: 'order.confirm', action: queuedOrdersConfirmed() },
      action2: { label: 'order.later', action: queuedOrdersPostponed() },
    }),
  );
};

/** The shopper confirmed: mark every waiting order confirmed in IndexedDB, then send them. */
export const confirmQueuedOrders = (): Thunk<Promise<ReplayReport | null>> => async (dispatch) => {
  dispatch(notificationRemoved(ORDER_WAITING_ID));
  await confirmAll((await listTasks('order')).filter(waiting));
  await dispatch(refreshOrderQueue());
  // If this tab closes mid-send, the service worker finishes the job.
  void requestOrderSync();
  return dispatch(sendQueuedOrders());
};
