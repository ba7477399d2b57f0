/**
 * The simple server synchronisation of the foundation (spec 000 §4 Cart lifecycle, simplified):
 * create a guest cart when items exist and no token, push every new or changed line, delete lines
 * removed locally, pull totals. The full merge with pull comes with the cart issue.
 *
 * Runs are serialised per store: fast repeated clicks queue behind the running sync instead of
 * racing it, so a line is never created twice on the server (a bug VSF1 shoppers hit).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { ApiError } from '../../api/http';
import { cartItemsHash, itemsEqual, type CartItem } from '../../domain/cartItem';
import { notificationShown } from '../notifications/notificationsSlice';
import { createGuestCart, deleteServerItem, updateServerItem } from './cartApi';
import { requestCartTotals } from './cartTotalsRequest';
import {
  itemSyncFailed,
  itemSynced,
  itemsSynced,
  serverCartLost,
  serverItemDeleted,
  serverTokenSet,
  totalsReceived,
  type CartItemRef,
  type CartState,
} from './cartSlice';

export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
type Dispatch = Parameters<AppThunk>[0];
type GetState = () => RootState;

const MAX_CART_RECREATIONS = 1; // spec 000 §9: cart bypass attempts 1

/** A line still has to reach the server (new, or its quantity changed since the last push). */
const isDirty = (item: CartItem) => item.server_item_id === undefined || item.qty !== item.prev_qty;

export function needsSync(cart: CartState): boolean {
  if (cart.pendingDeletes.length > 0 || cart.cartItems.some(isDirty)) return true;
  if (!cart.cartItems.length) return false;
  return !cart.lastTotalsSyncAt || cart.cartItemsHash !== cartItemsHash(cart.cartItems, cart.cartServerToken);
}

const refOf = (item: CartItem): CartItemRef => ({ sku: item.sku, checksum: item.checksum, product_option: item.product_option });

/** The server said the cart does not exist (any more). */
const isCartGone = (e: ApiError) => e.code === 404 || /no such entity|cart.*not found/i.test(e.message);

async function pushItems(dispatch: Dispatch, getState: GetState, token: string): Promise<void> {
  for (const del of getState().cart.pendingDeletes) {
    try {
      await deleteServerItem(token, del);
    } catch (e) {
      if (!(e instanceof ApiError) || isCartGone(e)) throw e;
      // Any other refusal: the line is gone or will be dropped by the server; do not retry forever.
    }
    dispatch(serverItemDeleted(del.item_id));
  }
  for (const snapshot of getState().cart.cartItems) {
    const item = getState().cart.cartItems.find((i) => itemsEqual(i, refOf(snapshot)));
    if (!item || !isDirty(item)) continue;
    const sentQty = item.qty;
    try {
      const saved = await updateServerItem(token, {
        sku: item.sku,
        qty: sentQty,
        product_option: item.product_option,
        ...(item.server_item_id !== undefined ? { item_id: item.server_item_id } : {}),
      });
      dispatch(itemSynced({ item: refOf(item), server_item_id: saved.item_id, server_cart_id: String(saved.quote_id ?? token), syncedQty: sentQty }));
    } catch (e) {
      if (!(e instanceof ApiError) || isCartGone(e)) throw e;
      dispatch(itemSyncFailed(refOf(item)));
      dispatch(notificationShown({ type: 'error', message: e.message, action1: { label: 'cart.ok' } }));
    }
  }
}

async function runSync(dispatch: Dispatch, getState: GetState): Promise<void> {
  const { cart, ui } = getState();
  if (!ui.online || !needsSync(cart)) return;
  try {
    let token = cart.cartServerToken;
    if (!token) {
      if (!cart.cartItems.length) return;
      token = await createGuestCart();
      dispatch(serverTokenSet(token));
    }
    await pushItems(dispatch, getState, token);
    if (getState().cart.cartItems.length) dispatch(totalsReceived({ totals: await requestCartTotals(getState(), token), at: Date.now() }));
    const after = getState().cart;
    dispatch(itemsSynced({ hash: cartItemsHash(after.cartItems, after.cartServerToken), at: Date.now() }));
  } catch (e) {
    if (e instanceof ApiError && isCartGone(e) && getState().cart.connectBypassCount < MAX_CART_RECREATIONS) {
      dispatch(serverCartLost());
      return runSync(dispatch, getState);
    }
    // A network failure: the cart stays local and syncs when the device is back online.
    if (!(e instanceof ApiError)) return;
    console.error('[cart] sync failed', e);
  }
}

const running = new WeakMap<GetState, Promise<void>>();

/** Synchronises the cart with the server; calls made while a sync runs wait for it. */
export const syncCart = (): AppThunk<Promise<void>> => (dispatch, getState) => {
  const previous = running.get(getState) ?? Promise.resolve();
  const next = previous.then(() => runSync(dispatch, getState));
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
