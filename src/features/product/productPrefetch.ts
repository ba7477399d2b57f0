import { getProductBySku } from '../../api/catalog';
import type { Product } from '../../domain/types';

const early = new Map<string, Promise<Product | null>>();

/**
 * Called by main.tsx when the first page is a product: the product is requested while the app and
 * the page chunk are still loading, not after the page has rendered (its photo is the largest paint).
 */
export function prefetchProductBySku(sku: string): void {
  const started = getProductBySku(sku);
  started.catch(() => undefined); // the page that takes it reports failures
  early.set(sku, started);
}

/** The product by SKU: an early request is used once; later visits ask again. */
export function takeProductBySku(sku: string): Promise<Product | null> {
  const started = early.get(sku);
  early.delete(sku);
  return started ?? getProductBySku(sku);
}
