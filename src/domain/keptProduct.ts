import type { Product } from './types';

/**
 * Long texts and galleries no search result shows (the tile, the panel and the cart need the rest):
 * left out of the copy kept on the device, which holds thousands of products.
 */
const NOT_KEPT = ['description', 'short_description', 'meta_description', 'meta_keyword', 'meta_title', 'media_gallery'];

export function keptProduct(product: Product): Product {
  const copy: Record<string, unknown> = { ...product };
  for (const key of NOT_KEPT) delete copy[key];
  return copy as unknown as Product;
}
