import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdbCache } from '../api/idbCache';
import { putSeenProducts, seenProducts } from '../api/offlineSearch/productStore';
import type { Product } from '../domain/types';
import { createTask } from '../api/queue/syncTask';
import { clearTasks, listTasks, putTask } from '../api/queue/taskStore';
import { makeStore } from './store';
import { resetPersistRequest, startStorageWatch, type StorageWatchEnv } from './storageWatch';

const MB = 1024 * 1024;
let stop: () => void = () => undefined;

function fakeStorage(usage: number, quota = 1000 * MB) {
  return {
    estimate: vi.fn(async () => ({ usage, quota })),
    persist: vi.fn(async () => true),
    persisted: vi.fn(async () => false),
  };
}

beforeEach(async () => {
  resetPersistRequest();
  await clearTasks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('the storage watch', () => {
  it('over budget, empties the catalogue caches and never the order queue', async () => {
    const cache = createIdbCache<string>('watch-catalogue');
    await cache.set('search', 'result');
    await putSeenProducts([{ index: 'vue_storefront_catalog', id: 1, product: { sku: 'OATS', name: 'Oats' } as Product, seenAt: 1 }]);
    expect(await seenProducts('vue_storefront_catalog')).toHaveLength(1);
    await putTask(createTask({ kind: 'order', url: '/api/order', payload: { method: 'POST', headers: {}, body: '{}' } }));
    const storage = fakeStorage(150 * MB);
    stop = startStorageWatch({ storage, intervalMs: 60_000 });
    await vi.waitFor(async () => expect(await cache.get('search')).toBeUndefined());
    // The offline search index went too (its database is deleted); the order queue stays.
    await vi.waitFor(async () => expect(await seenProducts('vue_storefront_catalog')).toEqual([]));
    expect(await listTasks()).toHaveLength(1);
  });

  it('within budget, keeps the caches, and checks again on its interval', async () => {
    const cache = createIdbCache<string>('watch-kept');
    await cache.set('search', 'result');
    const storage = fakeStorage(5 * MB);
    stop = startStorageWatch({ storage, intervalMs: 20 });
    await vi.waitFor(() => expect(storage.estimate.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(await cache.get('search')).toBe('result');
  });

  it('asks for persistent storage when an order is queued, once', async () => {
    const store = makeStore();
    const storage = fakeStorage(1 * MB);
    stop = startStorageWatch({ storage, intervalMs: 60_000 });
    store.dispatch({ type: 'order/placeOrder/fulfilled', payload: { status: 'sent' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(storage.persist).not.toHaveBeenCalled();
    store.dispatch({ type: 'order/placeOrder/fulfilled', payload: { status: 'queued' } });
    store.dispatch({ type: 'order/placeOrder/fulfilled', payload: { status: 'queued' } });
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  });

  it('asks for persistent storage when the shop is installed, or runs installed', async () => {
    const target = new EventTarget();
    const win = Object.assign(target, { matchMedia: () => ({ matches: false }) }) as unknown as StorageWatchEnv['win'];
    const storage = fakeStorage(1 * MB);
    stop = startStorageWatch({ storage, win, intervalMs: 60_000 });
    expect(storage.persist).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('appinstalled'));
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));

    stop();
    resetPersistRequest();
    const standalone = Object.assign(new EventTarget(), { matchMedia: () => ({ matches: true }) }) as unknown as StorageWatchEnv['win'];
    const storage2 = fakeStorage(1 * MB);
    stop = startStorageWatch({ storage: storage2, win: standalone, intervalMs: 60_000 });
    await vi.waitFor(() => expect(storage2.persist).toHaveBeenCalledTimes(1));
  });
});
