/**
 * The cart's server synchronisation (spec 000 §4 Cart lifecycle, vsf1-behaviour §1.7–§1.9): delete
 * the lines removed here, create a cart when there are lines but no token, pull the server's lines
 * and merge them with ours (src/domain/cartMerge.ts), then pull the totals.
 *
 * Runs are serialised per store: fast repeated clicks queue behind the running sync instead of
 * racing it, so a line is never created twice on the server (VSF1 #2639, #4195, #4690).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { ApiError } from '../../api/http';
import { withQueueLock } from '../../api/queue/queueLock';
import { config, viewScoped } from '../../lib/config';
import { cartIntent, cartItemsHash } from '../../domain/cartItem';
import { planCartMerge } from '../../domain/cartMerge';
import { selectIsUserInCheckout } from '../checkout/checkoutSlice';
import { createBypassGuestCart, createGuestCart, deleteServerItem, pullServerCart } from './cartApi';
import { isCartGone, isNoAnswer, runMergePlan } from './cartMergeRun';
import { requestCartTotals } from './cartTotalsRequest';
import { forgetSharedCart, oneCartForAllTabs } from './sharedCartCreation';
import { cartSyncDisabled, itemsSynced, serverCartLost, serverItemDeleted, serverTokenSet, totalsReceived, type CartState } from './cartSlice';

export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
type Dispatch = Parameters<AppThunk>[0];
type GetState = () => RootState;

export interface SyncOptions {
  /** The client's cart wins (user actions, back online); the shopper in checkout forces it too. */
  forceClientState?: boolean;
  /** Pull the totals even when nothing changed (opening the mini cart). */
  forceTotals?: boolean;
  /** Compare only (config cart.serverMergeByDefault false at load). */
  dryRun?: boolean;
}

/** Spec 000 §4: needed when the hash is empty or changed, or there was no sync yet; totals likewise. */
export function syncRequired(cart: CartState): { items: boolean; totals: boolean } {
  const hashStale = !cart.cartItemsHash || cart.cartItemsHash !== cartItemsHash(cart.cartItems, cart.cartServerToken);
  const hasCart = cart.cartItems.length > 0 || cart.cartServerToken !== '';
  return {
    items: cart.pendingDeletes.length > 0 || (hasCart && (hashStale || !cart.lastSyncAt)),
    totals: cart.cartItems.length > 0 && (hashStale || !cart.lastTotalsSyncAt),
  };
}

export function needsSync(cart: CartState): boolean {
  const r = syncRequired(cart);
  return r.items || r.totals;
}

async function deletePending(dispatch: Dispatch, getState: GetState, token: string): Promise<void> {
  for (const del of getState().cart.pendingDeletes) {
    try {
      await deleteServerItem(token, del);
    } catch (e) {
      if (!(e instanceof ApiError) || isCartGone(e) || isNoAnswer(e)) throw e;
      // Any other refusal: the line is gone or will be dropped by the server; do not retry forever.
    }
    dispatch(serverItemDeleted(del.item_id));
  }
}

async function runSync(dispatch: Dispatch, getState: GetState, opts: SyncOptions, asGuest = false): Promise<void> {
  const { cart, ui } = getState();
  if (!ui.online || cart.syncDisabled) return;
  const required = syncRequired(cart);
  if (!required.items && !required.totals && !opts.forceTotals) return;
  try {
    let token = cart.cartServerToken;
    if (!token) {
      if (!cart.cartItems.length) return;
      // Another tab may be making the device's cart right now: both tabs end with that one cart.
      const kind = asGuest || !getState().user.token ? 'guest' : 'customer';
      token = await oneCartForAllTabs(
        kind,
        () => getState().cart.cartServerToken,
        () => (asGuest ? createBypassGuestCart() : createGuestCart()),
      );
      // Logged out while the customer's cart was being made: it is not this guest cart's.
      if (kind === 'customer' && !getState().user.token) return;
      if (token !== getState().cart.cartServerToken) dispatch(serverTokenSet(token));
    }
    // What the shopper wants, as this sync starts: lines and quantities changed while it runs
    // (fast repeated clicks) are not what it sends, so they must not be marked as synced.
    const wanted = cartIntent(getState().cart.cartItems);
    if (required.items) {
      await deletePending(dispatch, getState, token);
      const serverLines = await pullServerCart(token);
      const plan = planCartMerge(getState().cart.cartItems, serverLines, {
        dryRun: opts.dryRun,
        // Spec 000 §4 Orders: within 30 minutes of a checkout change the client's cart wins.
        forceClientState: opts.forceClientState || selectIsUserInCheckout(getState()),
        serverSyncCanRemoveLocalItems: config.cart.serverSyncCanRemoveLocalItems,
        serverSyncCanModifyLocalItems: config.cart.serverSyncCanModifyLocalItems,
      });
      await runMergePlan(dispatch, getState, token, plan);
      if (opts.dryRun) return;
    }
    if (getState().cart.cartItems.length && (required.totals || required.items || opts.forceTotals)) {
      const totals = await requestCartTotals(getState(), token);
      if (getState().cart.cartServerToken !== token) return;
      dispatch(totalsReceived({ totals, at: Date.now() }));
    }
    const after = getState().cart;
    if (after.cartServerToken !== token) return;
    // Changed meanwhile: leave the hash stale, so the sync queued by that change sends it.
    if (cartIntent(after.cartItems) !== wanted) return;
    dispatch(itemsSynced({ hash: cartItemsHash(after.cartItems, after.cartServerToken), at: Date.now() }));
  } catch (e) {
    // A network failure (or an answer cut off): the cart stays local and syncs when the device is back online.
    if (!(e instanceof ApiError) || isNoAnswer(e)) return;
    if (getState().cart.connectBypassCount < config.cart.maxBypassAttempts) {
      // Spec 000 §4: a 401 (or any other refusal) is retried once with a new guest cart.
      forgetSharedCart(getState().cart.cartServerToken);
      dispatch(serverCartLost());
      return runSync(dispatch, getState, opts, e.code === 401);
    }
    if (e.code === 401) dispatch(cartSyncDisabled());
    console.error('[cart] sync failed', e);
  }
}

const running = new WeakMap<GetState, Promise<void>>();
/**
 * One sync at a time across the tabs of a store view too (cartBroadcast.ts): a tab's pull then sees
 * what another tab's sync pushed, so two tabs never both add the same line (the server adds the
 * quantities up). Another view has a cart of its own, so its tabs do not wait for this one's.
 */
const SYNC_LOCK = 'storefront-cart-sync';

/**
 * The longest a sync holds the lock. Each request is given up after REQUEST_TIMEOUT_MS, but a sync
 * makes several, and a server that answers each just in time would hold the lock for minutes, with
 * every tab's sync waiting behind it. Past this the sync is given up: the lock is free, and the late run stops at
 * its next step without touching the cart (its hash stays stale, so the next sync sends it again).
 */
export const SYNC_LOCK_MAX_MS = 30_000;

class SyncGivenUp extends Error {}

function boundedSync(dispatch: Dispatch, getState: GetState, opts: SyncOptions): Promise<void> {
  let givenUp = false;
  const live = <F extends (...args: never[]) => unknown>(fn: F): F =>
    ((...args: Parameters<F>) => {
      if (givenUp) throw new SyncGivenUp();
      return fn(...args);
    }) as F;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      givenUp = true;
      console.warn('[cart] a sync got no answer in time and was given up');
      resolve();
    }, SYNC_LOCK_MAX_MS);
  });
  const run = runSync(live(dispatch), live(getState), opts).finally(() => clearTimeout(timer));
  return Promise.race([run, deadline]);
}

/** Synchronises the cart with the server; calls made while a sync runs wait for it. */
export const syncCart =
  (opts: SyncOptions = {}): AppThunk<Promise<void>> =>
  (dispatch, getState) => {
    const previous = running.get(getState) ?? Promise.resolve();
    // Named when the sync is asked for: a page's view never changes.
    const lock = viewScoped(SYNC_LOCK);
    const next = previous.then(() => withQueueLock(lock, () => boundedSync(dispatch, getState, opts)));
    running.set(getState, next);
    return next;
  };

/**
 * Runs `fn` between two syncs, never during one (session-pwa: the guest → customer cart hand-over
 * at login swaps the cart id; a sync still running with the guest id would mix the two carts).
 */
export const betweenCartSyncs =
  <R>(fn: () => Promise<R>): AppThunk<Promise<R>> =>
  (_dispatch, getState) => {
    const previous = running.get(getState) ?? Promise.resolve();
    const next = previous.then(fn);
    running.set(
      getState,
      next.then(
        () => undefined,
        () => undefined,
      ),
    );
    return next;
  };
