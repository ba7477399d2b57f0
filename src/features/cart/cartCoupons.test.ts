import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { wentOffline } from '../ui/uiSlice';
import { applyCoupon, applyVoucher, removeCoupon } from './cartCoupons';
import { selectAppliedCoupon, selectAppliedVoucher, selectCartTotals } from './cartSelectors';
import { initialCartState } from './cartSlice';
import { fakeCartServer, type FakeCartServer } from '../../../test/support/fakeCartServer';

const server = setupServer();
let api: FakeCartServer;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  api = fakeCartServer();
  server.use(...api.handlers);
  // 3 × 10 on the fake server.
  return makeStore({ cart: { ...initialCartState, cartItems: [toCartItem(simpleProduct(), 3)] } });
}
const segments = (store: ReturnType<typeof setup>) => Object.fromEntries(selectCartTotals(store.getState()).segments.map((s) => [s.code, s.value]));

describe('coupons and vouchers (spec 000 §4)', () => {
  it('applies a coupon (creating the server cart first) and re-syncs the totals; removing restores them', async () => {
    const store = setup();
    expect(await store.dispatch(applyCoupon(' HEALTHY10 '))).toEqual({ ok: true });
    expect(api.calls.find((c) => c.path === 'apply-coupon')?.body).toBe('HEALTHY10');
    expect(segments(store)).toMatchObject({ subtotal: 30, discount: -3, grand_total: 27 });
    expect(selectAppliedCoupon(store.getState())).toMatchObject({ code: 'HEALTHY10' });
    // Issue 14 #10: an applied coupon says so (the discount line alone went unnoticed).
    expect(store.getState().notifications.items.at(-1)).toMatchObject({ type: 'success', message: 'cart.couponAppliedNotice' });
    expect(await store.dispatch(removeCoupon())).toEqual({ ok: true });
    expect(segments(store)).toEqual({ subtotal: 30, grand_total: 30 });
    expect(selectAppliedCoupon(store.getState())).toBeNull();
  });

  it('a bad coupon shows the spec message and changes nothing', async () => {
    const store = setup();
    expect(await store.dispatch(applyCoupon('NOPE'))).toEqual({ ok: false, message: 'cart.couponInvalid' });
    expect(store.getState().notifications.items.at(-1)).toMatchObject({ type: 'error', message: 'cart.couponInvalid' });
    expect(segments(store)).toEqual({ subtotal: 30, grand_total: 30 });
  });

  it('a gift card lowers the grand total; an empty value removes it', async () => {
    const store = setup();
    await store.dispatch(applyVoucher('GIFT-DEMO-0100'));
    expect(segments(store)).toMatchObject({ giftcardaccount: -30, grand_total: 0 });
    expect(selectAppliedVoucher(store.getState())).toBe('GIFT-DEMO-0100');
    await store.dispatch(applyVoucher(''));
    expect(api.calls.filter((c) => c.path === 'add-voucher').map((c) => c.body)).toEqual(['GIFT-DEMO-0100', '']);
    expect(selectAppliedVoucher(store.getState())).toBeNull();
    expect(segments(store)).toEqual({ subtotal: 30, grand_total: 30 });
  });

  it('offline no code is sent', async () => {
    const store = setup();
    store.dispatch(wentOffline());
    expect(await store.dispatch(applyCoupon('HEALTHY10'))).toEqual({ ok: false, message: 'cart.codeOffline' });
    expect(api.calls).toEqual([]);
  });

  it('an empty coupon is not sent', async () => {
    const store = setup();
    expect(await store.dispatch(applyCoupon('  '))).toEqual({ ok: false, message: 'cart.couponRequired' });
    expect(api.calls).toEqual([]);
  });
});
