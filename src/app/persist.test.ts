import { describe, expect, it } from 'vitest';
import { toCartItem } from '../domain/cartLineFromProduct';
import { itemAdded } from '../features/cart/cartSlice';
import { simpleProduct } from '../../test/support/catalogFixtures';
import { wishlistItemAdded } from '../features/wishlist/wishlistSlice';
import { migrations, PERSIST_VERSION, persistStorage, whenRehydrated } from './persist';
import { saveStateNow } from '../lib/savedState';
import { persistedStores } from '../../test/support/persistedStores';

const open = persistedStores();

/** The saved state as redux-persist wrote it (IndexedDB keeps it with the write-ahead stamp). */
async function savedRoot(): Promise<Record<string, string>> {
  const record = await persistStorage.getItem<{ at: number; value: string }>('persist:root');
  return JSON.parse(record!.value);
}

describe('persisted store', () => {
  it('migrates a pre-release saved state: wishlist kept as an object becomes a list', async () => {
    // redux-persist v6 writes each slice as its own JSON string inside one JSON object.
    await persistStorage.setItem(
      'persist:root',
      JSON.stringify({
        wishlist: JSON.stringify({ items: { OATS: { sku: 'OATS', name: 'Oats', qty: 1 } } }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    expect(store.getState().wishlist.items).toEqual([{ sku: 'OATS', name: 'Oats', qty: 1 }]);
    expect(store.getState().wishlist.unsynced).toEqual([]);
    expect((store.getState() as unknown as { _persist: { version: number } })._persist.version).toBe(PERSIST_VERSION);
  });

  it('migrates a version 1 cart: it has no pricing terms yet, and keeps its lines and totals', async () => {
    const cart = {
      cartItems: [{ sku: 'OATS', name: 'Oats', qty: 2, type_id: 'simple', price: 10, price_incl_tax: 11.5 }],
      cartServerToken: 'abc',
      platformTotals: { grand_total: 23 },
    };
    await persistStorage.setItem('persist:root', JSON.stringify({ cart: JSON.stringify(cart), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    expect(await migrations[2]!({ cart, _persist: { version: 1, rehydrated: true } } as never)).toMatchObject({ cart: { ...cart, pricing: null } });
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    expect(store.getState().cart).toMatchObject({ ...cart, pricing: null });
  });

  it('migrates a version-2 checkout: the details stay, with no drafts', async () => {
    const personalDetails = { firstName: 'Thandi', lastName: 'Nkosi', emailAddress: 'thandi@example.com', createAccount: false };
    await persistStorage.setItem(
      'persist:root',
      JSON.stringify({ checkout: JSON.stringify({ personalDetails, modifiedAt: 5 }), _persist: JSON.stringify({ version: 2, rehydrated: true }) }),
    );
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    expect(store.getState().checkout.personalDetails).toEqual(personalDetails);
    expect(store.getState().checkout.drafts).toEqual({});
  });

  it('saves whitelisted slices, only the last order of sync, and leaves notifications and ui out', async () => {
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    store.dispatch(wishlistItemAdded({ sku: 'TEA', name: 'Rooibos' }));
    await persistor.flush();
    const saved = await savedRoot();
    expect(JSON.parse(saved.wishlist).items[0].sku).toBe('TEA');
    expect(saved).not.toHaveProperty('notifications');
    expect(saved).not.toHaveProperty('ui');
    // The queue itself lives in its own IndexedDB records; only the thank-you confirmation is kept here.
    expect(Object.keys(JSON.parse(saved.sync))).toEqual(['lastOrder']);
  });

  it('saveStateNow resolves once the current state is written (a page left right after a change keeps it)', async () => {
    const { store, persistor } = open();
    await whenRehydrated(persistor);
    store.dispatch(itemAdded(toCartItem(simpleProduct(), 2)));
    await saveStateNow();
    const saved = await savedRoot();
    expect(JSON.parse(saved.cart).cartItems).toEqual([expect.objectContaining({ sku: 'ALMOND-FLOUR-1KG', qty: 2 })]);
  });
});
