/**
 * Coupons and gift-card vouchers (spec 000 §4 "Coupons and vouchers", vsf1-behaviour §1.9): applied
 * only when a code is given and the totals can sync (online, a server cart exists); a voucher with
 * an empty value removes it. After each, the totals are pulled again so the discount and the gift
 * card segments show at once.
 */
import { ApiError } from '../../api/http';
import { notificationShown } from '../notifications/notificationsSlice';
import { applyServerCoupon, applyServerVoucher, deleteServerCoupon } from './cartApi';
import { betweenCartSyncs, syncCart, type AppThunk } from './syncCart';

export type CodeResult = { ok: true } | { ok: false; message: string };

/** Spec 000 §4: what a code needs — online, and a server cart (created first when there are items). */
const canSyncTotals: AppThunk<Promise<string | null>> = async (dispatch, getState) => {
  await dispatch(syncCart());
  const { ui, cart } = getState();
  return ui.online && !cart.syncDisabled && cart.cartServerToken ? cart.cartServerToken : null;
};

/** Known refusals become i18n keys; anything else shows the server's own words. */
function messageOf(e: unknown, notFoundKey: string): string {
  if (e instanceof ApiError) return e.code === 404 ? notFoundKey : e.message;
  return 'cart.codeOffline';
}

const withCode =
  (call: (token: string) => Promise<unknown>, notFoundKey: string, successKey?: string): AppThunk<Promise<CodeResult>> =>
  async (dispatch) => {
    const fail = (message: string): CodeResult => {
      dispatch(notificationShown({ type: 'error', message, action1: { label: 'cart.ok' } }));
      return { ok: false, message };
    };
    const token = await dispatch(canSyncTotals);
    if (!token) return fail('cart.codeOffline');
    try {
      // Between syncs: a sync running with an older cart id never mixes with the code's call.
      await dispatch(betweenCartSyncs(() => call(token)));
    } catch (e) {
      return fail(messageOf(e, notFoundKey));
    }
    await dispatch(syncCart({ forceTotals: true }));
    // The spec has no words for an applied code; without a notice the shopper had to spot the discount line.
    if (successKey) dispatch(notificationShown({ type: 'success', message: successKey, action1: { label: 'cart.ok' } }));
    return { ok: true };
  };

export const applyCoupon = (code: string): AppThunk<Promise<CodeResult>> => {
  const coupon = code.trim();
  if (!coupon) return async () => ({ ok: false, message: 'cart.couponRequired' });
  return withCode((token) => applyServerCoupon(token, coupon), 'cart.couponInvalid', 'cart.couponAppliedNotice');
};

export const removeCoupon = (): AppThunk<Promise<CodeResult>> => withCode((token) => deleteServerCoupon(token), 'cart.couponInvalid');

/** An empty code removes the gift card (spec 000 §7 add-voucher). */
export const applyVoucher = (code: string): AppThunk<Promise<CodeResult>> => withCode((token) => applyServerVoucher(token, code.trim()), 'cart.voucherInvalid');
