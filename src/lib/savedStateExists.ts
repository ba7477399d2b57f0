/**
 * Whether this device may hold anything the shop saved: the app state, the order queue, a session.
 * A first visit on a fresh device holds none of it, so the code that reads it back (redux-persist,
 * the order queue, the session) need not load before the shopper does something that uses it
 * (main.tsx). The answer errs towards "yes": any doubt (no way to list the databases, an error)
 * restores the saved state as every later visit does.
 */
import { viewScoped } from './config';
import { AUTH_DB, JOURNAL_KEY, QUEUE_DB, STATE_DB } from './storageNames';

const SAVED_STATE_DATABASES = [STATE_DB, QUEUE_DB, AUTH_DB];

export async function savedStateMayExist(): Promise<boolean> {
  try {
    if (localStorage.getItem(viewScoped(JOURNAL_KEY)) !== null) return true;
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const names = new Set((await indexedDB.databases()).map((db) => db.name));
    return SAVED_STATE_DATABASES.some((name) => names.has(name));
  } catch {
    return true;
  }
}
