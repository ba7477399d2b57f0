import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reducer } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import type { RootState } from './store';
import { simpleProduct } from '../../test/support/catalogFixtures';
import { toCartItem } from '../domain/cartLineFromProduct';

/**
 * The entry chunk's store holds stand-ins for the saved slices until their reducers load with the
 * saved state (stateSlices.ts, persist.ts). test/setup.ts loads the reducers for every other test:
 * here each test starts from fresh modules, as a page does.
 */
type Modules = {
  store: typeof import('./store');
  persist: typeof import('./persist');
  cart: typeof import('../features/cart/cartSlice');
  user: typeof import('../features/user/userSlice');
};

async function freshModules(): Promise<Modules> {
  vi.resetModules();
  const [store, persist, cart, user] = await Promise.all([
    import('./store'),
    import('./persist'),
    import('../features/cart/cartSlice'),
    import('../features/user/userSlice'),
  ]);
  return { store, persist, cart, user };
}

const line = toCartItem(simpleProduct(), 2);
/** A state an older version saved (version 2: no checkout drafts, no wishlist sync fields), every slice in it. */
const savedSlices = {
  cart: { cartItems: [line], cartServerToken: 'cart-7', cartItemsHash: 'h1', lastSyncAt: 11, pricing: null, shipping: null, payment: null },
  user: { token: 'tok', refreshToken: 'ref', current: { firstname: 'Thandi', lastname: 'Nkosi', email: 't@example.com' } },
  checkout: { personalDetails: { firstName: 'Thandi', lastName: 'Nkosi', emailAddress: 't@example.com', createAccount: false }, modifiedAt: 5 },
  wishlist: { items: [{ sku: 'TEA', name: 'Rooibos', qty: 1 }] },
  compare: { items: [{ sku: 'OATS', name: 'Oats' }] },
  sync: { lastOrder: { order_id: 'o-1', status: 'queued', orderNumber: null, backendOrderId: null, transferedAt: null, placedAt: 3 } },
};

const persistors: Persistor[] = [];
let m: Modules;

beforeEach(async () => {
  m = await freshModules();
});

afterEach(async () => {
  for (const p of persistors.splice(0)) {
    await p.flush();
    p.pause();
  }
  await m.persist.persistStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the saved slices before their reducers load', () => {
  it('hold each slice’s own initial state, so the header reads the same as with the reducers', () => {
    expect(m.store.stateSlicesLoaded()).toBe(false);
    const state = m.store.makeStore().getState();
    expect(state.cart).toEqual(m.cart.default(undefined, { type: 'init' }));
    expect(state.user).toEqual(m.user.default(undefined, { type: 'init' }));
  });

  it('give the checkout and sync slices their initial state with the first action after their reducers load', async () => {
    const store = m.store.makeStore();
    expect(store.getState().checkout).toEqual({});
    (await import('./stateSlices')).loadStateSlices();
    store.dispatch({ type: 'app/any' });
    const checkout = await import('../features/checkout/checkoutSlice');
    const sync = await import('../features/sync/syncSlice');
    expect(store.getState().checkout).toEqual(checkout.default(undefined, { type: 'init' }));
    expect(store.getState().sync).toEqual(sync.default(undefined, { type: 'init' }));
  });

  it('report an action of such a slice, which changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = m.store.makeStore();
    store.dispatch(m.cart.itemAdded(line));
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cart/itemAdded before the cart reducer was loaded'));
  });

  it('the saved state of an older version comes back whole, and the slices’ own reducers change it after', async () => {
    await m.persist.persistStorage.setItem(
      'persist:root',
      JSON.stringify({
        ...Object.fromEntries(Object.entries(savedSlices).map(([k, v]) => [k, JSON.stringify(v)])),
        _persist: JSON.stringify({ version: 2, rehydrated: true }),
      }),
    );
    const store = m.store.makeStore();
    const persistor = m.persist.persistAppStore(store);
    persistors.push(persistor);
    await m.persist.whenRehydrated(persistor);

    expect(m.store.stateSlicesLoaded()).toBe(true);
    const s = store.getState();
    expect(s.cart).toMatchObject(savedSlices.cart);
    expect(s.cart.pendingDeletes).toEqual([]);
    expect(s.user).toMatchObject(savedSlices.user);
    expect(s.checkout.personalDetails).toEqual(savedSlices.checkout.personalDetails);
    expect(s.checkout.drafts).toEqual({});
    expect(s.wishlist).toEqual({ items: savedSlices.wishlist.items, forAccount: true, unsynced: [] });
    expect(s.compare).toEqual(savedSlices.compare);
    expect(s.sync.lastOrder).toEqual(savedSlices.sync.lastOrder);

    store.dispatch(m.cart.itemQtyUpdated({ item: line, qty: 5 }));
    expect(store.getState().cart.cartItems[0].qty).toBe(5);
    // The slices react to each other's actions: a logout empties the checkout, wishlist and compare list.
    store.dispatch(m.user.userLoggedOut());
    expect(store.getState().checkout.personalDetails.firstName).toBe('');
    expect(store.getState().wishlist.items).toEqual([]);
    expect(store.getState().compare.items).toEqual([]);
  });

  it('a saved state read back into the stand-ins is kept for the reducers that load after it', async () => {
    const { persistReducer, REHYDRATE } = await import('redux-persist');
    const autoMergeLevel2 = (await import('redux-persist/es/stateReconciler/autoMergeLevel2')).default;
    const storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };
    const reducer = persistReducer<RootState>({ key: 'early', storage, stateReconciler: autoMergeLevel2 }, m.store.rootReducer as Reducer<RootState>);
    let state = reducer(undefined, { type: 'init' });
    state = reducer(state, { type: REHYDRATE, key: 'early', payload: { ...savedSlices, _persist: { version: -1, rehydrated: true } } } as never);
    expect(state.wishlist.items).toEqual(savedSlices.wishlist.items);

    (await import('./stateSlices')).loadStateSlices();
    state = reducer(state, m.cart.itemAdded(toCartItem(simpleProduct({ sku: 'OTHER' }), 1)));
    expect(state.cart.cartItems.map((i) => i.sku)).toEqual([line.sku, 'OTHER']);
    expect(state.cart.cartServerToken).toBe('cart-7');
    expect(state.compare).toEqual(savedSlices.compare);
    expect(state.sync.lastOrder).toEqual(savedSlices.sync.lastOrder);
  });
});
