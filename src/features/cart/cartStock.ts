/** The stock check after adding (spec 000 §4 Stock status; GET /api/stock/check?sku=, spec 000 §7). */
import { ApiError, callApi } from '../../api/http';
import { itemsEqual } from '../../domain/cartItem';
import { stockCheckOutcome, type StockCheckResult } from '../../domain/stockCheck';
import { itemRemoved, itemStockChecked, type CartItemRef } from './cartSlice';
import type { AppThunk } from './syncCart';

/** Out-of-stock lines may stay in the cart, flagged (spec 000 §4: out-of-stock products may be added). */
const ALLOW_OUT_OF_STOCK_IN_CART = true;

async function checkStock(sku: string): Promise<StockCheckResult> {
  try {
    const res = await callApi<{ qty?: number; is_in_stock: boolean }>(`/api/stock/check?sku=${encodeURIComponent(sku)}`);
    return { code: 200, qty: res.result.qty, is_in_stock: res.result.is_in_stock };
  } catch (e) {
    // Unreachable, or no stock record for the sku: the check could not be made (ENOTFOUND).
    if (e instanceof ApiError && e.code !== 404) throw e;
    return { code: 'ENOTFOUND' };
  }
}

export const checkCartItemStock =
  (item: CartItemRef): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().ui.online) return;
    const result = await checkStock(item.sku).catch(() => ({ code: 'ENOTFOUND' }) as const);
    // Removed while the check was on its way: nothing to mark.
    if (!getState().cart.cartItems.some((i) => itemsEqual(i, item))) return;
    const outcome = stockCheckOutcome(result, { allowOutOfStockInCart: ALLOW_OUT_OF_STOCK_IN_CART, cartSync: !getState().cart.syncDisabled });
    if (outcome === 'unchanged' || result.code === 'ENOTFOUND') return;
    if (outcome === 'remove') dispatch(itemRemoved(item));
    else dispatch(itemStockChecked({ item, inStock: outcome === 'in_stock', qty: result.qty }));
  };
