import { createAction } from '@reduxjs/toolkit';

/** Pressed on the 'Order waiting!' notification (plain data, so a notification can carry it). */
export const queuedOrdersConfirmed = createAction('order/queuedOrdersConfirmed');
export const queuedOrdersPostponed = createAction('order/queuedOrdersPostponed');

/** Fixed id: the 'Order waiting!' notification is shown at most once at a time. */
export const ORDER_WAITING_ID = 'order-waiting';

/** Fixed id of the "orders wait on this device" notice shown on start while offline. */
export const ORDERS_PENDING_ID = 'orders-pending';
