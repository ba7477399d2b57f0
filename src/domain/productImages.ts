/**
 * Which picture a product shows and at which size (spec 000 §9 sizes): shared by the PWA's tiles
 * and gallery and by the server, which preloads the first page's largest picture with the HTML
 * (server/services/catalog/pagePreload.ts): both must name the very same address.
 */
import type { Product } from './types';

export const TILE_IMAGE = { width: 310, height: 300, mode: 'resize' } as const;
// The gallery's square packshots are cut to its 600×744 frame ('crop' fills the box): 'resize' kept the
// square and left bands above and below it (issue 14).
export const GALLERY_IMAGE = { width: 600, height: 744, mode: 'crop' } as const;
/** Tiles above the fold on a phone (two rows of two): their pictures load at once, with high priority. */
export const EAGER_TILES = 4;

/** The image resizer's path (the API's /img route), without the API's origin. */
export function imagePath(path: string | undefined, width: number, height: number, mode: 'resize' | 'fit' | 'crop' = 'resize'): string {
  if (!path) return '';
  return `/img/${width}/${height}/${mode}/${path.replace(/^\/+/, '')}`;
}

/** The product's own image first, then the rest of media_gallery, without duplicates. */
export function galleryImages(product: Pick<Product, 'image' | 'media_gallery'>): string[] {
  const list = [
    product.image,
    ...(Array.isArray(product.media_gallery) ? product.media_gallery : [])
      .filter((m) => m && m.typ !== 'video')
      .sort((a, b) => a.pos - b.pos)
      .map((m) => m.image),
  ];
  return [...new Set(list.filter((p): p is string => typeof p === 'string' && p !== '' && p !== 'no_selection'))];
}
