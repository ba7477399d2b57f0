import type { Product } from '../domain/types';
import { apiUrl } from '../api/http';

/** Spec 001 §2: /p/{parentSku}/{slug}; a configurable's chosen child adds /{childSku}. */
export function productPath(product: Pick<Product, 'sku' | 'parentSku' | 'slug' | 'url_key'>, childSku?: string): string {
  const base = `/p/${encodeURIComponent(product.parentSku || product.sku)}/${product.slug || product.url_key}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

/** The image resizer of the API (spec 000 §9 sizes: thumbnail 310×300, cart 150×150, gallery 600×744). */
export function imageUrl(path: string | undefined, width: number, height: number, mode: 'resize' | 'fit' | 'crop' = 'resize'): string {
  if (!path) return '';
  return apiUrl(`/img/${width}/${height}/${mode}/${path.replace(/^\/+/, '')}`);
}

/** A tile's picture and the product page's main photo: one URL each, so a preloaded picture is reused. */
export const tileImageUrl = (path: string | undefined) => imageUrl(path, 310, 300);
// The gallery's square packshots are cut to its 600×744 frame ('crop' fills the box): 'resize' kept the
// square and left bands above and below it (issue 14).
export const galleryImageUrl = (path: string | undefined) => imageUrl(path, 600, 744, 'crop');
/** Tiles above the fold on a phone (two rows of two): their pictures load at once, with high priority. */
export const EAGER_TILES = 4;

/** The tile's prices (src/domain/price.ts: the same rule as the product page's struck price). */
export { displayPrices } from '../domain/price';

/** The product's own image first, then the rest of media_gallery, without duplicates. */
export function galleryImages(product: Product): string[] {
  const list = [
    product.image,
    ...(product.media_gallery ?? [])
      .filter((m) => m.typ !== 'video')
      .sort((a, b) => a.pos - b.pos)
      .map((m) => m.image),
  ];
  return [...new Set(list.filter((p): p is string => Boolean(p) && p !== 'no_selection'))];
}
