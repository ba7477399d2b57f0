import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartItem } from '../domain/cartLineFromProduct';
import { itemAdded, itemQtyUpdated } from '../features/cart/cartSlice';
import { simpleProduct } from '../../test/support/catalogFixtures';
import { wishlistItemAdded } from '../features/wishlist/wishlistSlice';
import { makePersistedStore, persistStorage, whenRehydrated } from './persist';
import { persistedStores } from '../../test/support/persistedStores';
import { config } from '../lib/config';
import { JOURNAL_KEY, journaledStorage, readJournal, writeJournal, type StateStore } from './writeAhead';

const KEY = 'persist:root';
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
// Registered before the stores' clean-up so it runs after it (after-hooks run in reverse): the flush stays silent.
afterEach(() => {
  vi.restoreAllMocks();
});
const open = persistedStores();

const saved = (wishlistSku: string) =>
  JSON.stringify({
    wishlist: JSON.stringify({ items: [{ sku: wishlistSku, name: wishlistSku, qty: 1 }] }),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
const journal = (at: number, value: string) => localStorage.setItem(JOURNAL_KEY, JSON.stringify({ at, key: KEY, value }));

describe('a journal per store view', () => {
  afterEach(() => {
    config.multistore = false;
    history.replaceState(null, '', '/');
  });

  it("keeps the default view's journal when a /de tab writes its own", () => {
    writeJournal(KEY, saved('DEFAULT'), localStorage);
    config.multistore = true;
    history.replaceState(null, '', '/de/cart');
    writeJournal('persist:root-de', saved('DE'), localStorage);
    expect(readJournal('persist:root-de', localStorage)?.value).toBe(saved('DE'));
    history.replaceState(null, '', '/cart');
    expect(readJournal(KEY, localStorage)?.value).toBe(saved('DEFAULT'));
  });
});

describe('reading the saved state back', () => {
  const idbWith = (raw: unknown): StateStore => ({ getItem: async () => raw, setItem: async () => undefined, removeItem: async () => undefined });

  it.each([
    ['the journal is newer', { at: 5, value: saved('IDB') }, 6, 'JOURNAL'],
    ['both are the same write', { at: 6, value: saved('IDB') }, 6, 'JOURNAL'],
    ['IndexedDB is newer (the journal could not be written since)', { at: 7, value: saved('IDB') }, 6, 'IDB'],
    ['IndexedDB holds an unstamped copy of an older version', saved('IDB'), 1, 'JOURNAL'],
    ['IndexedDB holds nothing', null, 1, 'JOURNAL'],
  ])('takes the newer copy: %s', async (_why, idb, journalAt, expected) => {
    journal(journalAt, saved('JOURNAL'));
    const value = await journaledStorage(idbWith(idb), localStorage, 1000).getItem(KEY);
    expect(JSON.parse(JSON.parse(value!).wishlist).items[0].sku).toBe(expected);
  });

  it('ignores a damaged journal', async () => {
    localStorage.setItem(JOURNAL_KEY, '{"at":');
    const value = await journaledStorage(idbWith({ at: 1, value: saved('IDB') }), localStorage, 1000).getItem(KEY);
    expect(JSON.parse(JSON.parse(value!).wishlist).items[0].sku).toBe('IDB');
  });

  it('answers from the journal when IndexedDB fails or does not answer in time', async () => {
    journal(3, saved('JOURNAL'));
    const broken: StateStore = { ...idbWith(null), getItem: () => Promise.reject(new DOMException('broken', 'UnknownError')) };
    const hung: StateStore = { ...idbWith(null), getItem: () => new Promise(() => undefined) };
    for (const idb of [broken, hung]) {
      const value = await journaledStorage(idb, localStorage, 50).getItem(KEY);
      expect(JSON.parse(JSON.parse(value!).wishlist).items[0].sku).toBe('JOURNAL');
    }
    // No journal either: nothing saved, the shop starts empty instead of waiting.
    localStorage.clear();
    expect(await journaledStorage(hung, localStorage, 50).getItem(KEY)).toBeNull();
  });
});

describe('the write-ahead journal of a persisted store', () => {
  it('holds a change at the end of the task that made it, before any IndexedDB write', async () => {
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    store.dispatch(itemAdded(toCartItem(simpleProduct(), 1)));
    await persistor.flush();
    store.dispatch(itemQtyUpdated({ item: store.getState().cart.cartItems[0], qty: 7 }));
    store.dispatch(wishlistItemAdded({ sku: 'TEA', name: 'Rooibos' }));
    await Promise.resolve();
    const written = readJournal(KEY, localStorage)!;
    const state = JSON.parse(written.value);
    expect(JSON.parse(state.cart).cartItems[0].qty).toBe(7);
    expect(JSON.parse(state.wishlist).items.map((i: { sku: string }) => i.sku)).toEqual(['TEA']);
    expect(JSON.parse(state.cart)).not.toHaveProperty('isMicrocartOpen');
  });

  it('a page left before IndexedDB was written comes back with the change', async () => {
    const first = makePersistedStore();
    await whenRehydrated(first.persistor);
    first.store.dispatch(itemAdded(toCartItem(simpleProduct(), 1)));
    await first.persistor.flush();
    // The page goes away before redux-persist's write lands: IndexedDB keeps the old copy.
    const never = vi.spyOn(persistStorage, 'setItem').mockImplementation(() => new Promise(() => undefined));
    first.store.dispatch(itemQtyUpdated({ item: first.store.getState().cart.cartItems[0], qty: 4 }));
    await Promise.resolve();
    first.persistor.pause();
    never.mockRestore();

    const second = open();
    await whenRehydrated(second.persistor);
    expect(second.store.getState().cart.cartItems[0].qty).toBe(4);
  });

  it('does not journal the empty start state before the saved one is back', async () => {
    journal(Date.now() + 60_000, saved('KEPT'));
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    expect(store.getState().wishlist.items.map((i) => i.sku)).toEqual(['KEPT']);
    expect(JSON.parse(JSON.parse(readJournal(KEY, localStorage)!.value).wishlist).items[0].sku).toBe('KEPT');
  });
});
