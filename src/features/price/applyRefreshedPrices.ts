import type { CartItem } from '../../domain/cartItem';
import type { RefreshedPrice } from './renderList';

/**
 * Lines whose price is the product's own price: a bundle or custom-option line costs more than its
 * sku's price, so render-list cannot refresh it (its price is set again by the server's totals).
 */
export function isRefreshable(item: CartItem): boolean {
  const ext = item.product_option?.extension_attributes;
  const has = (v: unknown) => (Array.isArray(v) ? v.length > 0 : Boolean(v && typeof v === 'object' && Object.keys(v).length));
  return !has(ext?.bundle_options) && !has(ext?.custom_options);
}

/**
 * Spec 000 §4: refreshed prices set price_is_current and price_refreshed_at; an asked-for line the
 * platform did not price (no longer sold) is marked not current. Other lines are left alone.
 */
export function applyRefreshedPrices(items: CartItem[], asked: readonly string[], prices: readonly RefreshedPrice[], at: string): void {
  const bySku = new Map(prices.map((p) => [p.sku, p]));
  for (const item of items) {
    if (!asked.includes(item.sku) || !isRefreshable(item)) continue;
    const p = bySku.get(item.sku);
    if (!p) {
      item.price_is_current = false;
      continue;
    }
    item.price = p.price;
    item.price_incl_tax = p.price_incl_tax;
    item.original_price_incl_tax = p.original_price_incl_tax;
    item.special_price = p.special_price;
    item.price_is_current = true;
    item.price_refreshed_at = at;
  }
}
