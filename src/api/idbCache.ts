import { registerPurgeable } from './purgeables';

export interface IdbCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  clear(): Promise<void>;
  /** False once IndexedDB failed too often: the cache lives in memory for the rest of the session. */
  readonly persistent: boolean;
}

/** The part of a key/value store (keyValueStore.ts) the cache uses (tests wrap a real one to make it slow or failing). */
export interface KeyValueStore {
  getItem<V>(key: string): Promise<V | null>;
  setItem<V>(key: string, value: V): Promise<V>;
  clear(): Promise<void>;
}

export interface IdbCacheOptions {
  /** Writes wait for this (the first page's pictures: the storage code would share a phone's network with them). */
  writeAfter?: () => Promise<unknown>;
  /** Spec 000 §8: cleared on a storage quota error anywhere (the URL mapping cache). */
  clearOnQuotaError?: boolean;
  /** Opens the store; by default a store of that name in the 'storefront' database. */
  backend?: () => Promise<KeyValueStore>;
}

/**
 * A small IndexedDB key/value cache of catalogue data (spec 001 §9 time-outs and error limits:
 * idbCacheStore.ts). Its code is a lazy chunk, loaded on first use: the first catalogue request goes
 * out before it has loaded, and a cache is only read when the network fails (first-load JS budget).
 * Each cache registers at once as purgeable: it only holds what the network gives again, and its
 * IndexedDB store may hold an earlier session's entries (storageWatch empties it when storage runs short).
 */
export function createIdbCache<T>(storeName: string, opts: IdbCacheOptions = {}): IdbCache<T> {
  let opened: Promise<IdbCache<T>> | null = null;
  let cache: IdbCache<T> | null = null;
  const load = () =>
    (opened ??= import('./idbCacheStore').then((m) => {
      cache = m.openIdbCache<T>(storeName, opts);
      return cache;
    }));
  // Answers kept before `writeAfter` wait here, readable, and the cache's code loads only then: on a
  // first visit its chunk was requested before the largest paint, which counts towards it (issue 15).
  const waiting = new Map<string, T>();
  // A clear drops the writes still waiting (they were kept before it).
  let generation = 0;
  const api: IdbCache<T> = {
    get persistent() {
      return cache?.persistent ?? true;
    },
    get: (key) =>
      waiting.has(key)
        ? Promise.resolve(waiting.get(key))
        : load().then(
            (c) => c.get(key),
            () => undefined,
          ),
    set: (key, value) => {
      const kept = generation;
      waiting.set(key, value);
      return Promise.resolve(opts.writeAfter?.())
        .then(load)
        .then((c) => {
          if (waiting.get(key) === value) waiting.delete(key);
          return kept === generation ? c.set(key, value) : undefined;
        })
        .catch(() => undefined);
    },
    clear: () => {
      generation += 1;
      waiting.clear();
      return load().then(
        (c) => c.clear(),
        () => undefined,
      );
    },
  };
  registerPurgeable(storeName, () => api.clear(), { onQuotaError: opts.clearOnQuotaError });
  return api;
}

/**
 * Hex SHA-256 of a string. crypto.subtle only exists in secure contexts, and a digest that fails
 * must not lose the answer it keys (the cache write runs after the answer is returned): both fall
 * back to the text itself.
 */
export async function hashKey(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return text;
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return text;
  }
}
