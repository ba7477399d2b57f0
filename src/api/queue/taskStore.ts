import { QUEUE_DB } from '../../lib/storageNames';
import { databaseOpener, idbRequest } from './idb';
import type { SyncTask } from './syncTask';

/**
 * The sync-task queue in IndexedDB, one record per task (DESIGN decision 5). Raw IndexedDB, no
 * library, because the service worker imports this module too (no window, no localStorage). The old
 * client kept queued tasks in memory by default and lost them on reload (vsf1-behaviour §3.4).
 */
const DB_NAME = QUEUE_DB;
const STORE = 'tasks';
const VERSION = 1;

const database = databaseOpener(DB_NAME, VERSION, (db) => {
  const store = db.createObjectStore(STORE, { keyPath: 'task_id' });
  store.createIndex('kind', 'kind');
});
const openDb = database.open;

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
    await idbRequest(store.put(task));
  });
}

export function getTask(taskId: string): Promise<SyncTask | undefined> {
  return inTransaction('readonly', (store) => idbRequest(store.get(taskId) as IDBRequest<SyncTask | undefined>));
}

/** All tasks (optionally of one kind), oldest first. */
export async function listTasks(kind?: string): Promise<SyncTask[]> {
  const tasks = await inTransaction('readonly', (store) => idbRequest((kind ? store.index('kind').getAll(kind) : store.getAll()) as IDBRequest<SyncTask[]>));
  return tasks.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.task_id.localeCompare(b.task_id));
}

export function deleteTask(taskId: string): Promise<void> {
  return inTransaction('readwrite', async (store) => {
    await idbRequest(store.delete(taskId));
  });
}

/**
 * Read-modify-write in ONE transaction, so two writers (tabs, the service worker) cannot interleave
 * between the read and the write. `change` returning undefined leaves the record as it is.
 * Resolves with the stored record (or undefined when there is none).
 */
export function updateTask(taskId: string, change: (task: SyncTask) => SyncTask | undefined): Promise<SyncTask | undefined> {
  return inTransaction('readwrite', async (store) => {
    const current = (await idbRequest(store.get(taskId))) as SyncTask | undefined;
    if (!current) return undefined;
    const next = change(current);
    if (!next) return current;
    await idbRequest(store.put(next));
    return next;
  });
}

export const closeTaskDb = database.close;

export async function clearTasks(): Promise<void> {
  await inTransaction('readwrite', async (store) => {
    await idbRequest(store.clear());
  });
}
