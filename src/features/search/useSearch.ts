import { useEffect, useState } from 'react';
import { searchCatalog } from '../../api/catalog';
import { PRODUCT_TILE_FIELDS } from '../../domain/catalogFields';
import type { Product } from '../../domain/types';
import { isSearchableTerm } from '../../domain/searchTerm';
import { normaliseTerm, PANEL_SIZE, productSearchQuery } from './searchQuery';

/** Typing pauses this long before a request goes out. */
export const DEBOUNCE_MS = 250;

export type SearchState =
  | { status: 'idle' | 'short' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; products: Product[]; total: number; offline: boolean; local?: boolean }
  | { status: 'error'; term: string };

/**
 * Results as you type: debounced, and a newer term aborts the request of the older one, so a slow
 * answer can never overwrite a newer list. searchCatalog caches by request hash in IndexedDB and
 * answers from that cache when the network is gone (flagged offline); a search not cached is answered
 * from the products this device has seen (flagged local).
 */
export function useSearch(raw: string, size = PANEL_SIZE): SearchState {
  const term = normaliseTerm(raw);
  const searchable = isSearchableTerm(term);
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading', term });
      searchCatalog<Product>('product', productSearchQuery(term), { size, signal: controller.signal, includeFields: PRODUCT_TILE_FIELDS }).then(
        (res) =>
          !controller.signal.aborted &&
          setState({ status: 'done', term, products: res.items, total: res.total, offline: Boolean(res.offline), local: res.local }),
        () => !controller.signal.aborted && setState({ status: 'error', term }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable, size]);

  if (!term) return { status: 'idle' };
  if (!searchable) return { status: 'short' };
  // Until the debounce fires for this term, the previous list stays (no flicker while typing).
  return state;
}
