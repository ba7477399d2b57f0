import { startAppListening } from '../../app/listener';
import type { AppDispatch } from '../../app/store';
import { notificationRemoved } from '../notifications/notificationsSlice';
import { ORDER_WAITING_ID, queuedOrdersConfirmed, queuedOrdersPostponed } from './orderActions';
import { ORDER_QUEUE_CHANGED } from './orderMessages';
import { checkQueuedOrders, confirmQueuedOrders } from './orderQueue';

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
      actionCreator: queuedOrdersPostponed,
      effect: (_action, api) => {
        api.dispatch(notificationRemoved(ORDER_WAITING_ID));
      },
    }),
  ];
  const check = () => void dispatch(checkQueuedOrders());
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === ORDER_QUEUE_CHANGED) check();
  };
  const sw = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  window.addEventListener('online', check);
  sw?.addEventListener('message', onMessage);
  check();
  return () => {
    stopListening.forEach((stop) => stop());
    window.removeEventListener('online', check);
    sw?.removeEventListener('message', onMessage);
  };
}
