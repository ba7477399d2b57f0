/**
 * What the shop may throw away when storage runs short (spec 001 §9 "purging entries when exceeded"):
 * only data it can fetch again, i.e. the catalogue caches and the offline search index. The order
 * queue, the cart, the user and the checkout never register here, so a purge can never reach them.
 *
 * A store registers a purge function (or names its own IndexedDB database, which is then deleted).
 * No imports: the caches, the search index and the storage watch all use it without a cycle.
 */
export type Purge = () => Promise<unknown>;

interface Entry {
  purge: Purge;
  /** Spec 000 §8: a storage quota error clears the URL mapping cache; such stores are cleared at once. */
  onQuotaError: boolean;
}

const entries = new Map<string, Entry>();

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

/** Spec 001 §9 iterate time-out: a purge step that hangs is given up, the next one still runs. */
export const PURGE_STEP_TIMEOUT_MS = 2000;

async function runAll(list: [string, Entry][], timeoutMs: number): Promise<string[]> {
  const done: string[] = [];
  for (const [name, entry] of list) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'timeout')));
    try {
      const outcome = await Promise.race([entry.purge().then(() => 'ok' as const), timeout]);
      if (outcome === 'ok') done.push(name);
    } catch (err) {
      console.error(`[storage] could not purge ${name}`, err);
    } finally {
      clearTimeout(timer);
    }
  }
  return done;
}

/** Empties every registered store (catalogue caches first: they were registered first). Resolves with the names purged. */
export function purgeRebuildable(timeoutMs = PURGE_STEP_TIMEOUT_MS): Promise<string[]> {
  return runAll([...entries], timeoutMs);
}

/** A write failed for lack of space somewhere: the stores marked onQuotaError (the URL mapping cache) are cleared. */
export function reportQuotaError(timeoutMs = PURGE_STEP_TIMEOUT_MS): Promise<string[]> {
  return runAll([...entries].filter(([, e]) => e.onQuotaError), timeoutMs);
}

export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || /quota/i.test(String(err));
}
