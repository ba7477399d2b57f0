import { lookupProductBySku, UNREACHABLE } from '../../api/catalog';
import { preloadImages } from '../../components/preloadImages';
import { galleryImages, galleryImageUrl } from '../../components/productLink';
import type { Product } from '../../domain/types';
import { earlyRequests } from '../../lib/earlyRequests';

type Lookup = Product | null | typeof UNREACHABLE;

const early = earlyRequests();

/**
 * Called by main.tsx when the first page is a product: the product is requested while the app and
 * the page chunk are still loading, not after the page has rendered (its photo is the largest paint).
 */
export function prefetchProductBySku(sku: string): void {
  const started = early.keep(sku, lookupProductBySku(sku));
  // The photo starts loading once the product is known, while the page chunk may still be on its way.
  started.then((product) => product && product !== UNREACHABLE && preloadImages([galleryImageUrl(galleryImages(product)[0])])).catch(() => undefined);
}

/** The product by SKU (or UNREACHABLE): an early request is used once; later visits ask again. */
export function takeProductBySku(sku: string): Promise<Lookup> {
  return early.take(sku, () => lookupProductBySku(sku));
}
