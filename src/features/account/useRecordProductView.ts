import { useEffect } from 'react';
import { whenPageShown } from '../../lib/startupGate';
import type { Product } from '../../domain/types';

/**
 * One line on the product page: remembers the opened product (quota errors are only logged). The
 * list's storage code is a chunk of its own, loaded once the page's photo is shown.
 */
export function useRecordProductView(product: Product | null | undefined): void {
  const sku = product?.sku;
  useEffect(() => {
    if (!product) return;
    whenPageShown()
      .then(() => import('./recentlyViewed'))
      .then(({ recordProductView }) => recordProductView(product))
      .catch((err: unknown) => console.error('[recently viewed] not saved', err));
    // Once per product opened, not on every re-render of the same product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sku]);
}
