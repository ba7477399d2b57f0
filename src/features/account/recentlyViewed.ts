import { STATE_DB } from '../../lib/storageNames';
import { keyValueStore } from '../../api/keyValueStore';
import type { Product } from '../../domain/types';
import { slimProduct } from '../wishlist/slimProduct';

/**
 * Products the shopper opened, newest first, kept on this device only (vsf1 kept a `recently-viewed`
 * collection too). Its own IndexedDB store: it changes on every product view, and rewriting the whole
 * persisted Redux state for that would be wasteful.
 */
const store = keyValueStore(STATE_DB, 'recentlyViewed');
const KEY = 'items';
/** How many are kept. */
export const RECENTLY_VIEWED_MAX = 12;

let queue: Promise<unknown> = Promise.resolve();
/** Writes one after another, so two quick views cannot overwrite each other. */
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

export async function listRecentlyViewed(): Promise<Product[]> {
  return ((await store.getItem<Product[]>(KEY)) ?? []).filter((p) => p && typeof p.sku === 'string');
}

export function recordProductView(product: Product): Promise<void> {
  return serial(async () => {
    const list = await listRecentlyViewed();
    const next = [slimProduct(product), ...list.filter((p) => p.sku !== product.sku)].slice(0, RECENTLY_VIEWED_MAX);
    await store.setItem(KEY, next);
  });
}

export function clearRecentlyViewed(): Promise<void> {
  return serial(() => store.removeItem(KEY));
}
