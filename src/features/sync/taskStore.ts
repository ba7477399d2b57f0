import type { SyncTask } from './syncTask';

/**
 * The sync-task queue in IndexedDB, one record per task (DESIGN decision 5). Raw IndexedDB, no
 * library, because the service worker imports this module too (no window, no localStorage). The old
 * client kept queued tasks in memory by default and lost them on reload (vsf1-behaviour §3.4).
 */
const DB_NAME = 'storefront-sync';
const STORE = 'tasks';
const VERSION = 1;

let dbPromise: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  if (dbPromise) return dbPromise;
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'task_id' });
      store.createIndex('kind', 'kind');
    };
    req.onsuccess = () => {
      const db = req.result;
      // A newer version opened in another tab or the updated service worker: let it upgrade.
      db.onversionchange = () => {
        db.close();
        dbPromise = null;
      };
      resolve(db);
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('The task queue database is blocked by another tab'));
  });
  dbPromise = opening;
  opening.catch(() => {
    dbPromise = null;
  });
  return opening;
}

/** Runs `fn` in one transaction and resolves when it has committed (not merely when the request succeeded). */
async function inTransaction<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const db = await openDb();
  const tx = db.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('Task queue transaction aborted'));
  });
  const value = await fn(tx.objectStore(STORE));
  await done;
  return value;
}

export function putTask(task: SyncTask): Promise<void> {
  return inTransaction('readwrite', async (store) => {
    await request(store.put(task));
  });
}

export function getTask(taskId: string): Promise<SyncTask | undefined> {
  return inTransaction('readonly', (store) => request(store.get(taskId) as IDBRequest<SyncTask | undefined>));
}

/** All tasks (optionally of one kind), oldest first. */
export async function listTasks(kind?: string): Promise<SyncTask[]> {
  const tasks = await inTransaction('readonly', (store) =>
    request((kind ? store.index('kind').getAll(kind) : store.getAll()) as IDBRequest<SyncTask[]>),
  );
  return tasks.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.task_id.localeCompare(b.task_id));
}

export function deleteTask(taskId: string): Promise<void> {
  return inTransaction('readwrite', async (store) => {
    await request(store.delete(taskId));
  });
}

/**
 * Read-modify-write in ONE transaction, so two writers (tabs, the service worker) cannot interleave
 * between the read and the write. `change` returning undefined leaves the record as it is.
 * Resolves with the stored record (or undefined when there is none).
 */
export function updateTask(taskId: string, change: (task: SyncTask) => SyncTask | undefined): Promise<SyncTask | undefined> {
  return inTransaction('readwrite', async (store) => {
    const current = (await request(store.get(taskId))) as SyncTask | undefined;
    if (!current) return undefined;
    const next = change(current);
    if (!next) return current;
    await request(store.put(next));
    return next;
  });
}

/** Closes the connection (tests re-open to prove persistence; also used before deleting the db). */
export async function closeTaskDb(): Promise<void> {
  if (!dbPromise) return;
  const db = await dbPromise.catch(() => null);
  db?.close();
  dbPromise = null;
}

export async function clearTasks(): Promise<void> {
  await inTransaction('readwrite', async (store) => {
    await request(store.clear());
  });
}
