import { searchCatalog, type SearchQueryBody } from '../../api/catalog';
import { preloadImages } from '../../components/preloadImages';
import { EAGER_TILES, tileImageUrl } from '../../components/productLink';
import { LISTING_PAGE_SIZE, listingPage } from '../../domain/catalogQuery';
import type { Product } from '../../domain/types';
import { earlyRequests } from '../../lib/earlyRequests';

/** Spec 000 §9: category page size default 50. */
export const CATEGORY_PAGE_SIZE = LISTING_PAGE_SIZE;

export interface Listing {
  items: Product[];
  total: number;
  aggregations: Record<string, unknown>;
  offline: boolean;
  /** Offline, from the products this device has seen (search results only). */
  local?: boolean;
}

export const listingKey = (query: SearchQueryBody) => `listing:${JSON.stringify(query)}`;

/** One page of tiles (category or search results): the tiles' fields only, not whole documents. */
export async function fetchPage(query: SearchQueryBody, from: number): Promise<Listing> {
  const res = await searchCatalog<Product>('product', query, listingPage(from));
  return { items: res.items, total: res.total, aggregations: res.aggregations ?? {}, offline: Boolean(res.offline), local: res.local };
}

const early = earlyRequests();

/**
 * Called at start-up (main.tsx, categoryPrefetch) when the first page is a listing: its first page of
 * products is requested before the page chunk has loaded (the first photo is the largest paint).
 * Used once (by the first useCategoryListing of that query); later visits ask again. Apart from the
 * listing hook (useCategoryListing.ts), which only the listing pages' chunks need.
 */
export function prefetchListing(query: SearchQueryBody): void {
  const started = early.keep(listingKey(query), fetchPage(query, 0));
  // The pictures of the tiles above the fold start loading with the list, not after the page renders.
  started.then((listing) => preloadImages(listing.items.slice(0, EAGER_TILES).map((p) => tileImageUrl(p.image)))).catch(() => undefined);
}

/** The first page of a listing: the one requested at start-up if there is one (once), else asked now. */
export function takeEarlyListing(key: string, query: SearchQueryBody): Promise<Listing> {
  return early.take(key, () => fetchPage(query, 0));
}
