/**
 * Executes a merge plan (src/domain/cartMerge.ts) against the server and the store. Each push
 * re-reads the line from the store, so a quantity changed while requests were on their way is
 * what gets sent (the next sync sees the difference through the hash).
 */
import { ApiError } from '../../api/http';
import { itemsEqual, type CartItem } from '../../domain/cartItem';
import { isLineMissingText } from '../../domain/cartLineMissing';
import type { MergePlan, ServerLine } from '../../domain/cartMerge';
import { notificationShown } from '../notifications/notificationsSlice';
import { deleteServerItem, updateServerItem } from './cartApi';
import { serverOnlyLine } from './serverOnlyLine';
import { itemAdded, itemQtyUpdated, itemRemoved, itemSyncFailed, itemSynced, type CartItemRef } from './cartSlice';
import type { AppThunk } from './syncCart';

type Dispatch = Parameters<AppThunk>[0];
type GetState = Parameters<AppThunk>[1];

export const refOf = (item: CartItem): CartItemRef => ({ sku: item.sku, checksum: item.checksum, product_option: item.product_option });

/**
 * The cart is there but not the line: it was deleted already, e.g. by a page that went away before
 * the answer came (issue 10: a removal followed at once by a reload). Not a lost cart.
 */
export const isLineMissing = (e: ApiError) => e.code === 404 && isLineMissingText(e.message);

/**
 * No usable answer came back (code 0: a body cut off, e.g. by the page going away mid-request, or
 * not JSON): like a network failure, it says nothing about the change, so nothing is undone.
 */
export const isNoAnswer = (e: ApiError) => e.code === 0;

/** The server said the cart does not exist (any more), or the caller may not use it. */
export const isCartGone = (e: ApiError) => !isLineMissing(e) && (e.code === 404 || e.code === 401 || /no such entity|cart.*not found/i.test(e.message));

/** A line only the server has: from the catalogue when it knows the sku, else from the server's own data. */
function lineFor(si: ServerLine, cartId: string): Promise<CartItem> {
  const ids = { server_item_id: si.item_id, server_cart_id: String(si.quote_id ?? cartId), prev_qty: si.qty };
  return serverOnlyLine(si, ids, si.product_option ? { product_option: si.product_option } : {});
}

async function push(dispatch: Dispatch, getState: GetState, token: string, snapshot: CartItem, serverLine?: ServerLine): Promise<void> {
  const item = getState().cart.cartItems.find((i) => itemsEqual(i, refOf(snapshot)));
  if (!item) return;
  const sentQty = item.qty;
  // The plan comes from a fresh pull: a line it did not find there has no server line any more (its
  // old id would be refused), so it is sent as a new one.
  const itemId = serverLine?.item_id;
  try {
    const saved = await updateServerItem(token, {
      sku: item.sku,
      qty: sentQty,
      product_option: item.product_option,
      ...(itemId !== undefined ? { item_id: itemId } : {}),
    });
    dispatch(itemSynced({ item: refOf(item), server_item_id: saved.item_id, server_cart_id: String(saved.quote_id ?? token), syncedQty: sentQty }));
  } catch (e) {
    if (!(e instanceof ApiError) || isCartGone(e) || isNoAnswer(e)) throw e;
    // Spec 000 §4: the previous quantity comes back, or the new line goes; the server's reason is shown.
    dispatch(itemSyncFailed(refOf(item)));
    dispatch(notificationShown({ type: 'error', message: e.message, action1: { label: 'cart.ok' } }));
  }
}

export async function runMergePlan(dispatch: Dispatch, getState: GetState, token: string, plan: MergePlan): Promise<void> {
  for (const step of plan.steps) {
    // The cart left that server cart meanwhile (a logout, a login, another tab's cart taken): the
    // rest of the plan is about a cart this one no longer is (a customer's lines must not come back).
    if (getState().cart.cartServerToken !== token) return;
    switch (step.kind) {
      case 'pushToServer':
        await push(dispatch, getState, token, step.item, step.serverLine);
        break;
      case 'removeLocal':
        dispatch(itemRemoved({ sku: step.item.sku, checksum: step.item.checksum, product_option: step.item.product_option }));
        break;
      case 'takeServerQty':
      case 'linkIds': {
        // takeServerQty: the line first gets the server's quantity; both then record the server's ids.
        const { item_id, quote_id, qty } = step.serverLine;
        if (step.kind === 'takeServerQty') dispatch(itemQtyUpdated({ item: refOf(step.item), qty }));
        dispatch(itemSynced({ item: refOf(step.item), server_item_id: item_id, server_cart_id: String(quote_id ?? token), syncedQty: qty }));
        break;
      }
      case 'deleteOnServer':
        await deleteServerItem(token, { sku: step.serverLine.sku, item_id: step.serverLine.item_id });
        break;
      case 'addLocal': {
        // Removed here while the pull was on its way: its delete is pending, do not bring it back.
        if (getState().cart.pendingDeletes.some((d) => d.item_id === step.serverLine.item_id)) break;
        const line = await lineFor(step.serverLine, token);
        // Added here meanwhile: adding would sum both quantities.
        if (!getState().cart.cartItems.some((i) => itemsEqual(i, line))) dispatch(itemAdded(line));
        break;
      }
    }
  }
}
