/** Messages between the page and the service worker about the order queue. */
export const ORDER_QUEUE_CHANGED = 'ORDER_QUEUE_CHANGED';
export const REPLAY_ORDER_QUEUE = 'REPLAY_ORDER_QUEUE';

/**
 * Tabs tell each other about the orders one of them sent (the service worker tells every tab with
 * ORDER_QUEUE_CHANGED itself): without it, a tab whose "waiting" notice was shown kept saying
 * "1 order is waiting to be sent" for an order the shop already had.
 */
export const ORDER_TABS_CHANNEL = 'storefront-order-queue';

export interface OrdersSentMessage {
  type: 'orders-sent';
  orders: { order_id: string; orderNumber: string | null; backendOrderId: string | number | null; transferedAt: string | null; placedAt: number }[];
}

export function broadcastOrdersSent(message: OrdersSentMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const ch = new BroadcastChannel(ORDER_TABS_CHANNEL);
  ch.postMessage(message);
  ch.close();
}

/** Listens to the other tabs' sent orders; returns the unsubscribe. */
export function listenToOrdersSent(onMessage: (message: OrdersSentMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const ch = new BroadcastChannel(ORDER_TABS_CHANNEL);
  ch.onmessage = (event: MessageEvent<OrdersSentMessage>) => {
    if (event.data?.type === 'orders-sent') onMessage(event.data);
  };
  return () => ch.close();
}
