import { startAppListening } from '../../app/listener';
import type { AppDispatch } from '../../app/store';
import { notificationRemoved } from '../notifications/notificationsSlice';
import { queuedOrderTransmitted } from '../sync/syncSlice';
import { userLoggedIn } from '../user/userSlice';
import { heldOrdersSentAsGuest, ORDER_WAITING_ID, queuedOrdersConfirmed, queuedOrdersNotSent, queuedOrdersPostponed } from './orderActions';
import { listenToOrdersSent, ORDER_QUEUE_CHANGED } from '../../api/queue/orderMessages';
import { checkQueuedOrders, confirmQueuedOrders, refreshOrderQueue, sendHeldOrdersAsGuest } from './orderQueue';

/** Bounded back-off of the page's own retries of a failed send: 2 s, 4 s, … up to 60 s, 12 tries. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;
export const RETRY_MAX_TRIES = 12;

/**
 * Wires the offline order queue into the running app. Call once after the persisted state was
 * rehydrated (src/main.tsx). Checks right away, so orders queued in an earlier visit are resumed
 * or asked about even when the app opens already online (the old client only reacted to the
 * `online` event, vsf1-behaviour §3.6 weakness c). Returns a function that undoes the wiring.
 */
export function startOrderQueue(dispatch: AppDispatch): () => void {
  const stopListening = [
    startAppListening({
      actionCreator: queuedOrdersConfirmed,
      effect: async (_action, api) => {
        await api.dispatch(confirmQueuedOrders());
      },
    }),
    startAppListening({
      actionCreator: heldOrdersSentAsGuest,
      effect: async (_action, api) => {
        await api.dispatch(sendHeldOrdersAsGuest());
      },
    }),
    startAppListening({ actionCreator: queuedOrdersNotSent, effect: () => retryLater() }),
    startAppListening({
      actionCreator: queuedOrderTransmitted,
      effect: () => {
        retries = 0;
      },
    }),
    // Logged in again: orders that waited for the customer's session go now, with the account.
    startAppListening({ actionCreator: userLoggedIn, effect: () => check() }),
    startAppListening({
      actionCreator: queuedOrdersPostponed,
      effect: (_action, api) => {
        api.dispatch(notificationRemoved(ORDER_WAITING_ID));
      },
    }),
  ];
  const check = () => void dispatch(checkQueuedOrders());
  // A send that failed while online is tried again while the page is open (Background Sync's own
  // back-off starts at minutes, and several senders failing together left orders waiting).
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  const retryLater = () => {
    if (retryTimer !== undefined || retries >= RETRY_MAX_TRIES) return;
    const ms = Math.min(RETRY_FIRST_MS * 2 ** retries, RETRY_MAX_MS);
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      check();
    }, ms);
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === ORDER_QUEUE_CHANGED) check();
  };
  const sw = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  // Another tab sent queued orders: this tab's mirror, its notices and its thank-you state follow.
  const stopTabs = listenToOrdersSent((message) => {
    for (const order of message.orders) dispatch(queuedOrderTransmitted(order));
    void dispatch(refreshOrderQueue());
  });
  window.addEventListener('online', check);
  sw?.addEventListener('message', onMessage);
  check();
  return () => {
    stopListening.forEach((stop) => stop());
    clearTimeout(retryTimer);
    stopTabs();
    window.removeEventListener('online', check);
    sw?.removeEventListener('message', onMessage);
  };
}
