
/** Spec 001 §9: a cache read that takes longer than this counts as a miss. */
const READ_TIMEOUT_MS = 800;

export interface IdbCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  clear(): Promise<void>;
}

function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || /quota/i.test(String(err));
}

/**
 * A small IndexedDB key/value cache (one localforage instance per use). Failures never break the
 * caller: a read error is a miss, a write error is logged, and a quota error clears this cache
 * (spec 001 §8 "quota errors clear the caches", spec 000 §8 for the URL mapping cache).
 */
export function createIdbCache<T>(storeName: string, opts: { writeAfter?: () => Promise<unknown> } = {}): IdbCache<T> {
  // localforage is a lazy chunk: the first catalogue request goes out before it has loaded, and a
  // cache is only read when the network fails (first-load JS budget).
  let instance: Promise<LocalForage> | null = null;
  const open = () => (instance ??= import('localforage').then((m) => m.default.createInstance({ name: 'storefront', storeName })));
  // Writes and clears run in call order, and not before `writeAfter` (the first page's pictures:
  // the storage code would share a phone's network with them) (a clear must not be overtaken by an earlier write), as
  // localforage's own queue did when it was loaded up front.
  let writes: Promise<unknown> = Promise.resolve();
  const queued = <R>(op: (db: LocalForage) => Promise<R>): Promise<R> => {
    const next = writes
      .then(opts.writeAfter)
      .then(open)
      .then(op);
    writes = next.catch(() => undefined);
    return next;
  };
  const store = {
    setItem: <V>(key: string, value: V) => queued((db) => db.setItem(key, value)),
    clear: () => queued((db) => db.clear()),
  };
  return {
    async get(key) {
      try {
        // After the writes already asked for (read-your-writes), and the code loaded (precached by
        // the service worker): neither counts against the read timeout.
        const db = await writes.then(open);
        const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS, undefined));
        const value = await Promise.race([db.getItem<T>(key), timeout]);
        return value ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await store.setItem(key, value);
      } catch (err) {
        console.error(`[cache:${storeName}] write failed`, err);
        if (isQuotaError(err)) await store.clear().catch(() => undefined);
      }
    },
    async clear() {
      await store.clear().catch(() => undefined);
    },
  };
}

/** Hex SHA-256 of a string; crypto.subtle only exists in secure contexts, so fall back to the text itself. */
export async function hashKey(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return text;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
