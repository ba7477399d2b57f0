/**
 * A logged-in shopper's wishlist is kept with the account as well (issue 10; docs/wishlist-api.md):
 * - every change is a sync task in the IndexedDB queue (kind 'wishlist'), sent at once when online
 *   and replayed when the device is back online, so a change made offline is not lost;
 * - at login the guest's list and the account's are merged (nothing dropped, device-only uploaded);
 * - a device already signed in takes the account's list with its own unsent changes on top, at start
 *   and when it comes back online, so a product removed on one device goes on the others.
 * A guest's wishlist stays on the device; the compare list always does.
 */
import { browserOnline } from '../../lib/online';
import type { AppStore, RootState } from '../../app/store';
import { filter, searchCatalog } from '../../api/catalog';
import { startAppListening } from '../../app/listener';
import type { Product } from '../../domain/types';
import { mergeAtLogin, withPendingChanges } from '../../domain/wishlistMerge';
import { wentOnline } from '../ui/uiSlice';
import { profileLoaded, userLoggedIn, userLoggedOut } from '../user/userSlice';
import { callAuthed } from '../../api/queue/authedCall';
import { replayQueue, type TaskKinds } from '../../api/queue/replayQueue';
import { createTask, type SyncTask } from '../../api/queue/syncTask';
import { authedTaskContext } from '../../api/queue/taskAuth';
import { deleteTask, listTasks, putTask } from '../../api/queue/taskStore';
import { slimProduct } from './slimProduct';
import {
  wishlistChangesSettled,
  wishlistCleared,
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistSynced,
  wishlistUploadRecorded,
  type UnsyncedChange,
  type WishlistItem,
} from './wishlistSlice';

export const WISHLIST_TASK = 'wishlist';
const LOCK = 'storefront-wishlist-queue';
/** Spec 000 §9: sync task attempts max 3 (a server error that never ends does not keep the change forever). */
const MAX_ATTEMPTS = 3;

const kinds: TaskKinds = {
  [WISHLIST_TASK]: {
    verdict: (t) => {
      if (t.code === 200) return 'done';
      // 401: the session is being renewed or has ended (the queue is emptied on logout).
      if (t.code === 401) return 'retry';
      if (t.code !== null && t.code >= 400 && t.code < 500) return 'rejected';
      return t.attempts + 1 >= MAX_ATTEMPTS ? 'rejected' : 'retry';
    },
  },
};

function changeTask(change: UnsyncedChange): SyncTask {
  const body = change.op === 'add' ? { items: change.skus.map((sku) => ({ sku })) } : { skus: change.skus };
  return createTask({
    kind: WISHLIST_TASK,
    url: `/api/ext/wishlist/${change.op}?token={{token}}`,
    payload: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    meta: { requiresAuth: true },
    silent: true,
    confirmed: true,
    // Kept (acknowledged) once answered: a page whose saved list still names it can tell it was sent.
    is_result_cacheable: true,
    task_id: change.id,
  });
}

/** Sends the queued changes, oldest first (under their own lock: tabs do not send one twice). Resolves with the ids answered. */
async function sendChanges(): Promise<string[]> {
  const report = await replayQueue({ kinds, ctx: authedTaskContext(), lockName: LOCK, collectSettled: true });
  return report.settled.map((t) => t.task_id);
}

async function accountSkus(): Promise<string[]> {
  const { result } = await callAuthed<{ items: { sku: string }[] }>('/api/ext/wishlist?token={{token}}', { requiresAuth: true, noCache: true });
  return result.items.map((i) => i.sku);
}

/** Products for the skus the device does not show yet (from the catalogue; a bare entry when it has none). */
async function productsFor(skus: string[], known: WishlistItem[]): Promise<WishlistItem[]> {
  const missing = skus.filter((s) => !known.some((k) => k.sku === s));
  if (!missing.length) return [];
  const res = await searchCatalog<Product>('product', { _appliedFilters: [filter('sku', { in: missing })] }, { size: missing.length }).catch(() => null);
  return missing.map((sku) => {
    const product = res?.items.find((p) => p.sku === sku);
    return product ? { ...slimProduct(product), qty: 1 } : { sku, name: sku, qty: 1 };
  });
}

/** The list in the order of `skus`, each item from the device's list or else from `fetched`. */
function listOf(skus: string[], device: WishlistItem[], fetched: WishlistItem[]): WishlistItem[] {
  return skus.flatMap((sku) => {
    const item = device.find((i) => i.sku === sku) ?? fetched.find((i) => i.sku === sku);
    return item ? [item] : [];
  });
}

/** Acknowledged changes are kept this long (so a page can tell "sent" from "never queued"), then dropped. */
const KEEP_ANSWERED_MS = 7 * 24 * 3600 * 1000;

/**
 * The wishlist sync of this page (call once, after the saved state is back). Returns the stop function.
 */
export function startWishlistSync(store: Pick<AppStore, 'getState' | 'dispatch'>): () => void {
  const state = () => store.getState() as RootState;
  // One flow at a time, in order: a merge, a refresh and a send never interleave in this page.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = (flow: () => Promise<unknown>) => {
    chain = chain.then(flow).catch((err: unknown) => console.warn('[wishlist] sync', err));
    return chain;
  };
  /** The token whose account list this page has merged or refreshed (a login then skips the refresh). */
  let syncedFor: string | null = null;
  const pending = (): UnsyncedChange[] => state().wishlist.unsynced ?? [];

  /**
   * Brings the queue in line with the recorded changes: a change answered (by this page, another tab
   * or the service worker) is settled; one that never reached the queue (the page went away first,
   * or it was made before this code loaded) is queued now. Then sends, when signed in and online.
   */
  const reconcile = () =>
    serial(async () => {
      const tasks = new Map((await listTasks(WISHLIST_TASK)).map((t) => [t.task_id, t]));
      const answered = pending()
        .filter((c) => tasks.get(c.id)?.transmited)
        .map((c) => c.id);
      if (answered.length) store.dispatch(wishlistChangesSettled(answered));
      for (const change of pending()) if (!tasks.has(change.id)) await putTask(changeTask(change));
      if (!state().user.token || !browserOnline()) return;
      const sent = await sendChanges();
      if (sent.length) store.dispatch(wishlistChangesSettled(sent));
    });

  const refresh = () => {
    syncedFor = state().user.token;
    void reconcile();
    return serial(async () => {
      if (!state().user.token || !browserOnline()) return;
      const account = await accountSkus();
      const fetched = await productsFor(account, state().wishlist.items);
      // The changes not yet stored are read right before the list is set: a click meanwhile is applied, not overwritten.
      const skus = withPendingChanges(account, pending());
      if (state().user.token) store.dispatch(wishlistSynced(listOf(skus, state().wishlist.items, fetched)));
    });
  };

  const mergeAtLoginFlow = (device: string[]) => {
    syncedFor = state().user.token;
    void serial(async () => {
      const account = await accountSkus();
      const { skus, upload } = mergeAtLogin(device, account);
      if (upload.length) store.dispatch(wishlistUploadRecorded(upload));
      const fetched = await productsFor(skus, state().wishlist.items);
      const merged = withPendingChanges(skus, pending());
      if (state().user.token) store.dispatch(wishlistSynced(listOf(merged, state().wishlist.items, fetched)));
    });
    return reconcile();
  };

  const changed = (api: { getState: () => RootState }) => {
    if (api.getState().wishlist.forAccount) void reconcile();
  };
  const stops = [
    startAppListening({ actionCreator: wishlistItemAdded, effect: (_a, api) => changed(api) }),
    startAppListening({ actionCreator: wishlistItemRemoved, effect: (_a, api) => changed(api) }),
    startAppListening({ actionCreator: wishlistCleared, effect: (_a, api) => changed(api) }),
    startAppListening({
      actionCreator: userLoggedIn,
      effect: (_action, api) => {
        // A guest signing in brings the device's list; a token replaced (another tab) is a refresh.
        const before = api.getOriginalState();
        void (before.user.token ? refresh() : mergeAtLoginFlow(before.wishlist.items.map((i) => i.sku)));
      },
    }),
    startAppListening({
      actionCreator: profileLoaded,
      effect: () => {
        if (state().user.token && syncedFor !== state().user.token) void refresh();
      },
    }),
    startAppListening({ actionCreator: wentOnline, effect: () => void refresh() }),
    startAppListening({
      actionCreator: userLoggedOut,
      effect: () => {
        syncedFor = null;
        // The list leaves the device with the account (spec 001 §4); unsent changes cannot be sent any more.
        void serial(async () => {
          for (const task of await listTasks(WISHLIST_TASK)) await deleteTask(task.task_id);
        });
      },
    }),
  ];
  // Answers older than a week are of no use any more (no page waits that long to settle).
  void serial(async () => {
    const old = Date.now() - KEEP_ANSWERED_MS;
    for (const t of await listTasks(WISHLIST_TASK)) if (t.acknowledged && Date.parse(t.updated_at) < old) await deleteTask(t.task_id);
  });
  if (state().wishlist.forAccount) void reconcile();
  if (state().user.token) void refresh();
  return () => stops.forEach((stop) => stop());
}
