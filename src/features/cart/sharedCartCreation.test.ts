import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { initialCartState } from './cartSlice';
import { fakeCartServer, type FakeCartServer } from '../../../test/support/fakeCartServer';
import { CREATED_KEY, FRESH_MS } from './sharedCartCreation';
import { syncCart } from './syncCart';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(() => {
  localStorage.clear();
});
let api: FakeCartServer;

/** A tab of the shop: its own store, the device's localStorage and locks (one JS context here). */
const tab = (qty = 1) => makeStore({ cart: { ...initialCartState, cartItems: [toCartItem(simpleProduct(), qty)] } });
const creates = () => api.calls.filter((c) => c.path === 'create').length;

describe('two tabs creating a server cart at the same moment', () => {
  it('end with one server cart that both tabs use', async () => {
    api = fakeCartServer({ latencyMs: 30 });
    server.use(...api.handlers);
    const [a, b] = [tab(), tab(2)];
    await Promise.all([a.dispatch(syncCart()), b.dispatch(syncCart())]);
    expect(creates()).toBe(1);
    expect(a.getState().cart.cartServerToken).not.toBe('');
    expect(b.getState().cart.cartServerToken).toBe(a.getState().cart.cartServerToken);
    expect([...api.carts.keys()]).toEqual([a.getState().cart.cartServerToken]);
  });

  it('a cart another tab made a while ago is not taken: that was not the same moment', async () => {
    api = fakeCartServer();
    server.use(...api.handlers);
    localStorage.setItem(CREATED_KEY, JSON.stringify({ token: 'cart-old', kind: 'guest', at: Date.now() - FRESH_MS - 1 }));
    const a = tab();
    await a.dispatch(syncCart());
    expect(creates()).toBe(1);
    expect(a.getState().cart.cartServerToken).not.toBe('cart-old');
  });

  it('a cart the server no longer knows is not handed to the next tab', async () => {
    api = fakeCartServer();
    server.use(...api.handlers);
    const a = tab();
    await a.dispatch(syncCart());
    const first = a.getState().cart.cartServerToken;
    api.carts.delete(first);
    // The first tab finds its cart gone and makes another; a tab starting now takes that new one.
    await a.dispatch(syncCart({ forceTotals: true }));
    const second = a.getState().cart.cartServerToken;
    expect(second).not.toBe(first);
    const b = tab();
    await b.dispatch(syncCart());
    expect(b.getState().cart.cartServerToken).toBe(second);
    expect(creates()).toBe(2);
  });
});
