/**
 * Two tabs of the shop show the same cart (issue 4; VSF1's syncCartWhenLocalStorageChange did this
 * with `storage` events). Every cart change of this tab is sent over a BroadcastChannel; the other
 * tabs take the lines, the token, the hash and the totals as they are, without a sync of their own,
 * so two tabs never push the same change twice.
 *
 * Started once the saved state is read back (main.tsx), so what a new tab loads from IndexedDB is
 * never sent over the newer cart of an older tab; a state that came from another tab is not sent back.
 */
import type { AppStore } from '../../app/store';
import { cartReplacedFromOtherTab, type CartState } from './cartSlice';

export const CART_CHANNEL = 'storefront-cart';
const DEBOUNCE_MS = 30;

type Shared = Parameters<typeof cartReplacedFromOtherTab>[0];
type StoreLike = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;

const shared = (cart: CartState): Shared => ({
  cartItems: cart.cartItems,
  cartServerToken: cart.cartServerToken,
  cartItemsHash: cart.cartItemsHash,
  lastSyncAt: cart.lastSyncAt,
  lastTotalsSyncAt: cart.lastTotalsSyncAt,
  platformTotals: cart.platformTotals,
  platformTotalSegments: cart.platformTotalSegments,
  pendingDeletes: cart.pendingDeletes,
});

/** Starts sharing the store's cart with the other tabs; returns the function that stops it. */
export function connectCartBroadcast(store: StoreLike, channelName = CART_CHANNEL): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  let last = store.getState().cart;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  channel.onmessage = (event: MessageEvent<Shared>) => {
    applying = true;
    try {
      store.dispatch(cartReplacedFromOtherTab(event.data));
    } finally {
      applying = false;
    }
  };
  const unsubscribe = store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart === last) return;
    last = cart;
    if (applying) return;
    clearTimeout(timer);
    timer = setTimeout(() => channel.postMessage(shared(store.getState().cart)), DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
    channel.close();
  };
}
