/** Where the shop keeps what it saves on the device (also read by the service worker). */

/** localStorage record of the write-ahead journal (app/writeAhead.ts). */
export const JOURNAL_KEY = 'storefront:journal';
/** IndexedDB database of the app state (one store per kind, api/keyValueStore; the catalogue caches live there too). */
export const STATE_DB = 'storefront';
/** IndexedDB database of the sync-task queue (queued orders), shared with the service worker. */
export const QUEUE_DB = 'storefront-sync';
/** IndexedDB database of the session the queued tasks send with. */
export const AUTH_DB = 'storefront-auth';
