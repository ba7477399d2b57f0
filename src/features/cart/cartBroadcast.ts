/**
 * Two tabs of the shop show the same cart (issue 4; VSF1's syncCartWhenLocalStorageChange did this
 * with `storage` events). Every cart change of this tab is sent over a BroadcastChannel; the other
 * tabs take the lines, the token, the hash and the totals as they are, without a sync of their own,
 * so two tabs never push the same change twice.
 *
 * Messages cross on the way (a sync finishing in one tab while the shopper clicks in the other), so
 * "the last message wins" would leave the tabs apart, or bring back a quantity the shopper already
 * changed. Every state carries a stamp instead, and each tab keeps the newest one it has seen: the
 * latest shopper change first (lines and quantities), then the latest change of any kind (ids,
 * totals), then the tab id. A tab that hears an older state answers with its own, and a tab that
 * connects asks for the current one, so every open tab ends on the same cart.
 *
 * Started once the saved state is read back (main.tsx). Tabs share the device's clock, which makes
 * the stamps comparable without a counter of their own.
 */
import type { AppStore } from '../../app/store';
import { cartIntent } from '../../domain/cartItem';
import { viewScoped } from '../../lib/config';
import { cartReplacedFromOtherTab, type CartState } from './cartSlice';

export const CART_CHANNEL = 'storefront-cart';
const DEBOUNCE_MS = 30;

type Shared = Parameters<typeof cartReplacedFromOtherTab>[0];
type StoreLike = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;

/** When the shopper's lines last changed, when anything in the cart last changed, and where. */
export interface CartStamp {
  intentAt: number;
  changedAt: number;
  tab: string;
}

export type CartMessage = { kind: 'hello' } | { kind: 'state'; cart: Shared; stamp: CartStamp };

/** Negative when `a` is older than `b`, 0 for the same state, positive when newer. */
export function compareStamps(a: CartStamp, b: CartStamp): number {
  return a.intentAt - b.intentAt || a.changedAt - b.changedAt || (a.tab < b.tab ? -1 : a.tab > b.tab ? 1 : 0);
}

const shared = (cart: CartState): Shared => ({
  cartItems: cart.cartItems,
  cartServerToken: cart.cartServerToken,
  cartItemsHash: cart.cartItemsHash,
  lastSyncAt: cart.lastSyncAt,
  lastTotalsSyncAt: cart.lastTotalsSyncAt,
  platformTotals: cart.platformTotals,
  pricing: cart.pricing,
  platformTotalSegments: cart.platformTotalSegments,
  pendingDeletes: cart.pendingDeletes,
});

/** Starts sharing the store's cart with the other tabs; returns the function that stops it. */
// Tabs of the same store view share their cart; a tab of another view has its own (its own channel).
export function connectCartBroadcast(store: StoreLike, channelName = viewScoped(CART_CHANNEL), now: () => number = Date.now): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  const tab = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  // 0/0: nothing changed here since the saved state was read, so this tab has nothing newer to tell.
  let stamp: CartStamp = { intentAt: 0, changedAt: 0, tab };
  let last = store.getState().cart;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = () => {
    if (stamp.changedAt > 0) channel.postMessage({ kind: 'state', cart: shared(store.getState().cart), stamp } satisfies CartMessage);
  };
  const postSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(post, DEBOUNCE_MS);
  };

  channel.onmessage = ({ data }: MessageEvent<CartMessage>) => {
    if (data.kind === 'hello') return postSoon();
    const order = compareStamps(data.stamp, stamp);
    // The sender is behind (its message crossed ours): it gets this tab's newer state.
    if (order < 0) return postSoon();
    if (order === 0) return;
    clearTimeout(timer);
    stamp = data.stamp;
    applying = true;
    try {
      store.dispatch(cartReplacedFromOtherTab(data.cart));
    } finally {
      applying = false;
    }
  };
  const unsubscribe = store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart === last) return;
    const shopperChanged = cartIntent(cart.cartItems) !== cartIntent(last.cartItems);
    last = cart;
    if (applying) return;
    const at = Math.max(now(), stamp.changedAt + 1);
    stamp = { intentAt: shopperChanged ? at : stamp.intentAt, changedAt: at, tab };
    postSoon();
  });
  channel.postMessage({ kind: 'hello' } satisfies CartMessage);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    channel.close();
  };
}
