import { idbRequest } from './queue/idb';

/** A named key/value store of one IndexedDB database (the app state, a catalogue cache, …). */
export interface KeyValueStore {
  getItem<V>(key: string): Promise<V | null>;
  setItem<V>(key: string, value: V): Promise<V>;
  removeItem(key: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The page's one connection to a database, shared by all its stores. A store asked for after the
 * connection was opened (each catalogue cache has its own) means a version upgrade that adds it.
 */
interface Shared {
  stores: Set<string>;
  db: Promise<IDBDatabase> | null;
}
const databases = new Map<string, Shared>();

function request(open: IDBOpenDBRequest, stores: Set<string>): Promise<IDBDatabase> {
  open.onupgradeneeded = () => {
    for (const name of stores) if (!open.result.objectStoreNames.contains(name)) open.result.createObjectStore(name);
  };
  // A tab that still holds an older connection closes it on `versionchange` (this code and
  // localforage both do): the upgrade waits for that instead of failing.
  return idbRequest(open);
}

async function connect(name: string, shared: Shared): Promise<IDBDatabase> {
  // Opened at its current version; a new database is created with the stores asked for so far.
  let db = await request(indexedDB.open(name), shared.stores);
  if ([...shared.stores].some((s) => !db.objectStoreNames.contains(s))) {
    const next = db.version + 1;
    db.close();
    db = await request(indexedDB.open(name, next), shared.stores);
  }
  const current = shared.db;
  db.onversionchange = () => {
    // Another tab (or the service worker) upgrades or deletes the database: let it, open again later.
    db.close();
    if (shared.db === current) shared.db = null;
  };
  return db;
}

async function database(name: string, storeName: string): Promise<IDBDatabase> {
  let shared = databases.get(name);
  if (!shared) databases.set(name, (shared = { stores: new Set(), db: null }));
  shared.stores.add(storeName);
  for (let attempt = 0; ; attempt += 1) {
    const opening = (shared.db ??= connect(name, shared));
    let db: IDBDatabase;
    try {
      db = await opening;
    } catch (err) {
      // A failed open is not kept (the next call tries again); another tab may have raised the
      // version between our two opens (VersionError): one more try.
      if (shared.db === opening) shared.db = null;
      if (attempt < 1 && (err as DOMException | null)?.name === 'VersionError') continue;
      throw err;
    }
    if (db.objectStoreNames.contains(storeName) || attempt >= 2) return db;
    // This store was asked for while the connection was opening without it: reopen with it.
    if (shared.db === opening) {
      db.close();
      shared.db = null;
    }
  }
}

/**
 * A store in the shape of a localforage instance, for the data localforage used to keep: the same
 * database and store names, each value stored as it is under its key (out-of-line keys), null for a
 * missing key. So what an earlier version of the shop saved (a cart, a checkout, the caches) is read
 * back as it was. idb-keyval cannot add a store to an existing database, which the shop's database
 * needs (one store per cache); localforage itself is 9 kB of a first visit (issue 15).
 */
export function keyValueStore(name: string, storeName: string): KeyValueStore {
  const run = async <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      const db = await database(name, storeName);
      let tx: IDBTransaction;
      try {
        tx = db.transaction(storeName, mode);
      } catch (err) {
        // The connection was closed under us (versionchange in between): open again, once.
        if (attempt < 1 && (err as DOMException | null)?.name === 'InvalidStateError') continue;
        throw err;
      }
      const result = idbRequest(op(tx.objectStore(storeName)));
      if (mode === 'readonly') return result;
      // A write counts once it is committed, not when its request succeeded (a failed request also
      // aborts the transaction: its error is the one reported).
      const committed = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onabort = () => reject(tx.error ?? new DOMException('The write was aborted', 'AbortError'));
      });
      const [value] = await Promise.all([result, committed]);
      return value;
    }
  };
  return {
    async getItem<V>(key: string) {
      const value = (await run('readonly', (s) => s.get(key))) as V | undefined;
      return value === undefined ? null : value;
    },
    async setItem<V>(key: string, value: V) {
      // localforage stores null as a missing value; both read back as null.
      if (value === null || value === undefined) await run('readwrite', (s) => s.delete(key));
      else await run('readwrite', (s) => s.put(value, key));
      return value;
    },
    async removeItem(key: string) {
      await run('readwrite', (s) => s.delete(key));
    },
    async clear() {
      await run('readwrite', (s) => s.clear());
    },
  };
}
