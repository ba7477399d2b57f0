/** The imperative cart flows (STYLE 3): add, change quantity, remove. Each ends with a server sync. */
import { config } from '../../lib/config';
import { saveStateNow } from '../../lib/savedState';
import { whenStateRestored } from '../../lib/startupGate';
import { itemsEqual, normaliseQty, stockStatus, validateForCart, type CartItem } from '../../domain/cartItem';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { addedQtyError, qtyError, type QtyError } from '../../domain/cartQty';
import { cartEntriesOf } from '../../domain/grouped';
import type { Product } from '../../domain/types';
import { NO_AVAILABLE_VARIANTS, configureProduct, findVariant, variantError } from '../../domain/variant';
import { notificationShown, type AppNotification } from '../notifications/notificationsSlice';
import { addingToCartSet, itemAdded, itemQtyUpdated, itemRemoved, type CartItemRef } from './cartSlice';
import { checkCartItemStock } from './cartStock';
import { navigateRequested } from './navigation';
import { syncCart, type AppThunk } from './syncCart';

/** Zero-price products are not sellable in this shop (spec 000 §5 "where configured"). */
const USE_ZERO_PRICE_PRODUCT = false;
/** Spec 000 §8: the added-to-cart notice lives 700 ms. */
const ADDED_TIME_TO_LIVE = 700;
/** A shopper's own change: the client's cart wins over the server's (vsf1 §1.8). */
const USER_ACTION = { forceClientState: true };

const ok = { label: 'cart.ok' };
const proceed = { label: 'cart.proceedToCheckout', action: navigateRequested('/checkout') };
const variantOpts = () => ({ listOutOfStockProducts: config.products.listOutOfStockProducts });

export interface AddToCartResult {
  added: number;
  errors: string[];
}

/** A configurable parent that was not configured gets its default child (spec: default fallback). */
function configured(product: Product): Product | string {
  if (product.type_id !== 'configurable' || product.is_configured) return product;
  const error = variantError(product, variantOpts());
  if (error) return error;
  const child = findVariant(product, {}, { ...variantOpts(), fallbackToDefault: true });
  return child ? configureProduct(product, child) : NO_AVAILABLE_VARIANTS;
}

export const addToCart =
  (product: Product, qty = 1): AppThunk<Promise<AddToCartResult>> =>
  async (dispatch, getState) => {
    // Catalogue pages paint before the saved cart is back (router.tsx): add to the restored cart.
    await whenStateRestored();
    const errors: string[] = [];
    const notify = (n: Omit<AppNotification, 'id'>) => dispatch(notificationShown(n));
    const fail = (message: string, params?: QtyError['params']) => {
      errors.push(message);
      notify({ type: 'error', message, ...(params ? { messageParams: params } : {}), action1: ok });
    };
    const invalidQty = qtyError(qty);
    const n = normaliseQty(qty);
    if (invalidQty || !n) {
      fail(invalidQty?.message ?? 'validation.qtyAboveZero', invalidQty?.params);
      return { added: 0, errors };
    }
    const entries = cartEntriesOf(product, n) ?? 'catalog.productLinkNotFound';
    if (typeof entries === 'string') {
      fail(entries);
      return { added: 0, errors };
    }
    let added = 0;
    dispatch(addingToCartSet(true));
    for (const entry of entries) {
      const p = configured(entry.product);
      if (typeof p === 'string') {
        fail(p === NO_AVAILABLE_VARIANTS ? 'catalog.noVariants' : p);
        continue;
      }
      const invalid = validateForCart(p, { useZeroPriceProduct: USE_ZERO_PRICE_PRODUCT });
      if (invalid.length) {
        for (const e of invalid) fail(e.code === 'price_unknown' ? 'cart.priceUnknown' : e.message);
        continue;
      }
      const status = stockStatus(p);
      if (status === 'out_of_stock') {
        fail('cart.outOfStock');
        continue;
      }
      if (status === 'volatile') notify({ type: 'warning', message: 'cart.volatile', action1: ok });
      const item = toCartItem(p, entry.qty);
      // The typo guard holds for the line, which the same product added again would add to.
      const tooMany = addedQtyError(getState().cart.cartItems.find((i) => itemsEqual(i, item))?.qty ?? 0, item.qty);
      if (tooMany) {
        fail(tooMany.message, tooMany.params);
        continue;
      }
      dispatch(itemAdded(item));
      // Spec 000 §4 Stock status: checked online after adding ('In stock!' or 'Out of stock!').
      void dispatch(checkCartItemStock({ sku: item.sku, checksum: item.checksum, product_option: item.product_option }));
      added += 1;
    }
    dispatch(addingToCartSet(false));
    if (added) {
      // The confirmation means the line is on this device: a page left right after it keeps the line.
      await saveStateNow();
      notify({ type: 'success', message: 'cart.added', timeToLive: ADDED_TIME_TO_LIVE, action1: ok, action2: proceed });
      void dispatch(syncCart(USER_ACTION));
    }
    return { added, errors };
  };

export const removeFromCart =
  (item: CartItemRef): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(itemRemoved(item));
    await dispatch(syncCart(USER_ACTION));
  };

/** Sets a line's quantity; 0 removes it (spec 000 §4). */
export const updateCartItemQty =
  (item: CartItem, qty: number | string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const n = normaliseQty(qty);
    if (n === null || n === item.qty) return;
    if (n === 0) return dispatch(removeFromCart(item));
    dispatch(itemQtyUpdated({ item, qty: n }));
    dispatch(notificationShown({ type: 'success', message: 'cart.qtyUpdated', action1: ok, action2: proceed }));
    await dispatch(syncCart(USER_ACTION));
  };
