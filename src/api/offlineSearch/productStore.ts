/**
 * The products this device has seen, kept in IndexedDB for the offline search (issue 10): one record
 * per store view's catalogue index and product id, the newest copy winning. Its own small database,
 * so that it can be emptied (storage pressure, tests) without touching the shop's other data.
 */
import type { Product } from '../../domain/types';
import { databaseOpener } from '../queue/idb';

export const SEARCH_DB = 'storefront-search';
const STORE = 'products';

export interface SeenProduct {
  /** The store view's catalogue index (prices and names differ per view). */
  index: string;
  id: number | string;
  product: Product;
  seenAt: number;
}

const { open } = databaseOpener(SEARCH_DB, 1, (db) => db.createObjectStore(STORE, { keyPath: ['index', 'id'] }));

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export async function putSeenProducts(records: SeenProduct[]): Promise<void> {
  if (!records.length) return;
  const tx = (await open()).transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const r of records) store.put(r);
  await done(tx);
}

/** Every product seen in one store view. */
export async function seenProducts(index: string): Promise<SeenProduct[]> {
  const tx = (await open()).transaction(STORE, 'readonly');
  // [index] sorts before [index, any id] and [index, []] after every number and string id.
  const req = tx.objectStore(STORE).getAll(IDBKeyRange.bound([index], [index, []]));
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as SeenProduct[]);
    req.onerror = () => reject(req.error);
  });
}

/** Forgets every seen product (storage pressure, tests). */
export async function clearSeenProducts(): Promise<void> {
  const tx = (await open()).transaction(STORE, 'readwrite');
  tx.objectStore(STORE).clear();
  await done(tx);
}
