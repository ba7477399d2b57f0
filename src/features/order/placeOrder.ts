import { createAsyncThunk } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { executeTask, TaskError } from '../../api/queue/taskQueue';
import type { AppDispatch, RootState } from '../../app/store';
import { cartCleared } from '../cart/cartSlice';
import { notificationShown } from '../notifications/notificationsSlice';
import { orderPlaced } from '../sync/syncSlice';
import { newTaskId } from '../../api/queue/syncTask';
import { putTask } from '../../api/queue/taskStore';
import { requestOrderSync } from './backgroundSync';
import { isOnline, refreshOrderQueue, reportHeldOrders } from './orderQueue';
import {
  confirmationOf,
  orderTask,
  orderTaskContext,
  orderTaskKind,
  rejectionReasons,
  type OrderBody,
  type OrderConfirmation,
  type StampedOrder,
} from '../../api/queue/orderTask';
import type { OrderNoticeTexts } from '../../api/queue/orderNotice';
import { trackPurchase } from './purchaseTracking';

export type { OrderBody, OrderConfirmation } from '../../api/queue/orderTask';

export type PlaceOrderResult = { status: 'sent'; order_id: string; confirmation: OrderConfirmation } | { status: 'queued'; order_id: string };

export interface PlaceOrderFailure {
  /** 'invalid': the server refused the order (400). */
  reason: 'invalid';
  order_id: string;
  /** i18n key of the message shown. */
  message: string;
  reasons: string[];
}

/** The service worker's notification texts, translated now in the page's language (the worker has no i18next). */
const noticeTexts = (): OrderNoticeTexts => ({
  waitingTitle: i18next.t('order.notice.waitingTitle'),
  waitingBody: i18next.t('order.notice.waitingBody'),
  sentTitle: i18next.t('order.notice.sentTitle'),
  sentBody: i18next.t('order.notice.sentBody', { orderNumber: '{{orderNumber}}' }),
});

/** Why an order is queued instead of sent: offline, the network failed, the server failed, or the session (401). */
type Why = 'offline' | 'network' | 'server' | 'session';

async function queueOrder(order: StampedOrder, why: Why, customer: boolean, dispatch: AppDispatch): Promise<PlaceOrderResult> {
  // Placed while offline: waits for the shopper's confirmation ('Order waiting!'). Refused by a
  // failing server while online: the shopper already meant to send it, so it is retried as is.
  // Stored FLAT (the old client nested it under `newOrder`, #4634).
  const task = orderTask(order, why !== 'offline', { customer, notice: noticeTexts() });
  // Held for the session: the 401 is recorded, so the queue knows why it waits (orderQueue.ts).
  await putTask(why === 'session' ? { ...task, code: 401, resultCode: 401 } : task);
  dispatch(cartCleared());
  dispatch(orderPlaced({ order_id: order.order_id, status: 'queued', orderNumber: null, backendOrderId: null, transferedAt: null, placedAt: Date.now() }));
  await dispatch(refreshOrderQueue());
  if (why === 'session') {
    // The token expired and could not be renewed: say so (and offer a way on) instead of a server error.
    await dispatch(reportHeldOrders());
  } else if (why === 'server') {
    dispatch(notificationShown({ type: 'error', message: 'order.queuedServerError' }));
  }
  // Offline (or the network failed): the thank-you page that follows says the order waits on this
  // device; a notification and the queue notice repeating it made four messages for one event.
  void requestOrderSync();
  return { status: 'queued', order_id: order.order_id };
}

/**
 * Places an order (spec 000 §4 Orders, contract §4). Stamps `order_id` (the server's idempotency
 * key), created_at and updated_at. Online: POST /api/order; 200 (or no code) is success, 400 is
 * refused with its reasons and NOT queued; offline, a network error or a 5xx queue it in IndexedDB.
 */
export const placeOrder = createAsyncThunk<PlaceOrderResult, OrderBody, { state: RootState; dispatch: AppDispatch; rejectValue: PlaceOrderFailure }>(
  'order/placeOrder',
  async (input, { dispatch, getState, rejectWithValue }) => {
    const now = new Date();
    // Placed with a session: the order belongs to the customer and is only ever sent with their token.
    const customer = Boolean(getState().user.token);
    const order: StampedOrder = {
      ...input,
      order_id: input.order_id ?? newTaskId(now.getTime()),
      created_at: input.created_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    };
    if (!isOnline()) return queueOrder(order, 'offline', customer, dispatch);

    let executed;
    try {
      executed = await executeTask(orderTask(order, true, { customer }), orderTaskContext());
    } catch (err) {
      return queueOrder(order, err instanceof TaskError && err.reason === 'network' ? 'network' : 'server', customer, dispatch);
    }
    const verdict = orderTaskKind.verdict(executed);
    if (verdict === 'retry') return queueOrder(order, executed.code === 401 ? 'session' : 'server', customer, dispatch);
    if (verdict === 'rejected') {
      const reasons = rejectionReasons(executed.result);
      dispatch(notificationShown({ type: 'error', message: 'order.validationError', messageParams: { reasons: reasons.join('; ') } }));
      return rejectWithValue({ reason: 'invalid', order_id: order.order_id, message: 'order.validationError', reasons });
    }

    const confirmation = confirmationOf(executed.result);
    // Cleared locally without a server sync (spec 000 §4 Orders); checkout drops the password on
    // `order/placeOrder/fulfilled` and shows the thank-you state from selectLastOrder.
    dispatch(cartCleared());
    const { orderNumber, backendOrderId, transferedAt } = confirmation;
    dispatch(orderPlaced({ order_id: order.order_id, status: 'sent', orderNumber, backendOrderId, transferedAt, placedAt: Date.now() }));
    trackPurchase(order, confirmation.orderNumber);
    return { status: 'sent', order_id: order.order_id, confirmation };
  },
  {
    // A second submit while one is running would make a second order_id (old bugs #2405, #2409).
    condition: (_order, { getState }) => !getState().sync.placingOrder,
  },
);
