import { useCallback, useEffect, useRef, useState } from 'react';
import { searchCatalog } from '../../api/catalog';
import type { Product } from '../../domain/types';
import { CATEGORY_PAGE_SIZE, categoryProductsQuery, type SortValue } from './categoryQuery';

export interface CategoryProducts {
  items: Product[];
  total: number;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  offline: boolean;
  loadMore: () => void;
}

interface Listing {
  items: Product[];
  total: number;
  offline: boolean;
}

/**
 * Spec 000 §2: going back restores the number of products already loaded, so the last listings
 * are kept in memory for the session (the scroll position then has something to land on).
 */
const recent = new Map<string, Listing>();
function remember(key: string, listing: Listing) {
  recent.delete(key);
  recent.set(key, listing);
  if (recent.size > 10) recent.delete(recent.keys().next().value as string);
}

async function fetchPage(ids: number[], sort: SortValue, from: number): Promise<Listing> {
  const res = await searchCatalog<Product>('product', categoryProductsQuery(ids, sort), { size: CATEGORY_PAGE_SIZE, from });
  return { items: res.items, total: res.total, offline: Boolean(res.offline) };
}

/** The product list of a category (and its descendants), 50 a page, with "load more". */
export function useCategoryProducts(ids: number[] | null, sort: SortValue): CategoryProducts {
  const key = ids ? `${ids.join(',')}|${sort}` : null;
  const [state, setState] = useState<{ key: string | null; listing: Listing | null; status: CategoryProducts['status'] }>({
    key: null,
    listing: null,
    status: 'loading',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useRef(key);
  live.current = key;

  useEffect(() => {
    if (!key || !ids) return;
    const cached = recent.get(key);
    if (cached) {
      setState({ key, listing: cached, status: 'ready' });
      return;
    }
    fetchPage(ids, sort, 0).then(
      (listing) => {
        if (live.current !== key) return;
        if (!listing.offline) remember(key, listing);
        setState({ key, listing, status: 'ready' });
      },
      () => live.current === key && setState({ key, listing: null, status: 'error' }),
    );
    // ids and sort are encoded in key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = state.key === key ? state : { listing: null, status: 'loading' as const };
  const listing = current.listing;

  const loadMore = useCallback(() => {
    if (!key || !ids || !listing || loadingMore) return;
    setLoadingMore(true);
    fetchPage(ids, sort, listing.items.length)
      .then((page) => {
        if (live.current !== key) return;
        const merged = { ...listing, items: [...listing.items, ...page.items], total: page.offline ? listing.total : page.total };
        remember(key, merged);
        setState({ key, listing: merged, status: 'ready' });
      })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [key, ids, sort, listing, loadingMore]);

  return {
    items: listing?.items ?? [],
    total: listing?.total ?? 0,
    status: current.status,
    loadingMore,
    offline: listing?.offline ?? false,
    loadMore,
  };
}
