import type { Reducer } from '@reduxjs/toolkit';
import { createMigrate, createTransform, persistReducer, persistStore, type MigrationManifest, type PersistedState, type Persistor } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { persistBlacklist as cartBlacklist } from '../features/cart/cartSlice';
import { persistBlacklist as syncBlacklist } from '../features/sync/syncSlice';
import { keyValueStore } from '../api/keyValueStore';
import { isQuotaError, reportQuotaError } from '../api/purge';
import { viewScoped } from '../lib/config';
import { setStateSaver } from '../lib/savedState';
import { STATE_DB } from '../lib/storageNames';
import { journaledStorage, writeJournal } from './writeAhead';
import { loadStateSlices } from './stateSlices';
import { makeStore, rootReducer, type AppStore, type RootState } from './store';

/** The app state lives in IndexedDB (DESIGN decision 3), in the store localforage used to give it. */
export const persistStorage = keyValueStore(STATE_DB, 'state');

/**
 * Slices that survive a reload. notifications and ui are NOT here. Of sync only the last order's
 * confirmation is kept (so the thank-you page survives a reload); the queue itself lives in its own
 * IndexedDB records, shared with the service worker.
 */
export const PERSISTED_SLICES = ['cart', 'user', 'checkout', 'wishlist', 'compare', 'sync'] as const;
type PersistedSlice = (typeof PERSISTED_SLICES)[number];

/**
 * A slice owner decides which of its fields are NOT persisted by exporting `persistBlacklist:
 * string[]` from its slice module (e.g. cart's isAddingToCart), listed here. Named imports, not the
 * whole modules: a module namespace object would keep every export of those slices in the entry
 * chunk, used or not.
 */
const blacklists: Partial<Record<PersistedSlice, readonly string[]>> = { cart: cartBlacklist, sync: syncBlacklist };
const omitted = Object.entries(blacklists).flatMap(([key, fields]) => {
  if (!fields?.length) return [];
  return [
    createTransform<Record<string, unknown>, Record<string, unknown>>(
      (inbound) => Object.fromEntries(Object.entries(inbound).filter(([f]) => !fields.includes(f))),
      (outbound) => outbound,
      { whitelist: [key] },
    ),
  ];
});

/** Bump PERSIST_VERSION with every change to a persisted shape and add the migration (STYLE 5). */
export const PERSIST_VERSION = 3;

type AnyState = PersistedState & Record<string, unknown>;

export const migrations: MigrationManifest = {
  // 1: wishlist and compare lists are arrays of items keyed by sku. A pre-release build (unversioned, -1)
  // kept them as objects keyed by sku; turn those into arrays instead of throwing the lists away.
  1: (state) => {
    const s = { ...(state as AnyState) };
    for (const key of ['wishlist', 'compare']) {
      const slice = s[key] as { items?: unknown } | undefined;
      if (slice && slice.items && !Array.isArray(slice.items)) {
        s[key] = { ...slice, items: Object.values(slice.items as Record<string, unknown>) };
      }
    }
    return s as PersistedState;
  },
  // 2: the cart keeps the pricing terms of the server's totals (coupon, gift card, VAT) for its offline
  // totals. A cart saved before has none until the server answers again: null, the old local totals.
  2: (state) => {
    const s = { ...(state as AnyState) };
    const cart = s.cart as Record<string, unknown> | undefined;
    if (cart && !('pricing' in cart)) s.cart = { ...cart, pricing: null };
    return s as PersistedState;
  },
  // 3: checkout gained `drafts` (a step's fields typed but not yet submitted) and wishlist
  // `forAccount` and `unsynced` (the list is an account's; changes its server list has not stored
  // yet). An older state starts with none, its list an account's when a user was logged in.
  3: (state) => {
    const s = { ...(state as AnyState) };
    const checkout = s.checkout as Record<string, unknown> | undefined;
    if (checkout && !checkout.drafts) s.checkout = { ...checkout, drafts: {} };
    const wishlist = s.wishlist as Record<string, unknown> | undefined;
    const user = s.user as { token?: unknown } | undefined;
    if (wishlist && !wishlist.unsynced) s.wishlist = { ...wishlist, forAccount: Boolean(user?.token), unsynced: [] };
    return s as PersistedState;
  },
};

function onWriteFail(err: Error): void {
  // Spec 001 §8: a failing local write is logged; spec 000 §8: a quota error clears the URL mapping cache.
  console.error('[persist] could not save the state', err);
  if (isQuotaError(err)) void reportQuotaError();
}

/** Spec 001 §9 iterate time-out: the saved state waits no longer for IndexedDB (the journal answers). */
const STATE_READ_TIMEOUT_MS = 2000;
// Each store view keeps its own saved state (a cart belongs to one view: its currency and taxes).
const STATE_KEY = viewScoped('root');
const STORAGE_KEY = `persist:${STATE_KEY}`;

function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // blocked (some privacy settings throw on access)
  }
}

export const persistConfig = {
  key: STATE_KEY,
  version: PERSIST_VERSION,
  storage: journaledStorage(persistStorage, localStorageOrNothing(), STATE_READ_TIMEOUT_MS),
  whitelist: [...PERSISTED_SLICES],
  transforms: omitted,
  // Level 2: fields added to a slice's initial state survive rehydration of an older saved slice.
  stateReconciler: autoMergeLevel2,
  migrate: createMigrate(migrations, { debug: false }),
  writeFailHandler: onWriteFail,
};

/**
 * Persists an existing app store: its reducer is wrapped and the saved state read back. main.tsx
 * loads this module lazily, after the first paint (redux-persist and the IndexedDB store are not in the
 * entry chunk); pages that read saved state wait for it (startupGate).
 */
export function persistAppStore(store: AppStore): Persistor {
  // The saved slices' own reducers go in first (the entry chunk holds stand-ins): the saved state is
  // merged into their state, and every change after it (all wait for this restore) reaches them.
  loadStateSlices();
  const persisted = persistReducer(persistConfig, rootReducer as Reducer<RootState>);
  store.replaceReducer(persisted as unknown as typeof rootReducer);
  const persistor = persistStore(store);
  setStateSaver(() => persistor.flush());
  startJournal(store, persistor);
  return persistor;
}

/** The persisted part of the state in the form redux-persist stores it (its transforms applied). */
export function serializeSaved(state: Record<string, unknown>): string {
  const out: Record<string, string> = {};
  for (const key of PERSISTED_SLICES) {
    const sub = omitted.reduce((s, t) => t.in(s, key, state), state[key] as Record<string, unknown>);
    out[key] = JSON.stringify(sub);
  }
  out._persist = JSON.stringify(state._persist);
  return JSON.stringify(out);
}

/**
 * Writes the write-ahead journal (writeAhead.ts) for every change of a persisted slice once the saved
 * state is back: at the end of the task that made it (one write for several dispatches), and at once
 * when the page is hidden or left, when redux-persist's own write is also pushed out.
 */
function startJournal(store: AppStore, persistor: Persistor): void {
  const ls = localStorageOrNothing();
  const slicesOf = (s: RootState) => PERSISTED_SLICES.map((k) => s[k]);
  let seen = slicesOf(store.getState());
  let pending = false;
  const write = () => {
    if (!pending) return;
    pending = false;
    writeJournal(STORAGE_KEY, serializeSaved(store.getState() as unknown as Record<string, unknown>), ls);
  };
  store.subscribe(() => {
    const now = slicesOf(store.getState());
    if (now.every((slice, i) => slice === seen[i])) return;
    seen = now;
    // Before the saved state is back the store holds the empty start state: never journal that.
    if (!persistor.getState().bootstrapped) return;
    if (!pending) queueMicrotask(write);
    pending = true;
  });
  const leaving = () => {
    write();
    void persistor.flush();
  };
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leaving());
}

/** The app store (makeStore) with its state persisted to IndexedDB. */
export function makePersistedStore() {
  const store = makeStore();
  return { store, persistor: persistAppStore(store) };
}

/** Resolves once the saved state has been read back (or there was none). */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const stop = persistor.subscribe(() => check() && stop());
  });
}
