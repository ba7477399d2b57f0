import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { config } from '../../lib/config';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { setUpMswServer } from '../../../test/support/mswServer';
import { initialCartState } from './cartSlice';
import { SYNC_LOCK_MAX_MS, syncCart } from './syncCart';

/**
 * The cross-tab sync lock (syncCart.ts): two stores of one process share it as two tabs do (here
 * the per-context chain stands in for the Web Lock, with the same name rule and the same bound).
 */
const server = setUpMswServer(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  config.multistore = false;
  history.replaceState(null, '', '/');
});

/** A tab whose cart holds one line not yet on the server cart `cartId`. */
const tabWithLine = (cartId: string, sku: string) =>
  makeStore({ cart: { ...initialCartState, cartServerToken: cartId, cartItems: [toCartItem(simpleProduct({ sku }), 1)] } });

/** The fake cart server, whose pulls of `hungCart` never answer. */
function serverHanging(hungCart: string) {
  const api = fakeCartServer();
  const hung: string[] = [];
  server.use(
    http.get('*/api/cart/pull', ({ request }) => {
      if (new URL(request.url).searchParams.get('cartId') !== hungCart) return undefined;
      hung.push(hungCart);
      return new Promise<never>(() => undefined);
    }),
    ...api.handlers,
  );
  api.carts.set('cartA', []);
  api.carts.set('cartB', []);
  return { api, hung };
}
const linesOn = (api: ReturnType<typeof fakeCartServer>, cartId: string) => api.carts.get(cartId)!.map((l) => l.sku);

describe('the cross-tab cart sync lock', () => {
  it("is given up by a sync whose request never answers: the other tab's sync then runs, and the late tab applies nothing", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { api, hung } = serverHanging('cartA');
    const [tabA, tabB] = [tabWithLine('cartA', 'A-1'), tabWithLine('cartB', 'B-1')];
    const syncA = tabA.dispatch(syncCart());
    await vi.waitFor(() => expect(hung).toHaveLength(1));
    let bDone = false;
    const syncB = tabB.dispatch(syncCart()).then(() => (bDone = true));
    await vi.advanceTimersByTimeAsync(SYNC_LOCK_MAX_MS - 1000);
    expect(bDone).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await syncA;
    await syncB;
    expect(linesOn(api, 'cartB')).toEqual(['B-1']);
    // Tab A's cart is as before, its hash still stale: its next sync sends the line.
    expect(tabA.getState().cart.cartItemsHash).toBe('');
    server.use(...api.handlers);
    await tabA.dispatch(syncCart());
    expect(linesOn(api, 'cartA')).toEqual(['A-1']);
  });

  it("is one per store view: a view's sync does not wait for another view's", async () => {
    config.multistore = true;
    const { api, hung } = serverHanging('cartA');
    const tabA = tabWithLine('cartA', 'A-1');
    void tabA.dispatch(syncCart());
    await vi.waitFor(() => expect(hung).toHaveLength(1));
    // A tab of /de (the lock is named when the sync starts; the view of a page never changes).
    history.replaceState(null, '', '/de/cart');
    await tabWithLine('cartB', 'B-1').dispatch(syncCart());
    expect(linesOn(api, 'cartB')).toEqual(['B-1']);
  });
});
