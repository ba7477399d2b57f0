import { getProductBySku } from '../../api/catalog';
import { preloadImages } from '../../components/preloadImages';
import { galleryImages, galleryImageUrl } from '../../components/productLink';
import type { Product } from '../../domain/types';

const early = new Map<string, Promise<Product | null>>();

/**
 * Called by main.tsx when the first page is a product: the product is requested while the app and
 * the page chunk are still loading, not after the page has rendered (its photo is the largest paint).
 */
export function prefetchProductBySku(sku: string): void {
  const started = getProductBySku(sku);
  // The photo starts loading once the product is known, while the page chunk may still be on its way.
  started.then((product) => product && preloadImages([galleryImageUrl(galleryImages(product)[0])])).catch(() => undefined);
  early.set(sku, started);
}

/** The product by SKU: an early request is used once; later visits ask again. */
export function takeProductBySku(sku: string): Promise<Product | null> {
  const started = early.get(sku);
  early.delete(sku);
  return started ?? getProductBySku(sku);
}
