/**
 * Two tabs of the shop show the same cart (issue 4; VSF1's syncCartWhenLocalStorageChange did this
 * with `storage` events). Every cart change of this tab is sent over a BroadcastChannel; the other
 * tabs take the lines, the token, the hash and the totals without a sync of their own, so two tabs
 * never push the same change twice.
 *
 * Messages cross on the way, and the shopper may click in two tabs at the same moment: taking the
 * newest cart as it is would drop the other tab's change (the bug this module had). So each state
 * says which line changes of which tab it includes (src/domain/cartTabMerge.ts) and brings the
 * recent changes along. A state that includes everything this tab has is taken; one that lacks some
 * is answered with this tab's; two that each lack some are merged, in every tab to the same cart,
 * which is then synced (under the cross-tab sync lock), because a sync that ran on either half may
 * have sent the server a cart without the other half. Between states of the same changes the stamp
 * decides: the latest change of any kind (ids, totals), then the tab id. A tab that connects asks
 * for the current cart.
 *
 * Started once the saved state is read back (main.tsx). Tabs share the device's clock, which makes
 * the stamps comparable without a counter of their own.
 */
import type { AppStore } from '../../app/store';
import { isCustomerCartId } from '../../domain/cartId';
import { cartIntent, cartItemsHash } from '../../domain/cartItem';
import {
  compareClocks,
  lineChanges,
  mergeClocks,
  mergeLogs,
  mergePendingDeletes,
  mergeTabCarts,
  type LineChange,
  type TabCart,
  type TabClock,
} from '../../domain/cartTabMerge';
import { viewScoped } from '../../lib/config';
import { cartReplacedFromOtherTab, type CartState } from './cartSlice';

export const CART_CHANNEL = 'storefront-cart';
const DEBOUNCE_MS = 30;
/** Changes are kept long enough for any crossing of messages, a frozen tab's included, and no longer. */
const LOG = { maxAgeMs: 10 * 60_000, limit: 100 };

type Shared = Parameters<typeof cartReplacedFromOtherTab>[0];
type StoreLike = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;
const ownerOf = (store: StoreLike): CartOwner => (store.getState().user.token ? 'customer' : 'guest');

/** When anything in the cart last changed, and where. */
export interface CartStamp {
  changedAt: number;
  tab: string;
}

/** Whose cart a state is: a guest's, or the logged-in customer's (the session is shared by the view's tabs). */
export type CartOwner = 'guest' | 'customer';

export interface CartStateMessage {
  kind: 'state';
  owner: CartOwner;
  cart: Shared;
  stamp: CartStamp;
  clock: TabClock;
  log: LineChange[];
  rootedAt: number;
}

export type CartMessage = { kind: 'hello' } | CartStateMessage;

/** Negative when `a` is older than `b`, 0 for the same state, positive when newer. */
export function compareStamps(a: CartStamp, b: CartStamp): number {
  return a.changedAt - b.changedAt || (a.tab < b.tab ? -1 : a.tab > b.tab ? 1 : 0);
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

export interface CartBroadcastOptions {
  /** The channel's name: one per store view, whose tabs share their cart (another view has its own). */
  channel?: string;
  now?: () => number;
  /**
   * Runs after this tab merged another tab's changes into its cart, or took a cart its own later sync
   * may have changed on the server; by default a sync in which this cart wins.
   */
  afterMerge?: () => void;
  /**
   * The cart as the saved state gave it back (main.tsx). The shopper can change the cart before this
   * code has loaded; what differs from it is this tab's own change, told to the other tabs at once.
   */
  restored?: CartState;
}

/** Starts sharing the store's cart with the other tabs; returns the function that stops it. */
export function connectCartBroadcast(store: StoreLike, options: CartBroadcastOptions = {}): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const { channel: channelName = viewScoped(CART_CHANNEL), now = Date.now } = options;
  const afterMerge = options.afterMerge ?? (() => void import('./syncCart').then(({ syncCart }) => store.dispatch(syncCart({ forceClientState: true }))));
  const channel = new BroadcastChannel(channelName);
  const tab = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  // The saved cart read back here may hold changes no clock names: a cart with an older root is the better base.
  let mine: Omit<CartStateMessage, 'kind' | 'cart' | 'owner'> = { stamp: { changedAt: 0, tab }, clock: {}, log: [], rootedAt: now() };
  let last = options.restored ?? store.getState().cart;
  let owner = ownerOf(store);
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // changedAt 0: nothing changed here since the saved state was read, so this tab has nothing newer to tell.
  const post = () => {
    clearTimeout(timer);
    timer = undefined;
    if (mine.stamp.changedAt > 0) channel.postMessage({ kind: 'state', owner, cart: shared(store.getState().cart), ...mine } satisfies CartMessage);
  };
  const postSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(post, DEBOUNCE_MS);
  };
  const take = (next: typeof mine, cart: Shared) => {
    clearTimeout(timer);
    mine = next;
    applying = true;
    try {
      store.dispatch(cartReplacedFromOtherTab(cart));
    } finally {
      applying = false;
    }
  };
  const merge = (data: CartStateMessage) => {
    const local = shared(store.getState().cart);
    const log = mergeLogs(mine.log, data.log, { now: now(), ...LOG });
    const cartOf = (m: typeof mine, cart: Shared): TabCart => ({ items: cart.cartItems, clock: m.clock, rootedAt: m.rootedAt, tab: m.stamp.tab });
    const here = cartOf(mine, local);
    const merged = mergeTabCarts(here, cartOf(data, data.cart), log);
    const base = merged.base === here ? local : data.cart;
    // The server cart of the later change (a login in one tab swaps it), else the one either has; but a
    // customer's tab keeps the customer's cart over a guest cart whose hand-over the other tab missed.
    const byTime = compareStamps(data.stamp, mine.stamp) > 0 ? [data.cart, local] : [local, data.cart];
    const customers = owner === 'customer' && isCustomerCartId(byTime[1]!.cartServerToken) && !isCustomerCartId(byTime[0]!.cartServerToken);
    const [newer, older] = customers ? [byTime[1]!, byTime[0]!] : byTime;
    const otherCart = !!newer.cartServerToken && !!older.cartServerToken && newer.cartServerToken !== older.cartServerToken;
    // Every tab that merges the same two states writes the same stamp: they then agree without another round.
    const stamp = { changedAt: Math.max(mine.stamp.changedAt, data.stamp.changedAt) + 1, tab: merged.base.tab };
    take(
      { stamp, clock: merged.clock, log, rootedAt: merged.base.rootedAt },
      {
        ...base,
        cartItems: merged.items,
        cartServerToken: newer.cartServerToken || older.cartServerToken,
        // Deletes meant for another server cart would be sent to the wrong one.
        pendingDeletes: mergePendingDeletes(newer.pendingDeletes, otherCart ? [] : older.pendingDeletes, merged.items),
      },
    );
    postSoon();
    if (cartIntent(merged.items) !== cartIntent(local.cartItems)) afterMerge();
  };

  channel.onmessage = ({ data }: MessageEvent<CartMessage>) => {
    if (data.kind === 'hello') return postSoon();
    // A tab that has not yet followed a login or logout of another tab: its cart is not this one
    // (a customer's lines must not come back into the guest cart after a logout). It asks again
    // once it has followed.
    if ((data.owner ?? owner) !== owner) return;
    const order = compareClocks(data.clock, mine.clock);
    if (order === 'concurrent') return merge(data);
    // Between states of the same changes the stamp decides (ids, totals).
    const ahead = order === 'same' ? compareStamps(data.stamp, mine.stamp) : order === 'after' ? 1 : -1;
    // The sender is behind (its message crossed ours): it gets this tab's state.
    if (ahead < 0) return postSoon();
    if (ahead === 0) return;
    const { stamp, clock, log, rootedAt } = data;
    const local = store.getState().cart;
    // This tab synced after the sender did, maybe on a cart without some of the sender's lines (its
    // message was still on its way), and a sync in which the client wins deletes the server lines
    // it does not know. The server holds what the later sync sent: its record (hash, time) is kept
    // with the cart taken, which is synced again when it differs from what that sync sent.
    const laterSyncHere = local.lastSyncAt > data.cart.lastSyncAt;
    const cart = laterSyncHere ? { ...data.cart, cartItemsHash: local.cartItemsHash, lastSyncAt: local.lastSyncAt } : data.cart;
    take({ stamp, clock: mergeClocks(clock, mine.clock), log: mergeLogs(mine.log, log, { now: now(), ...LOG }), rootedAt }, cart);
    if (laterSyncHere && cart.cartItemsHash !== cartItemsHash(cart.cartItems, cart.cartServerToken)) afterMerge();
  };
  const noteChange = () => {
    if (ownerOf(store) !== owner) {
      owner = ownerOf(store);
      channel.postMessage({ kind: 'hello' } satisfies CartMessage);
    }
    const cart = store.getState().cart;
    if (cart === last) return;
    const previous = last;
    last = cart;
    if (applying) return;
    const at = Math.max(now(), mine.stamp.changedAt + 1);
    const changes = cartIntent(cart.cartItems) === cartIntent(previous.cartItems) ? [] : lineChanges(previous.cartItems, cart.cartItems);
    if (changes.length) {
      const seq = (mine.clock[tab] ?? 0) + 1;
      const made = changes.map(({ line: { totals: _t, ...line }, ...change }) => ({ ...change, line, tab, seq, at }));
      mine = { ...mine, clock: { ...mine.clock, [tab]: seq }, log: mergeLogs(mine.log, made, { now: at, ...LOG }) };
    }
    mine = { ...mine, stamp: { changedAt: at, tab } };
    // A shopper's change goes out at once: the sooner the other tabs hear it, the fewer syncs run on a cart without it.
    if (changes.length) post();
    else postSoon();
  };
  const unsubscribe = store.subscribe(noteChange);
  // A tab closed right after a change still tells the others (the debounce would swallow it).
  const flush = () => timer !== undefined && post();
  globalThis.addEventListener?.('pagehide', flush);
  channel.postMessage({ kind: 'hello' } satisfies CartMessage);
  noteChange();
  return () => {
    clearTimeout(timer);
    globalThis.removeEventListener?.('pagehide', flush);
    unsubscribe();
    channel.close();
  };
}
