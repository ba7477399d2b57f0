/**
 * What the shop may throw away when storage runs short (spec 001 §9 "purging entries when exceeded"):
 * only data it can fetch again, i.e. the catalogue caches and the offline search index. The order
 * queue, the cart, the user and the checkout never register here, so a purge can never reach them.
 *
 * A store registers a purge function (or names its own IndexedDB database, which is then deleted).
 * No imports, and kept small (it is in the first-load JS: the caches register when created);
 * the purging itself is purge.ts.
 */
export type Purge = () => Promise<unknown>;

export interface Entry {
  purge: Purge;
  /** Spec 000 §8: a storage quota error clears the URL mapping cache; such stores are cleared at once. */
  onQuotaError: boolean;
}

export const entries = new Map<string, Entry>();

/** Registers a store that may be emptied; returns the unregister function. A second register replaces the first. */
export function registerPurgeable(name: string, purge: Purge, opts: { onQuotaError?: boolean } = {}): () => void {
  const entry = { purge, onQuotaError: opts.onQuotaError ?? false };
  entries.set(name, entry);
  return () => {
    if (entries.get(name) === entry) entries.delete(name);
  };
}

/** Registers a whole IndexedDB database (e.g. an index kept by a library) to be deleted when storage runs short. */
export function registerPurgeableDatabase(dbName: string): () => void {
  return registerPurgeable(`db:${dbName}`, () => deleteDatabase(dbName));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    // Another tab holds it open: it closes on versionchange (databaseOpener); do not wait for it here.
    req.onblocked = () => resolve();
  });
}
