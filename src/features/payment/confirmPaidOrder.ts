import type { AppDispatch, RootState } from '../../app/store';
import { cartCleared } from '../cart/cartSlice';
import { onlineOrderPaid } from '../checkout/checkoutSlice';
import { trackPurchase } from '../order/purchaseTracking';
import { orderPlaced } from '../sync/syncSlice';
import type { PaymentStatus } from './paymentApi';
import { forgetPendingPayment, pendingPayment } from './pendingPayment';

/**
 * The server says the order is paid (next_step show-confirmation): as after any placed order
 * (spec 000 §4 Orders) the cart is cleared without a server sync, the time stored, the password
 * dropped, and the purchase event (ZAR) sent once per order id — trackPurchase remembers the ids,
 * so a reload of /order/status does not count the sale again.
 */
export const confirmPaidOrder = (status: PaymentStatus) => (dispatch: AppDispatch, getState: () => RootState) => {
  // Already confirmed (a reload of the page): the cart may hold a new purchase by now — keep it.
  if (getState().sync.lastOrder?.order_id === status.order_id) return;
  const pending = pendingPayment(status.order_id);
  dispatch(cartCleared());
  dispatch(
    orderPlaced({ order_id: status.order_id, status: 'sent', orderNumber: status.orderNumber, backendOrderId: null, transferedAt: null, placedAt: Date.now() }),
  );
  dispatch(onlineOrderPaid());
  const order = pending?.order ?? { order_id: status.order_id, created_at: '', updated_at: '', products: [], addressInformation: {} };
  trackPurchase({ ...order, grand_total: status.amount }, status.orderNumber);
  forgetPendingPayment();
};
