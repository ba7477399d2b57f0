/**
 * Raw IndexedDB helpers shared by the task queue and the auth record: both are used by the page
 * and by the service worker, so no library that needs `window` or localStorage.
 */

/** A request as a promise. */
export function idbRequest<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * An opener of one database that opens it once and reuses the connection. When a newer version is
 * opened elsewhere (another tab, the updated service worker) the connection closes, so that one can
 * upgrade, and the next call opens it again; a failed open is not cached either.
 */
export function databaseOpener(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): { open: () => Promise<IDBDatabase>; close: () => Promise<void> } {
  let dbPromise: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (dbPromise) return dbPromise;
    const opening = new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, version);
      req.onupgradeneeded = () => upgrade(req.result);
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => {
          db.close();
          dbPromise = null;
        };
        resolve(db);
      };
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error(`The ${name} database is blocked by another tab`));
    });
    dbPromise = opening;
    opening.catch(() => {
      dbPromise = null;
    });
    return opening;
  };
  /** Closes the connection (tests re-open to prove persistence; also before deleting the database). */
  const close = async () => {
    if (!dbPromise) return;
    const db = await dbPromise.catch(() => null);
    db?.close();
    dbPromise = null;
  };
  return { open, close };
}
