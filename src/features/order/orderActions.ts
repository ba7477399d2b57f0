import { createAction } from '@reduxjs/toolkit';

/** Pressed on the 'Order waiting!' notification (plain data, so a notification can carry it). */
export const queuedOrdersConfirmed = createAction('order/queuedOrdersConfirmed');
export const queuedOrdersPostponed = createAction('order/queuedOrdersPostponed');
/** Pressed on the "session ended" notice of a customer's queued order: send it without the account. */
export const heldOrdersSentAsGuest = createAction('order/heldOrdersSentAsGuest');
/** A send of confirmed orders failed while online (5xx, lost answer, a refresh that lost its connection): try again later. */
export const queuedOrdersNotSent = createAction('order/queuedOrdersNotSent');

/** Fixed id: the 'Order waiting!' notification is shown at most once at a time. */
export const ORDER_WAITING_ID = 'order-waiting';

/** Fixed id of the "orders wait on this device" notice shown on start while offline. */
export const ORDERS_PENDING_ID = 'orders-pending';

/** Fixed id of the notice about queued orders that wait for the session (their send was answered 401). */
export const ORDER_HELD_ID = 'order-held';
