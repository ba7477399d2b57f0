/**
 * Whether a product can go into the cart straight from a product list (a tile's add-to-cart), or
 * needs its page first: a configurable product needs a variant, a bundle or grouped product its
 * picks, and any product with a required custom option its value (the cart refuses it without).
 */
import type { Product } from './types.ts';

const DIRECT_TYPES: ReadonlySet<Product['type_id']> = new Set(['simple', 'virtual']);

export function addsFromList(product: Pick<Product, 'type_id' | 'custom_options'>): boolean {
  return DIRECT_TYPES.has(product.type_id) && !(product.custom_options ?? []).some((o) => o.is_require);
}
