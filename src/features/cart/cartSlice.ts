import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import { addItem, cartItemsHash, itemsEqual, removeItem, setItemQty, type CartItem } from '../../domain/cartItem';
import type { CartPricingTerms } from '../../domain/cartPricing';
import { applyRefreshedPrices } from '../price/applyRefreshedPrices';
import type { RefreshedPrice } from '../price/renderList';
import type { ServerCartItem, ServerTotals } from './cartApi';
import { initialCartState, type CartState, type PaymentMethod, type ShippingMethod } from './cartInitialState';

/** The identity of a line, enough for itemsEqual (sku, ids, checksum, product_option). */
export type CartItemRef = Pick<CartItem, 'sku'> & Partial<Pick<CartItem, 'server_item_id' | 'checksum' | 'product_option'>>;

export { initialCartState, type CartState, type PaymentMethod, type ShippingMethod };

/** The pricing terms our server sends with the totals; null from a backend that sends none. */
function pricingTermsOf(totals: ServerTotals): CartPricingTerms | null {
  const terms = (totals.extension_attributes as { pricing_terms?: CartPricingTerms } | undefined)?.pricing_terms;
  return terms && typeof terms === 'object' && typeof terms.vatPercent === 'number' ? terms : null;
}

function rememberServerDelete(state: CartState, item: CartItem | undefined) {
  if (item?.server_item_id !== undefined) state.pendingDeletes.push({ sku: item.sku, item_id: item.server_item_id });
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, action: PayloadAction<CartItem>) {
      state.cartItems = addItem(state.cartItems, action.payload);
    },
    itemRemoved(state, action: PayloadAction<CartItemRef>) {
      rememberServerDelete(
        state,
        state.cartItems.find((i) => itemsEqual(i, action.payload)),
      );
      state.cartItems = removeItem(state.cartItems, action.payload);
    },
    /** DEL_NONCONFIRMED (vsf1 §1.10): drops the line unless the server already holds it. */
    unconfirmedItemDeleted(state, action: PayloadAction<CartItemRef>) {
      state.cartItems = state.cartItems.filter((i) => i.server_item_id !== undefined || !itemsEqual(i, action.payload));
    },
    /** UPD_PROPS (vsf1 §1.10): the equal line, or the one with the same server id, takes the given fields. */
    itemPropsUpdated(state, action: PayloadAction<CartItemRef & Partial<CartItem>>) {
      const props = action.payload;
      const line = state.cartItems.find((i) => itemsEqual(i, props) || (props.server_item_id !== undefined && i.server_item_id === props.server_item_id));
      if (line) Object.assign(line, props);
    },
    itemQtyUpdated(state, action: PayloadAction<{ item: CartItemRef; qty: number }>) {
      const { item, qty } = action.payload;
      if (qty <= 0)
        rememberServerDelete(
          state,
          state.cartItems.find((i) => itemsEqual(i, item)),
        );
      state.cartItems = setItemQty(state.cartItems, item, qty);
    },
    /** A line reached the server: its server id and the quantity the server now holds. */
    itemSynced(state, action: PayloadAction<{ item: CartItemRef; server_item_id: number; server_cart_id: string; syncedQty: number }>) {
      const { item, server_item_id, server_cart_id, syncedQty } = action.payload;
      const line = state.cartItems.find((i) => itemsEqual(i, item));
      // Removed locally while the request was on its way: the server line must go too.
      if (!line) state.pendingDeletes.push({ sku: item.sku, item_id: server_item_id });
      else Object.assign(line, { server_item_id, server_cart_id, prev_qty: syncedQty });
    },
    /** Spec 000 §4: a failed server update restores the previous quantity, or removes a new item. */
    itemSyncFailed(state, action: PayloadAction<CartItemRef>) {
      const line = state.cartItems.find((i) => itemsEqual(i, action.payload));
      if (!line) return;
      if (line.prev_qty && line.prev_qty > 0) line.qty = line.prev_qty;
      else state.cartItems = removeItem(state.cartItems, action.payload);
    },
    /**
     * A stock check after adding (spec 000 §4): 'In stock!' or the stock error 'Out of stock!'. A
     * cart that was in sync stays in sync (vsf1 §1.10): the check is not a change to push.
     */
    itemStockChecked(state, action: PayloadAction<{ item: CartItemRef; inStock: boolean; qty?: number }>) {
      const { item, inStock, qty } = action.payload;
      const line = state.cartItems.find((i) => itemsEqual(i, item));
      if (!line) return;
      const inSync = state.cartItemsHash === cartItemsHash(current(state.cartItems), state.cartServerToken);
      const { stock: _e, ...errors } = line.errors ?? {};
      const { stock: _i, ...info } = line.info ?? {};
      line.errors = inStock ? errors : { ...errors, stock: 'cart.outOfStockShort' };
      line.info = inStock ? { ...info, stock: 'cart.inStock' } : info;
      line.is_in_stock = inStock;
      if (qty !== undefined) line.stock = { ...(line.stock ?? {}), qty, is_in_stock: inStock };
      if (inSync) state.cartItemsHash = cartItemsHash(current(state.cartItems), state.cartServerToken);
    },
    serverItemDeleted(state, action: PayloadAction<number>) {
      state.pendingDeletes = state.pendingDeletes.filter((d) => d.item_id !== action.payload);
    },
    serverTokenSet(state, action: PayloadAction<string>) {
      state.cartServerToken = action.payload;
    },
    /** The server no longer knows our cart (e.g. it was deleted): start over with a new one. */
    serverCartLost(state) {
      state.cartServerToken = '';
      state.cartItemsHash = '';
      state.pendingDeletes = [];
      state.connectBypassCount += 1;
      for (const item of state.cartItems) {
        delete item.server_item_id;
        delete item.server_cart_id;
        delete item.prev_qty;
      }
    },
    /**
     * Login (spec 001 §4, session-pwa): the guest's lines move into the customer's cart without
     * being lost or doubled. A line both sides have keeps the local quantity and takes the server
     * line's id, so the next sync updates it instead of adding it again (the old client's mergeQty
     * doubled them, #5743); lines only the server has are adopted (`adopted`, built by the caller).
     */
    customerCartAdopted(state, action: PayloadAction<{ cartId: string; serverItems: ServerCartItem[]; adopted: CartItem[] }>) {
      const { cartId, serverItems, adopted } = action.payload;
      Object.assign(state, { cartServerToken: cartId, cartItemsHash: '', pendingDeletes: [], lastTotalsSyncAt: 0 });
      const claimed = new Set<number>();
      for (const item of state.cartItems) {
        delete item.server_item_id;
        delete item.server_cart_id;
        delete item.prev_qty;
        const match = serverItems.find((si) => !claimed.has(si.item_id) && itemsEqual(item, { sku: si.sku, product_option: si.product_option }));
        if (!match) continue;
        claimed.add(match.item_id);
        Object.assign(item, { server_item_id: match.item_id, server_cart_id: cartId, prev_qty: match.qty });
      }
      for (const line of adopted) if (line.server_item_id !== undefined && !claimed.has(line.server_item_id)) state.cartItems.push(line);
    },
    /** The bypass counter is not reset here: one guest-cart fallback per page session (vsf1 §1.7). */
    itemsSynced(state, action: PayloadAction<{ hash: string; at: number }>) {
      state.cartItemsHash = action.payload.hash;
      state.lastSyncAt = action.payload.at;
    },
    addingToCartSet(state, action: PayloadAction<boolean>) {
      state.isAddingToCart = action.payload;
    },
    cartSyncDisabled(state) {
      state.syncDisabled = true;
    },
    /** Another tab of the shop changed the cart (cartBroadcast): take its lines, token and totals. */
    cartReplacedFromOtherTab(
      state,
      action: PayloadAction<
        Pick<
          CartState,
          | 'cartItems'
          | 'cartServerToken'
          | 'cartItemsHash'
          | 'lastSyncAt'
          | 'lastTotalsSyncAt'
          | 'platformTotals'
          | 'platformTotalSegments'
          | 'pricing'
          | 'pendingDeletes'
        >
      >,
    ) {
      Object.assign(state, action.payload);
    },
    totalsReceived(state, action: PayloadAction<{ totals: ServerTotals; at: number }>) {
      const { totals, at } = action.payload;
      state.platformTotals = totals;
      state.platformTotalSegments = totals.total_segments ?? null;
      state.pricing = pricingTermsOf(totals);
      state.lastTotalsSyncAt = at;
      for (const line of totals.items ?? []) {
        const item = state.cartItems.find((i) => i.server_item_id === line.item_id);
        if (item) item.totals = line as unknown as Record<string, unknown>;
      }
    },
    shippingMethodChosen(state, action: PayloadAction<ShippingMethod | null>) {
      state.shipping = action.payload;
      // The server totals no longer describe the cart: the next sync pulls them with this method.
      state.lastTotalsSyncAt = 0;
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod | null>) {
      state.payment = action.payload;
    },
    /** Spec 000 §4: prices refreshed from the platform (src/features/price, render-list). */
    itemPricesRefreshed(state, action: PayloadAction<{ skus: string[]; prices: RefreshedPrice[]; at: string }>) {
      applyRefreshedPrices(state.cartItems, action.payload.skus, action.payload.prices, action.payload.at);
    },
    /** After an order: items and token dropped locally, the server cart is not touched (spec 000 §4 Orders). */
    cartCleared() {
      return initialCartState;
    },
  },
});

export const {
  itemAdded,
  itemRemoved,
  itemQtyUpdated,
  unconfirmedItemDeleted,
  itemPropsUpdated,
  itemSynced,
  itemSyncFailed,
  serverItemDeleted,
  itemStockChecked,
  serverTokenSet,
  serverCartLost,
  customerCartAdopted,
  itemsSynced,
  cartSyncDisabled,
  addingToCartSet,
  cartReplacedFromOtherTab,
  totalsReceived,
  shippingMethodChosen,
  paymentMethodChosen,
  cartCleared,
  itemPricesRefreshed,
} = cartSlice.actions;

/** Not persisted (read by app/persist.ts): the bypass counter is per page session (vsf1 §1.7). */
export const persistBlacklist = ['connectBypassCount', 'syncDisabled', 'isAddingToCart'];

export default cartSlice.reducer;
