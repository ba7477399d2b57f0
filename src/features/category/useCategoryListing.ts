import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchQueryBody } from '../../api/catalog';
import type { Product } from '../../domain/types';
import { fetchPage, listingKey, takeEarlyListing as takeEarly, type Listing } from './listingPrefetch';
import { recall, remember } from './useRemembered';

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
