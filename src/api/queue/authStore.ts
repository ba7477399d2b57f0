import { AUTH_DB } from '../../lib/storageNames';
import { databaseOpener, idbRequest } from './idb';

/**
 * The session's tokens and the token-refresh lock of spec 001 §3/§4, kept in ONE IndexedDB record
 * that every tab and the service worker read and write (DESIGN decision 7). Redux only mirrors the
 * tokens for the UI; the task executor always takes them from here, so a token refreshed by another
 * tab or by the service worker is used at once.
 *
 * lock: 0 free, > 0 a refresh is running, < 0 the last refresh failed (spec 001 §4).
 * attempts: refreshes since the last success; a success resets it (the old client never did and
 * logged shoppers out on the second expiry, #5713).
 */
export interface AuthRecord {
  token: string | null;
  refreshToken: string | null;
  lock: number;
  attempts: number;
  /** When the lock was taken (ms), so a tab that died mid-refresh cannot block everyone forever. */
  lockedAt: number;
  /**
   * When a session last ended here (ms; 0 never). A tab that was closed or asleep when the shopper
   * logged out finds its saved user with a token and this record without one: it follows the
   * logout instead of writing its old token back.
   */
  endedAt: number;
}

export const EMPTY_AUTH: AuthRecord = { token: null, refreshToken: null, lock: 0, attempts: 0, lockedAt: 0, endedAt: 0 };

const DB_NAME = AUTH_DB;
const STORE = 'auth';
const KEY = 'session';

const database = databaseOpener(DB_NAME, 1, (db) => db.createObjectStore(STORE));
const openDb = database.open;

export async function readAuth(): Promise<AuthRecord> {
  const db = await openDb();
  const stored = (await idbRequest(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY))) as AuthRecord | undefined;
  return { ...EMPTY_AUTH, ...stored };
}

/** Read-modify-write in one transaction: two writers (tabs, the service worker) cannot interleave. */
export async function updateAuth(change: (current: AuthRecord) => Partial<AuthRecord>): Promise<AuthRecord> {
  const db = await openDb();
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('Auth transaction aborted'));
  });
  const current = { ...EMPTY_AUTH, ...((await idbRequest(store.get(KEY))) as AuthRecord | undefined) };
  const next = { ...current, ...change(current) };
  await idbRequest(store.put(next, KEY));
  await done;
  return next;
}

/** Login: both tokens stored, lock and attempt count reset (spec 001 §4 "A login resets lock and attempt count"). */
export const storeLogin = (token: string, refreshToken: string | null) =>
  updateAuth(() => ({ token, refreshToken, lock: 0, attempts: 0, lockedAt: 0, endedAt: 0 }));

/**
 * Logout: the tokens go. The lock is kept when it is < 0 (a failed refresh), but it then only stops
 * tasks that need a user token; guest calls go on (the old client blocked them too until the next login).
 */
export const clearAuthTokens = () => updateAuth(() => ({ token: null, refreshToken: null, attempts: 0, endedAt: Date.now() }));

export const closeAuthDb = database.close;
