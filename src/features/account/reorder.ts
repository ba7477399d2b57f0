import { filter, getProductBySku, searchCatalog } from '../../api/catalog';
import type { Product } from '../../domain/types';
import { configureProduct } from '../../domain/variant';
import { addToCart } from '../cart/cartThunks';
import type { AppThunk } from '../cart/syncCart';
import { notificationShown } from '../notifications/notificationsSlice';
import { visibleItems, type Order } from './orderTypes';

/** The product to put in the cart for an ordered sku: the product itself, or the configurable whose child it is. */
export async function productForSku(sku: string): Promise<Product | null> {
  const direct = await getProductBySku(sku);
  if (direct) return direct;
  const res = await searchCatalog<Product>('product', { _appliedFilters: [filter('configurable_children.sku', { eq: sku })] }, { size: 1 });
  const parent = res.items[0];
  const child = parent?.configurable_children?.find((c) => c.sku === sku);
  return parent && child ? configureProduct(parent, child) : null;
}

/**
 * Reorder: every line of the order goes into the cart through the cart's own addToCart (which checks
 * stock and price and syncs with the server). Lines whose product is gone are reported, not dropped silently.
 */
export const reorder =
  (order: Order): AppThunk<Promise<{ added: number; missing: string[] }>> =>
  async (dispatch) => {
    let added = 0;
    const missing: string[] = [];
    for (const line of visibleItems(order)) {
      const product = await productForSku(line.sku).catch(() => null);
      if (!product) {
        missing.push(line.name);
        continue;
      }
      const res = await dispatch(addToCart(product, Math.max(1, Math.round(Number(line.qty_ordered) || 1))));
      added += res.added;
    }
    if (missing.length) {
      dispatch(
        notificationShown({
          type: 'warning',
          message: 'account.reorder.missing',
          messageParams: { names: missing.join(', ') },
          action1: { label: 'account.ok' },
        }),
      );
    }
    return { added, missing };
  };
