// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { userLoggedIn, userLoggedOut } from '../user/userSlice';
import { wishlistChangesSettled, wishlistCleared, wishlistItemAdded, wishlistItemRemoved, wishlistSynced, wishlistUploadRecorded } from './wishlistSlice';

const oats = { sku: 'OATS', name: 'Oats' };
const tea = { sku: 'TEA', name: 'Rooibos' };
const changes = (store: ReturnType<typeof makeStore>) => store.getState().wishlist.unsynced.map(({ op, skus }) => [op, skus]);

describe('the wishlist records the changes the account has not stored yet', () => {
  it("a guest's changes stay on the device: nothing is recorded", () => {
    const store = makeStore();
    store.dispatch(wishlistItemAdded(oats));
    store.dispatch(wishlistItemRemoved('OATS'));
    store.dispatch(wishlistItemAdded(tea));
    store.dispatch(wishlistCleared());
    expect(store.getState().wishlist.unsynced).toEqual([]);
  });

  it("a logged-in shopper's add, remove and clear are recorded in order, each with its own id; no-ops are not", () => {
    const store = makeStore();
    store.dispatch(userLoggedIn({ token: 't', refreshToken: null }));
    store.dispatch(wishlistItemAdded(oats));
    store.dispatch(wishlistItemAdded(oats));
    store.dispatch(wishlistItemAdded(tea));
    store.dispatch(wishlistItemRemoved('OATS'));
    store.dispatch(wishlistItemRemoved('NOT-THERE'));
    store.dispatch(wishlistCleared());
    store.dispatch(wishlistCleared());
    expect(changes(store)).toEqual([
      ['add', ['OATS']],
      ['add', ['TEA']],
      ['remove', ['OATS']],
      ['remove', ['TEA']],
    ]);
    const ids = store.getState().wishlist.unsynced.map((c) => c.id);
    expect(new Set(ids).size).toBe(4);
    store.dispatch(wishlistChangesSettled(ids.slice(0, 2)));
    expect(changes(store)).toEqual([
      ['remove', ['OATS']],
      ['remove', ['TEA']],
    ]);
  });

  it('a merged list records nothing; an upload at login does; logout forgets all', () => {
    const store = makeStore();
    store.dispatch(userLoggedIn({ token: 't', refreshToken: null }));
    store.dispatch(wishlistSynced([{ ...oats, qty: 1 }]));
    expect(changes(store)).toEqual([]);
    store.dispatch(wishlistUploadRecorded(['TEA']));
    expect(changes(store)).toEqual([['add', ['TEA']]]);
    store.dispatch(userLoggedOut());
    expect(store.getState().wishlist).toEqual({ items: [], forAccount: false, unsynced: [] });
  });
});
