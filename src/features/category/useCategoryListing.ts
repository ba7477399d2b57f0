import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { searchCatalog, type SearchQueryBody } from '../../api/catalog';
import { preloadImages } from '../../components/preloadImages';
import { EAGER_TILES, tileImageUrl } from '../../components/productLink';
import { PRODUCT_TILE_FIELDS } from '../../domain/catalogFields';
import type { Product } from '../../domain/types';
import { CATEGORY_PAGE_SIZE } from './categoryQuery';
import { recall, remember } from './useRemembered';

export interface Listing {
  items: Product[];
  total: number;
  aggregations: Record<string, unknown>;
  offline: boolean;
  /** Offline, from the products this device has seen (search results only). */
  local?: boolean;
}

export interface CategoryListing extends Partial<Listing> {
  items: Product[];
  total: number;
  aggregations: Record<string, unknown>;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** True when this listing came from memory (a page seen before, e.g. going back). */
  restored: boolean;
  loadMore: () => void;
}

const listingKey = (query: SearchQueryBody) => `listing:${JSON.stringify(query)}`;

/** One page of tiles (category or search results): the tiles' fields only, not whole documents. */
async function fetchPage(query: SearchQueryBody, from: number): Promise<Listing> {
  const res = await searchCatalog<Product>('product', query, { size: CATEGORY_PAGE_SIZE, from, includeFields: PRODUCT_TILE_FIELDS });
  return { items: res.items, total: res.total, aggregations: res.aggregations ?? {}, offline: Boolean(res.offline), local: res.local };
}

const early = new Map<string, Promise<Listing>>();

/**
 * Called at start-up (main.tsx, useCategoryData) when the first page is a listing: its first page of
 * products is requested before the page chunk has loaded (the first photo is the largest paint).
 * Used once (by the first useCategoryListing of that query); later visits ask again.
 */
export function prefetchListing(query: SearchQueryBody): void {
  const started = fetchPage(query, 0);
  // The pictures of the tiles above the fold start loading with the list, not after the page renders.
  started.then((listing) => preloadImages(listing.items.slice(0, EAGER_TILES).map((p) => tileImageUrl(p.image)))).catch(() => undefined);
  early.set(listingKey(query), started);
}

function takeEarly(key: string, query: SearchQueryBody): Promise<Listing> {
  const started = early.get(key);
  early.delete(key);
  return started ?? fetchPage(query, 0);
}

/**
 * The products of one listing query, 50 a page, growing with loadMore. Every loaded page is kept
 * in memory by query (spec 000 §2: going back restores the number of products already loaded).
 */
export function useCategoryListing(query: SearchQueryBody | null): CategoryListing {
  const key = query ? listingKey(query) : null;
  const [state, setState] = useState(() => {
    const cached = key ? recall<Listing>(key) : undefined;
    return { key, listing: cached ?? null, status: (cached ? 'ready' : 'loading') as CategoryListing['status'], restored: Boolean(cached) };
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useRef(key);
  live.current = key;

  useEffect(() => {
    if (!key || !query) return;
    const cached = recall<Listing>(key);
    if (cached) {
      setState((s) => (s.key === key && s.listing === cached ? s : { key, listing: cached, status: 'ready', restored: true }));
      return;
    }
    setState({ key, listing: null, status: 'loading', restored: false });
    takeEarly(key, query).then(
      (listing) => {
        if (live.current !== key) return;
        // An offline answer is not kept: next time the network gets another chance.
        if (!listing.offline) remember(key, listing);
        // A transition: the tiles render in slices between which the browser may paint and take input.
        startTransition(() => setState({ key, listing, status: 'ready', restored: false }));
      },
      () => live.current === key && setState({ key, listing: null, status: 'error', restored: false }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is encoded in key.
  }, [key]);

  const current = state.key === key ? state : { listing: null, status: 'loading' as const, restored: false };
  const listing = current.listing;
  const busy = useRef(false);

  const loadMore = useCallback(() => {
    if (!key || !query || !listing || busy.current || listing.items.length >= listing.total) return;
    busy.current = true;
    setLoadingMore(true);
    fetchPage(query, listing.items.length)
      .then((page) => {
        if (live.current !== key || page.offline) return;
        const seen = new Set(listing.items.map((p) => p.sku));
        const merged: Listing = { ...listing, items: [...listing.items, ...page.items.filter((p) => !seen.has(p.sku))], total: page.total };
        remember(key, merged);
        setState({ key, listing: merged, status: 'ready', restored: false });
      })
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [key, query, listing]);

  return {
    items: listing?.items ?? [],
    total: listing?.total ?? 0,
    aggregations: listing?.aggregations ?? {},
    offline: listing?.offline ?? false,
    local: listing?.local,
    status: current.status,
    restored: current.restored,
    loadingMore,
    loadMore,
  };
}
