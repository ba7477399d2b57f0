/** Messages between the page and the service worker about the order queue. */
export const ORDER_QUEUE_CHANGED = 'ORDER_QUEUE_CHANGED';
export const REPLAY_ORDER_QUEUE = 'REPLAY_ORDER_QUEUE';
