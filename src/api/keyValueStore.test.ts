import localforage from 'localforage';
import { describe, expect, it } from 'vitest';
import { keyValueStore } from './keyValueStore';

let n = 0;
/** A database of its own per test: the stores of one test never see another's. */
const freshName = () => `kv-test-${++n}`;

function storeNames(name: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => {
      const names = [...req.result.objectStoreNames];
      req.result.close();
      resolve(names);
    };
    req.onerror = () => reject(req.error);
  });
}

describe('keyValueStore', () => {
  it('keeps values as they are and answers null for a missing key', async () => {
    const store = keyValueStore(freshName(), 'state');
    expect(await store.getItem('cart')).toBeNull();
    const value = { at: 3, value: '{"cart":"{}"}', list: [1, 2], when: new Date(5) };
    expect(await store.setItem('cart', value)).toEqual(value);
    expect(await store.getItem('cart')).toEqual(value);
    await store.removeItem('cart');
    expect(await store.getItem('cart')).toBeNull();
  });

  it('adds each store to the one database, whenever it is first used', async () => {
    const name = freshName();
    const state = keyValueStore(name, 'state');
    await state.setItem('k', 'state value');
    // A cache opened later (and two at once): the database is upgraded to hold them, nothing is lost.
    const [a, b] = [keyValueStore(name, 'cache-a'), keyValueStore(name, 'cache-b')];
    await Promise.all([a.setItem('k', 'a value'), b.setItem('k', 'b value')]);
    expect(await state.getItem('k')).toBe('state value');
    expect(await a.getItem('k')).toBe('a value');
    expect(await b.getItem('k')).toBe('b value');
    expect((await storeNames(name)).sort()).toEqual(['cache-a', 'cache-b', 'state']);
  });

  it('clears one store and leaves the others', async () => {
    const name = freshName();
    const [a, b] = [keyValueStore(name, 'a'), keyValueStore(name, 'b')];
    await a.setItem('x', 1);
    await a.setItem('y', 2);
    await b.setItem('x', 3);
    await a.clear();
    expect([await a.getItem('x'), await a.getItem('y'), await b.getItem('x')]).toEqual([null, null, 3]);
  });

  it('reads what localforage saved (a device updated from an earlier version keeps its cart)', async () => {
    const name = freshName();
    const saved = { at: 7, value: JSON.stringify({ cart: JSON.stringify({ cartItems: [{ sku: 'A', qty: 2 }] }) }) };
    const old = localforage.createInstance({ name, storeName: 'state' });
    await old.setItem('persist:root', saved);
    await localforage.createInstance({ name, storeName: 'recentlyViewed' }).setItem('items', [{ sku: 'B' }]);

    expect(await keyValueStore(name, 'state').getItem('persist:root')).toEqual(saved);
    expect(await keyValueStore(name, 'recentlyViewed').getItem('items')).toEqual([{ sku: 'B' }]);
    // A store localforage never made is added beside its stores, while its connection is open.
    await keyValueStore(name, 'newsletter').setItem('email', 'a@example.com');
    expect(await old.getItem('persist:root')).toEqual(saved);
  });

  it('writes what an older tab still running localforage reads', async () => {
    const name = freshName();
    await keyValueStore(name, 'state').setItem('persist:root', { at: 1, value: '{}' });
    expect(await localforage.createInstance({ name, storeName: 'state' }).getItem('persist:root')).toEqual({ at: 1, value: '{}' });
  });

  it('lets another connection upgrade the database, and goes on after it', async () => {
    const name = freshName();
    const store = keyValueStore(name, 'state');
    await store.setItem('k', 1);
    // Another tab adds a store: our open connection must not block it.
    await localforage.createInstance({ name, storeName: 'other' }).setItem('o', 2);
    expect(await store.getItem('k')).toBe(1);
    await store.setItem('k', 3);
    expect(await store.getItem('k')).toBe(3);
  });
});
