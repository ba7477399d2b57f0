import localforage from 'localforage';

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
export function createIdbCache<T>(storeName: string): IdbCache<T> {
  const store = localforage.createInstance({ name: 'storefront', storeName });
  return {
    async get(key) {
      try {
        const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS, undefined));
        const value = await Promise.race([store.getItem<T>(key), timeout]);
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
