import type { Product } from '../../domain/types';

/**
 * The product as kept in a persisted list (wishlist, compare, recently viewed): everything the list
 * shows and the cart needs, offline included, minus the long texts and galleries that would bloat
 * IndexedDB (every change of a persisted slice rewrites it).
 */
export function slimProduct<T extends Partial<Product>>(product: T): T {
  const { description, media_gallery, meta_description, meta_title, ...rest } = product as Record<string, unknown>;
  void description;
  void media_gallery;
  void meta_description;
  void meta_title;
  return rest as T;
}
