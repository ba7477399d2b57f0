import { STATE_DB } from '../lib/storageNames';
import { keyValueStore } from './keyValueStore';
import type { IdbCache, IdbCacheOptions, KeyValueStore } from './idbCache';
import { isQuotaError, reportQuotaError } from './purge';

/** Spec 001 §9: a cache read that takes longer than this counts as a miss (and as a read error). */
export const READ_TIMEOUT_MS = 800;
/** Spec 001 §9 iterate time-out, also given to a write or a clear: a hung one must not hold the next. */
export const ITERATE_TIMEOUT_MS = 2000;
/** Spec 001 §9: the persistent cache is disabled after 1 read error or 30 write errors. */
export const DISABLE_AFTER_READ_ERRORS = 1;
export const DISABLE_AFTER_WRITE_ERRORS = 30;
/** Entries kept in memory as well: the session's own answers stay at hand when IndexedDB is slow or off. */
const MEMORY_ENTRIES = 100;

class Timeout extends Error {
  constructor(what: string) {
    super(`${what} took too long`);
    this.name = 'TimeoutError';
  }
}

function within<R>(ms: number, what: string, work: Promise<R>): Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Timeout(what)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const defaultStore = (storeName: string) => async (): Promise<KeyValueStore> => keyValueStore(STATE_DB, storeName);

/**
 * The cache behind createIdbCache (idbCache.ts), loaded when it is first used. It never
 * breaks or holds up the caller (spec 001 §9): a read error or a read slower than 800 ms is a miss
 * and switches the persistent cache off, as do 30 failed writes; from then on the session's answers
 * are kept in memory and the shop goes on from the network. A quota error empties this cache and the
 * URL mapping cache (spec 000 §8).
 */
export function openIdbCache<T>(storeName: string, opts: IdbCacheOptions = {}): IdbCache<T> {
  let instance: Promise<KeyValueStore> | null = null;
  const open = () => (instance ??= (opts.backend ?? defaultStore(storeName))());
  const memory = new Map<string, T>();
  const remember = (key: string, value: T) => {
    memory.delete(key);
    memory.set(key, value);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  };
  let readErrors = 0;
  let writeErrors = 0;
  const persistent = () => readErrors < DISABLE_AFTER_READ_ERRORS && writeErrors < DISABLE_AFTER_WRITE_ERRORS;
  const disable = (why: string, err: unknown) => {
    if (!persistent()) console.warn(`[cache:${storeName}] persistent cache disabled after ${why}`, err);
  };

  // Writes and clears run in call order (a clear must not be overtaken by an earlier write), and
  // not before `writeAfter`; each is given up after the iterate time-out so a hung one frees the line.
  let writes: Promise<unknown> = Promise.resolve();
  const queued = <R>(what: string, op: (db: KeyValueStore) => Promise<R>): Promise<R> => {
    const next = writes
      .then(opts.writeAfter)
      .then(open)
      .then((db) => within(ITERATE_TIMEOUT_MS, what, op(db)));
    writes = next.catch(() => undefined);
    return next;
  };
  const clearStore = () => {
    memory.clear();
    return queued('clear', (db) => db.clear()).catch((err) => console.error(`[cache:${storeName}] clear failed`, err));
  };
  return {
    get persistent() {
      return persistent();
    },
    async get(key) {
      const kept = memory.get(key);
      if (kept !== undefined || !persistent()) return kept;
      let db: KeyValueStore;
      try {
        // Loading the code (precached by the service worker) does not count against the read time-out.
        db = await open();
      } catch {
        return undefined;
      }
      try {
        const value = await within(READ_TIMEOUT_MS, 'read', db.getItem<T>(key));
        return value ?? undefined;
      } catch (err) {
        readErrors += 1;
        disable('a read error', err);
        return undefined;
      }
    },
    async set(key, value) {
      remember(key, value);
      if (!persistent()) return;
      try {
        await queued('write', (db) => db.setItem(key, value));
      } catch (err) {
        console.error(`[cache:${storeName}] write failed`, err);
        writeErrors += 1;
        if (isQuotaError(err)) {
          // This cache is emptied too (it may not be the URL one), but what it just got stays in memory.
          await Promise.all([queued('clear', (db) => db.clear()).catch(() => undefined), reportQuotaError()]);
        }
        disable('30 write errors', err);
      }
    },
    async clear() {
      await clearStore();
    },
  };
}
