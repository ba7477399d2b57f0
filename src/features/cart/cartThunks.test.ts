import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { wentOffline, wentOnline } from '../ui/uiSlice';
import { selectCartCount, selectCartItems, selectCartTotals } from './cartSelectors';
import { startCartListeners } from './cartListeners';
import { addToCart, removeFromCart, updateCartItemQty } from './cartThunks';
import { fakeCartServer, type FakeCartServer } from '../../../test/support/fakeCartServer';
import { syncCart } from './syncCart';
import { itemQtyUpdated } from './cartSlice';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(() => {
  // Each test is a fresh device: no cart another tab has just made (sharedCartCreation.ts).
  localStorage.clear();
});
let api: FakeCartServer;

function setup(latencyMs = 0) {
  api = fakeCartServer({ latencyMs });
  server.use(...api.handlers);
  startCartListeners();
  return makeStore();
}

const notes = (store: ReturnType<typeof makeStore>) => store.getState().notifications.items;

describe('addToCart', () => {
  it('adds the product, notifies with OK and Proceed to checkout, and syncs it to a new guest cart', async () => {
    const store = setup();
    const result = await store.dispatch(addToCart(simpleProduct(), 2));
    expect(result).toEqual({ added: 1, errors: [] });
    expect(notes(store)).toEqual([
      expect.objectContaining({
        type: 'success',
        message: 'cart.added',
        timeToLive: 700,
        action1: { label: 'cart.ok' },
        action2: { label: 'cart.proceedToCheckout', action: { type: 'ui/navigateRequested', payload: '/checkout' } },
      }),
    ]);
    await store.dispatch(syncCart());
    const [item] = selectCartItems(store.getState());
    expect(item).toMatchObject({ sku: 'ALMOND-FLOUR-1KG', qty: 2, server_item_id: 100, prev_qty: 2 });
    expect(store.getState().cart.cartServerToken).toBe('cart1');
    expect(api.carts.get('cart1')).toEqual([expect.objectContaining({ sku: 'ALMOND-FLOUR-1KG', qty: 2 })]);
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: true, grandTotal: 20 });
  });

  it('refuses an out-of-stock product without touching the server', async () => {
    const store = setup();
    const result = await store.dispatch(addToCart(simpleProduct({ stock: { qty: 0, is_in_stock: false } })));
    expect(result.added).toBe(0);
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(notes(store)).toEqual([expect.objectContaining({ type: 'error', message: 'cart.outOfStock' })]);
    await store.dispatch(syncCart());
    expect(api.calls).toEqual([]);
  });

  it.each([0, -1])('refuses a price_incl_tax of %s as unknown', async (price) => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct({ price_incl_tax: price, final_price_incl_tax: undefined })));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(notes(store)[0]).toMatchObject({ type: 'error', message: 'cart.priceUnknown' });
  });

  it.each([
    [1.5, 'validation.qtyPositiveInteger'],
    [0, 'validation.qtyAboveZero'],
    [10_000, 'validation.qtyBelow'],
  ])('refuses a quantity of %s with the spec 001 §5 message', async (qty, message) => {
    const store = setup();
    expect(await store.dispatch(addToCart(simpleProduct(), qty))).toEqual({ added: 0, errors: [message] });
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('refuses an add that would take the line to 10000 or more, with the spec message; the line keeps its quantity', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct(), 6000));
    expect(await store.dispatch(addToCart(simpleProduct(), 4000))).toEqual({ added: 0, errors: ['validation.qtyBelow'] });
    expect(notes(store).at(-1)).toMatchObject({ type: 'error', message: 'validation.qtyBelow', messageParams: { quantity: 10000 } });
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ qty: 6000 })]);
    expect(await store.dispatch(addToCart(simpleProduct(), 3999))).toEqual({ added: 1, errors: [] });
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ qty: 9999 })]);
  });

  it('a typed quantity of 10000 names the limit in its message', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct(), 10_000));
    expect(notes(store).at(-1)).toMatchObject({ message: 'validation.qtyBelow', messageParams: { quantity: 10000 } });
  });

  it('fast repeated adds make one line with the summed quantity, created once on the server', async () => {
    const store = setup(20);
    await Promise.all([1, 2, 3].map(() => store.dispatch(addToCart(simpleProduct()))));
    await store.dispatch(syncCart());
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ qty: 3, prev_qty: 3, server_item_id: 100 })]);
    expect(selectCartCount(store.getState())).toBe(3);
    expect(api.calls.filter((c) => c.path === 'create')).toHaveLength(1);
    expect(api.carts.get('cart1')).toEqual([expect.objectContaining({ qty: 3 })]);
  });
});

describe('quantity and removal', () => {
  it('a failed server update restores the previous quantity', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    api.failUpdates(1, 500, 'Some of the ordered products are not available!');
    await store.dispatch(updateCartItemQty(selectCartItems(store.getState())[0], 4));
    expect(selectCartItems(store.getState())[0]).toMatchObject({ qty: 1, prev_qty: 1 });
    expect(notes(store).map((n) => n.message)).toEqual(['cart.added', 'cart.qtyUpdated', 'Some of the ordered products are not available!']);
  });

  it("the server's refusal of a quantity at the limit (400) brings the previous quantity back, once, without retrying", async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct(), 9000));
    await store.dispatch(syncCart());
    api.failUpdates(1, 400, 'Quantity must be below 10000');
    // A quantity no path of this client makes any more, e.g. from a cart saved by an older version.
    store.dispatch(itemQtyUpdated({ item: selectCartItems(store.getState())[0], qty: 10_000 }));
    await store.dispatch(syncCart({ forceClientState: true }));
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ qty: 9000, prev_qty: 9000 })]);
    expect(notes(store).at(-1)).toMatchObject({ type: 'error', message: 'Quantity must be below 10000' });
    const updates = api.calls.filter((c) => c.path === 'update').length;
    await store.dispatch(syncCart());
    expect(api.calls.filter((c) => c.path === 'update')).toHaveLength(updates);
    expect(api.carts.get('cart1')).toEqual([expect.objectContaining({ qty: 9000 })]);
  });

  it('a failed first push removes the new item', async () => {
    const store = setup();
    api.failUpdates(1);
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('quantity 0 removes the line locally and on the server', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    await store.dispatch(updateCartItemQty(selectCartItems(store.getState())[0], 0));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(api.carts.get('cart1')).toEqual([]);
    expect(store.getState().cart.pendingDeletes).toEqual([]);
  });

  it('offline changes stay local and sync when back online', async () => {
    const store = setup();
    store.dispatch(wentOffline());
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    expect(api.calls).toEqual([]);
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: false, grandTotal: 115 });
    store.dispatch(wentOnline());
    await store.dispatch(syncCart());
    expect(api.carts.get('cart1')).toEqual([expect.objectContaining({ qty: 1 })]);
  });

  it('recreates a guest cart the server no longer knows', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct()));
    await store.dispatch(syncCart());
    api.carts.delete('cart1');
    await store.dispatch(removeFromCart({ sku: 'OTHER' }));
    await store.dispatch(updateCartItemQty(selectCartItems(store.getState())[0], 2));
    expect(store.getState().cart.cartServerToken).toBe('cart2');
    expect(api.carts.get('cart2')).toEqual([expect.objectContaining({ qty: 2 })]);
  });
});
