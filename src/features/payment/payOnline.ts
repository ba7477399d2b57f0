import type { AppDispatch, RootState } from '../../app/store';
import { ApiError } from '../../api/http';
import { selectCartTotals } from '../cart/cartSelectors';
import { notificationShown } from '../notifications/notificationsSlice';
import { isOnline } from '../order/orderQueue';
import type { OrderBody, StampedOrder } from '../../api/queue/orderTask';
import { newTaskId } from '../../api/queue/syncTask';
import { createProviderCheckout, savePendingOrder, type Provider } from './paymentApi';
import { rememberPendingPayment } from './pendingPayment';

export type PayOnlineResult = 'redirected' | 'offline' | 'failed';

/** Leaves the shop for the provider's page (a seam for tests). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * A provider payment (spec 000 §4, 001 §7): the order is saved as waiting for payment
 * (save-pending-order, the server recomputes every price), then the provider's create call with the
 * server's grand total and checkoutReference = order_id, then the shopper goes to the provider page.
 * The cart is kept until /order/status hears from the server that the payment went through.
 * Offline there is no provider to talk to: nothing is sent ('offline').
 */
export const payOnline =
  (input: OrderBody, provider: Provider) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<PayOnlineResult> => {
    if (!isOnline()) return 'offline';
    const now = new Date();
    const cartTotal = selectCartTotals(getState()).grandTotal;
    const order: StampedOrder = {
      ...input,
      order_id: input.order_id ?? newTaskId(now.getTime()),
      created_at: input.created_at ?? now.toISOString(),
      updated_at: now.toISOString(),
      grand_total: cartTotal,
    };
    try {
      // The provider is asked for the total the server priced, not the one the cart last showed.
      const grandTotal = (await savePendingOrder(order)).grandTotal ?? cartTotal;
      rememberPendingPayment({ order, method: provider, grandTotal });
      const url = await createProviderCheckout(provider, grandTotal, order.order_id);
      navigation.assign(url);
      return 'redirected';
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : '';
      dispatch(notificationShown({ type: 'error', message: 'payment.startFailed', messageParams: { reason } }));
      return 'failed';
    }
  };
