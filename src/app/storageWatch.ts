import type { UnknownAction } from '@reduxjs/toolkit';
import { purgeRebuildable } from '../api/purge';
import { SEARCH_DB } from '../api/offlineSearch/productStore';
import { registerPurgeableDatabase } from '../api/purgeables';
import { isOverBudget } from '../domain/storageBudget';
import { startAppListening } from './listener';

/** Spec 001 §9: the storage quota is checked every 30 s. */
export const QUOTA_CHECK_INTERVAL_MS = 30_000;

export interface StorageWatchEnv {
  storage?: Pick<StorageManager, 'estimate'> & Partial<Pick<StorageManager, 'persist' | 'persisted'>>;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & Partial<Pick<Window, 'matchMedia'>>;
  intervalMs?: number;
}

const isQueuedOrder = (a: UnknownAction) => a.type === 'order/placeOrder/fulfilled' && (a.payload as { status?: string } | undefined)?.status === 'queued';

/**
 * Keeps the shop's storage in check and asks for it to be kept:
 * - every 30 s `navigator.storage.estimate()`; over the budget (domain/storageBudget) the stores
 *   registered as purgeable (catalogue caches, the offline search index) are emptied; the order
 *   queue, cart, user and checkout are never registered there;
 * - `navigator.storage.persist()` once an order waits on this device or the shop is installed, so
 *   the browser does not evict a queued order under storage pressure.
 * Returns the stop function.
 */
export function startStorageWatch(env: StorageWatchEnv = {}): () => void {
  const storage = env.storage ?? (typeof navigator !== 'undefined' ? navigator.storage : undefined);
  const win = env.win ?? window;
  if (!storage?.estimate) return () => undefined;
  // The offline search index has its own database: emptied after the catalogue caches (it is rebuilt
  // from the products the shopper sees next).
  const unregisterSearch = registerPurgeableDatabase(SEARCH_DB);

  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const estimate = await storage.estimate();
      if (isOverBudget(estimate)) {
        const purged = await purgeRebuildable();
        console.warn('[storage] over budget, emptied', purged.join(', '), estimate);
      }
    } catch (err) {
      console.error('[storage] quota check failed', err);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), env.intervalMs ?? QUOTA_CHECK_INTERVAL_MS);
  void check();

  const keep = () => void requestPersistentStorage(storage);
  const stopListening = startAppListening({ predicate: isQueuedOrder, effect: keep });
  win.addEventListener('appinstalled', keep);
  if (win.matchMedia?.('(display-mode: standalone)').matches) keep();

  return () => {
    unregisterSearch();
    clearInterval(timer);
    stopListening();
    win.removeEventListener('appinstalled', keep);
  };
}

/** Asks once per page for persistent storage (the browser may grant it silently or refuse). */
let asked: Promise<boolean> | null = null;
export function requestPersistentStorage(storage: StorageWatchEnv['storage']): Promise<boolean> {
  if (!storage?.persist) return Promise.resolve(false);
  asked ??= (async () => {
    if (await storage.persisted?.().catch(() => false)) return true;
    return storage.persist!().catch(() => false);
  })();
  return asked;
}

/** Tests: forget that persistence was asked for. */
export function resetPersistRequest(): void {
  asked = null;
}
