import type { AppDispatch, RootState } from '../../app/store';
import { placeOrder } from '../order/placeOrder';
import { isProvider } from '../payment/paymentApi';
import { payOnline } from '../payment/payOnline';
import { placedSummaryKept } from './checkoutSlice';
import { placedSummaryOf } from './placedSummary';
import { buildOrder, CASH_ON_DELIVERY } from './prepareOrder';

export type CheckoutSubmitResult = 'placed' | 'redirected' | 'offline' | 'failed' | 'blocked-offline' | 'no-account';

export interface CheckoutSubmitSteps {
  /**
   * "Create an account with this order" (spec 001 §1): registers and logs in before the order is
   * built, so the order is the new customer's. It lives in the review step's state because the
   * password must never reach the store; resolves false when the account was wanted but not made.
   */
  createAccount: () => Promise<boolean>;
  /** Called just before the shopper is sent to the payment provider (the button says so). */
  leaving?: () => void;
}

/**
 * "Place order" / "Pay" on the review step, once its form is valid. Cash on delivery is placed at
 * once or queued offline (placeOrder reports both); a provider payment needs the network (spec 000
 * §4), is saved as waiting for payment and sends the shopper to the provider.
 */
export const submitCheckout =
  (steps: CheckoutSubmitSteps) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<CheckoutSubmitResult> => {
    const method = getState().checkout.paymentDetails.paymentMethod || CASH_ON_DELIVERY;
    const provider = isProvider(method) ? method : null;
    if (provider && !getState().ui.online) return 'blocked-offline';
    if (!(await steps.createAccount())) return 'no-account';
    // Built after the account step: the order carries the customer that step may have logged in.
    const order = buildOrder(getState());
    if (provider) {
      steps.leaving?.();
      return dispatch(payOnline(order, provider));
    }
    // The thank-you page (its own URL, issue 14) shows this after a reload too: the cart is gone by then.
    dispatch(placedSummaryKept(placedSummaryOf(getState())));
    await dispatch(placeOrder(order));
    return 'placed';
  };
