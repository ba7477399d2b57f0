/**
 * The largest picture of the page a navigation asks for, preloaded with the HTML (issue 15: LCP).
 * The app stays client-rendered; index.html gets `<link rel="preload" as="image">` tags in its
 * head (server/plugins/spaIndex.ts), so the browser fetches the picture while the scripts load,
 * instead of after the app has started, asked for the data and rendered, and the same pictures in
 * its boot shell, painted before the app (pageShell.ts). The addresses are the
 * very ones the PWA's <img> elements use (src/domain/productImages.ts), from the same data:
 * - /p/<sku>/<slug>: the product's main gallery picture at the gallery size (not with a chosen
 *   child in the URL: the gallery may show the child's picture then);
 * - /c/<slug> without a query (filters or a sort change the first tiles): the pictures of the
 *   first EAGER_TILES products of the default listing, which orders by id;
 * - anything else (home: index.html has its banner; search: the results need the search first):
 *   nothing.
 * Only the default view's pages (the `ido` index): a /de or /it address gets no hint.
 * A lookup slower than LOOKUP_BUDGET_MS is not waited for: the HTML must not wait for a hint.
 */
import type { Queryable } from '../../db/index.ts';
import { EAGER_TILES, GALLERY_IMAGE, galleryImages, imagePath, TILE_IMAGE } from '../../../src/domain/productImages.ts';
import type { Product } from '../../../src/domain/types.ts';
import { findDocuments } from './searchCatalog.ts';
import { parseSearchRequest } from './searchRequest.ts';
import { DEFAULT_STORE_VIEW } from '../storeViews.ts';
import { withinBudget } from './withinBudget.ts';
import { pictureShell, preloadTags, type PageParts, type PagePicture } from './pageShell.ts';

export const LOOKUP_BUDGET_MS = 150;
const MAX_KEY = 200;

/** A path segment as the PWA's router decodes it; null when malformed or implausible. */
function segment(raw: string): string | null {
  try {
    const value = decodeURIComponent(raw);
    return value && value.length <= MAX_KEY ? value : null;
  } catch {
    return null;
  }
}

const search = (db: Queryable, type: 'product' | 'category', query: object, size: number) =>
  findDocuments(db, parseSearchRequest({ index: 'ido', type, query: { request: JSON.stringify(query), size: String(size) }, body: undefined }));
const eq = (attribute: string, value: unknown) => ({ attribute, value: { eq: value } });
const inList = (attribute: string, value: unknown[]) => ({ attribute, value: { in: value } });

async function productPictures(db: Queryable, sku: string): Promise<PagePicture[]> {
  // The query the product page sends (api/catalog lookupProductBySku).
  const { docs } = await search(db, 'product', { _appliedFilters: [eq('sku', sku)] }, 1);
  const product = docs[0] as Product | undefined;
  const first = product ? galleryImages(product)[0] : undefined;
  if (!product || !first) return [];
  // The gallery's alt text is the product's name (features/product/ProductGallery).
  const alt = typeof product.name === 'string' ? product.name : '';
  return [{ src: imagePath(first, GALLERY_IMAGE.width, GALLERY_IMAGE.height, GALLERY_IMAGE.mode), alt, kind: 'gallery' }];
}

async function categoryPictures(db: Queryable, slug: string): Promise<PagePicture[]> {
  const { docs } = await search(db, 'category', { _appliedFilters: [eq('slug', slug)] }, 1);
  const id = Number(docs[0]?.id);
  if (!Number.isInteger(id)) return [];
  // The category and its active descendants (features/category descendantIds: by their paths).
  const { rows } = await db.query<{ id: string }>(
    `select id from catalog_entity
      where store_code = $2 and entity = 'category' and (id = $1 or ($1 = any(string_to_array(doc->>'path', '/')) and coalesce(doc->>'is_active', '') <> 'false'))`,
    [String(id), DEFAULT_STORE_VIEW.storeCode],
  );
  const ids = rows.map((r) => Number(r.id)).filter(Number.isInteger);
  const listable = [inList('category_ids', ids), inList('visibility', [2, 3, 4]), inList('status', [0, 1])];
  const { docs: products } = await search(db, 'product', { _appliedFilters: listable }, EAGER_TILES);
  return products
    .map((p) => imagePath((p as Product).image, TILE_IMAGE.width, TILE_IMAGE.height, TILE_IMAGE.mode))
    .filter(Boolean)
    .map((src) => ({ src, alt: '', kind: 'tile' }));
}

/** The main pictures of the page a URL (path and query) asks for, in page order. */
export async function pagePictures(db: Queryable, url: string): Promise<PagePicture[]> {
  const [pathname, query = ''] = url.split(/\?(.*)/s);
  const product = /^\/p\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  const category = /^\/c\/([^/]+)\/?$/.exec(pathname);
  const key = segment((product ?? category)?.[1] ?? '');
  if (!key) return [];
  if (product) return productPictures(db, key);
  return query ? [] : categoryPictures(db, key);
}

/**
 * From one lookup, the `<link rel="preload">` tags for index.html's head and the same pictures in
 * its boot shell (pageShell.ts); nothing when none, on failure or past the time budget.
 */
export function pagePreloadParts(db: Queryable, budgetMs = LOOKUP_BUDGET_MS): (url: string) => Promise<PageParts> {
  return async (url) => {
    const pictures = await withinBudget(pagePictures(db, url), budgetMs, []);
    return { head: preloadTags(pictures.map((p) => p.src)), shell: pictureShell(pictures) };
  };
}
