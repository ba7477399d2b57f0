/** Price refresh of the cart lines from the platform (spec 000 §4 "Prices are refreshed from the platform"). */
import type { AppThunk } from '../cart/syncCart';
import { itemPricesRefreshed } from '../cart/cartSlice';
import { isRefreshable } from './applyRefreshedPrices';
import { fetchRenderList, toRefreshedPrice } from './renderList';

/** Not more often than this (a reload or reconnect storm must not flood the API). */
export const MIN_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
let lastRun = 0;

/**
 * Asks render-list for the prices of every refreshable line and stores them with price_is_current
 * and price_refreshed_at. Offline, or when the call fails, nothing changes (the prices stay as they
 * were, not current). Resolves to the number of lines refreshed.
 */
export const refreshCartPrices =
  (opts: { force?: boolean; now?: () => number } = {}): AppThunk<Promise<number>> =>
  async (dispatch, getState) => {
    const now = (opts.now ?? Date.now)();
    const { cart, ui, user } = getState();
    if (!ui.online || (!opts.force && now - lastRun < MIN_REFRESH_INTERVAL_MS)) return 0;
    const skus = [...new Set(cart.cartItems.filter(isRefreshable).map((i) => i.sku))];
    if (!skus.length) return 0;
    lastRun = now;
    let items;
    try {
      items = await fetchRenderList({ skus, userGroupId: user.groupId, token: user.groupToken });
    } catch {
      return 0;
    }
    const prices = items.map(toRefreshedPrice).filter((p) => p !== null);
    dispatch(itemPricesRefreshed({ skus, prices, at: new Date(now).toISOString() }));
    return prices.length;
  };
