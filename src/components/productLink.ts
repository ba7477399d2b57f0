import type { Product } from '../domain/types';
import { apiUrl } from '../api/http';
import { GALLERY_IMAGE, imagePath, TILE_IMAGE } from '../domain/productImages';

/** Spec 001 §2: /p/{parentSku}/{slug}; a configurable's chosen child adds /{childSku}. */
export function productPath(product: Pick<Product, 'sku' | 'parentSku' | 'slug' | 'url_key'>, childSku?: string): string {
  const base = `/p/${encodeURIComponent(product.parentSku || product.sku)}/${product.slug || product.url_key}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

/** The image resizer of the API (spec 000 §9 sizes: thumbnail 310×300, cart 150×150, gallery 600×744). */
export function imageUrl(path: string | undefined, width: number, height: number, mode: 'resize' | 'fit' | 'crop' = 'resize'): string {
  return path ? apiUrl(imagePath(path, width, height, mode)) : '';
}

/** A tile's picture and the product page's main photo: one URL each, so a preloaded picture is reused. */
export const tileImageUrl = (path: string | undefined) => imageUrl(path, TILE_IMAGE.width, TILE_IMAGE.height, TILE_IMAGE.mode);
export const galleryImageUrl = (path: string | undefined) => imageUrl(path, GALLERY_IMAGE.width, GALLERY_IMAGE.height, GALLERY_IMAGE.mode);
export { EAGER_TILES, galleryImages } from '../domain/productImages';

/** The tile's prices (src/domain/price.ts: the same rule as the product page's struck price). */
export { displayPrices } from '../domain/price';
