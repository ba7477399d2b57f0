import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { initialCheckoutState } from '../checkout/checkoutSlice';
import { addToCart } from './cartThunks';
import { cartCleared, initialCartState, itemQtyUpdated, type CartState } from './cartSlice';
import { fakeCartServer, type FakeCartServer } from '../../../test/support/fakeCartServer';
import { syncCart } from './syncCart';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(() => {
  vi.restoreAllMocks();
  // Each test is a fresh device: no cart another tab has just made (sharedCartCreation.ts).
  localStorage.clear();
});
let api: FakeCartServer;

function setup(cart: Partial<CartState> = {}, checkoutModifiedAt = 0) {
  api = fakeCartServer();
  server.use(...api.handlers);
  return makeStore({ cart: { ...initialCartState, ...cart }, checkout: { ...initialCheckoutState, modifiedAt: checkoutModifiedAt } });
}
const paths = () => api.calls.map((c) => c.path);
/** A server cart 'cart9' holding one line the client does not know. */
function serverCartWithLine(sku = 'SERVER-ONLY') {
  api.carts.set('cart9', [{ item_id: 900, sku, qty: 2, quote_id: 'cart9', product_type: 'simple', name: 'Server line', price: 10 }]);
}

describe('cart lifecycle (spec 000 §4)', () => {
  it('with a cached token, load pulls the server cart and adopts lines only the server has', async () => {
    const store = setup({ cartServerToken: 'cart9' });
    serverCartWithLine();
    // The catalogue does not know the sku: the line is built from the server's own data.
    server.use(http.get('*/api/catalog/*', () => HttpResponse.json({ code: 500, result: 'down' }, { status: 500 })));
    await store.dispatch(syncCart());
    expect(paths()).toEqual(['pull', 'totals']);
    expect(store.getState().cart.cartItems).toEqual([expect.objectContaining({ sku: 'SERVER-ONLY', qty: 2, server_item_id: 900, prev_qty: 2 })]);
    expect(api.carts.get('cart9')).toHaveLength(1);
  });

  it("a shopper's own change wins: server-only lines are deleted on the server", async () => {
    const store = setup({ cartServerToken: 'cart9' });
    serverCartWithLine();
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    expect(store.getState().cart.cartItems.map((i) => i.sku)).toEqual(['ALMOND-FLOUR-1KG']);
    expect(api.carts.get('cart9')).toEqual([expect.objectContaining({ sku: 'ALMOND-FLOUR-1KG', qty: 1 })]);
  });

  it('in checkout (changed within 30 minutes) the client state is forced even at load', async () => {
    const store = setup({ cartServerToken: 'cart9' }, Date.now() - 60_000);
    serverCartWithLine();
    await store.dispatch(syncCart());
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(api.carts.get('cart9')).toEqual([]);
  });

  it('a dry run compares without changing either side', async () => {
    const store = setup({ cartServerToken: 'cart9' });
    serverCartWithLine();
    await store.dispatch(syncCart({ dryRun: true }));
    expect(paths()).toEqual(['pull']);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(api.carts.get('cart9')).toHaveLength(1);
  });

  it('items but no token: a server cart is created; a second sync without changes sends nothing', async () => {
    const store = setup({ cartItems: [toCartItem(simpleProduct(), 2)] });
    await store.dispatch(syncCart());
    expect(paths()).toEqual(['create', 'pull', 'update', 'totals']);
    api.calls.length = 0;
    await store.dispatch(syncCart());
    expect(paths()).toEqual([]);
  });

  it('a quantity changed while a sync is in flight is sent by the next sync, not marked as synced', async () => {
    api = fakeCartServer({ latencyMs: 30 });
    server.use(...api.handlers);
    const item = toCartItem(simpleProduct(), 1);
    const store = makeStore({ cart: { ...initialCartState, cartItems: [item] }, checkout: { ...initialCheckoutState, modifiedAt: 0 } });
    const first = store.dispatch(syncCart());
    // The shopper clicks again while the first sync waits for the server (fast repeated clicks).
    // Create, pull and update are done and the totals are on their way: the click lands now.
    for (let i = 0; i < 100 && !paths().includes('totals'); i++) await new Promise((r) => setTimeout(r, 5));
    expect(api.carts.get('cart1')?.[0].qty).toBe(1);
    store.dispatch(itemQtyUpdated({ item: { sku: item.sku, checksum: item.checksum }, qty: 2 }));
    const second = store.dispatch(syncCart());
    await Promise.all([first, second]);
    const [line] = [...api.carts.values()][0];
    expect(line.qty).toBe(2);
  });

  it("a logout while a sync's pull is on its way: the customer's lines do not come back into the emptied cart", async () => {
    api = fakeCartServer({ latencyMs: 30 });
    server.use(...api.handlers);
    api.carts.set('42', [{ item_id: 900, sku: 'SAVED-1', qty: 2, quote_id: '42', product_type: 'simple', name: 'Saved', price: 10 }]);
    const store = makeStore({ cart: { ...initialCartState, cartServerToken: '42' }, checkout: { ...initialCheckoutState, modifiedAt: 0 } });
    const sync = store.dispatch(syncCart());
    for (let i = 0; i < 100 && !paths().includes('pull'); i++) await new Promise((r) => setTimeout(r, 5));
    store.dispatch(cartCleared());
    await sync;
    expect(store.getState().cart).toMatchObject({ cartItems: [], cartServerToken: '', platformTotals: null });
    expect(api.carts.get('42')).toHaveLength(1);
  });

  it('an empty cart without a token creates nothing', async () => {
    const store = setup();
    await store.dispatch(syncCart());
    expect(paths()).toEqual([]);
  });

  it('forced totals (mini cart opened) pull the totals even when nothing changed', async () => {
    const store = setup({ cartItems: [toCartItem(simpleProduct(), 2)] });
    await store.dispatch(syncCart());
    api.calls.length = 0;
    await store.dispatch(syncCart({ forceTotals: true }));
    expect(paths()).toEqual(['totals']);
  });

  it('a 401 retries once as a guest cart (token= empty), a second 401 switches cart sync off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = setup({ cartItems: [toCartItem(simpleProduct(), 1)], cartServerToken: 'cart9', lastSyncAt: 0 });
    api.carts.set('cart9', []);
    api.failPulls(1, 401);
    await store.dispatch(syncCart());
    const create = api.calls.find((c) => c.path === 'create');
    expect(create?.body).toBe('?token=');
    expect(store.getState().cart).toMatchObject({ cartServerToken: 'cart1', connectBypassCount: 1, syncDisabled: false });
    expect(api.carts.get('cart1')).toEqual([expect.objectContaining({ qty: 1 })]);

    api.failPulls(1, 401);
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    expect(store.getState().cart.syncDisabled).toBe(true);
    api.calls.length = 0;
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    expect(paths()).toEqual([]);
  });

  it('another refusal retries once with a new cart, then is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = setup({ cartItems: [toCartItem(simpleProduct(), 1)], cartServerToken: 'cart9' });
    api.carts.set('cart9', []);
    api.failPulls(2, 500);
    await store.dispatch(syncCart());
    expect(paths()).toEqual(['pull', 'create', 'pull']);
    expect(log).toHaveBeenCalledWith('[cart] sync failed', expect.anything());
    expect(store.getState().cart.syncDisabled).toBe(false);
  });
});
