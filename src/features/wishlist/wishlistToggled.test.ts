// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { holdPagesUntilStateRestored } from '../../lib/startupGate';
import { makeStore } from '../../app/store';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { compareToggled } from '../compare/compareToggled';
import { wishlistToggled } from './wishlistToggled';

afterEach(() => holdPagesUntilStateRestored(Promise.resolve()));

describe('wishlist and compare toggles before the saved state is back', () => {
  it('wait for it, then decide from the restored lists', async () => {
    let restore!: () => void;
    holdPagesUntilStateRestored(new Promise<void>((r) => (restore = r)));
    const store = makeStore();
    const wish = store.dispatch(wishlistToggled(simpleProduct()));
    const compare = store.dispatch(compareToggled(simpleProduct()));
    await new Promise((r) => setTimeout(r, 20));
    expect(store.getState().wishlist.items).toEqual([]);
    expect(store.getState().compare.items).toEqual([]);
    restore();
    await Promise.all([wish, compare]);
    expect(store.getState().wishlist.items.map((i) => i.sku)).toEqual(['ALMOND-FLOUR-1KG']);
    expect(store.getState().compare.items.map((i) => i.sku)).toEqual(['ALMOND-FLOUR-1KG']);
    // A second click takes it out again: the list is read when the click is carried out.
    await store.dispatch(wishlistToggled(simpleProduct()));
    expect(store.getState().wishlist.items).toEqual([]);
  });
});
