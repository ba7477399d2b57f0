/**
 * The answer to a text search while offline that was not made before (issue 10): the products this
 * device has seen, searched with the server's rules, flagged `local` ("from this device"). The index
 * is built from IndexedDB on the first such search of a tab and then follows the products seen.
 */
import { currentStoreView } from '../../lib/config';
import type { SimpleFilter } from '../../domain/offlineSearch';
import type { Product } from '../../domain/types';
import type { SearchQueryBody, SearchResult } from '../catalog';
import { addToIndex, loadLocalIndex, queryIndex, type LocalIndex } from './localIndex';
import { clearSeenProducts, seenProducts, type SeenProduct } from './productStore';

/** This tab's index per store view's catalogue index, once an offline search asked for it. */
const built = new Map<string, Promise<LocalIndex>>();

function indexOf(catalogIndex: string): Promise<LocalIndex> {
  let local = built.get(catalogIndex);
  if (!local) {
    local = seenProducts(catalogIndex).then((records) => loadLocalIndex(records.map((r) => r.product)));
    local.catch(() => built.delete(catalogIndex));
    built.set(catalogIndex, local);
  }
  return local;
}

/** Products just seen join the indexes already built (the stored copy is written beside). */
export function addToBuiltIndexes(records: SeenProduct[]): void {
  for (const [catalogIndex, local] of built) {
    const products = records.filter((r) => r.index === catalogIndex).map((r) => r.product);
    if (products.length) void local.then((index) => addToIndex(index, products)).catch(() => undefined);
  }
}

export async function searchSeenProducts<T>(query: SearchQueryBody, size: number, from: number): Promise<SearchResult<T>> {
  let items: Product[] = [];
  try {
    const local = await indexOf(currentStoreView().index);
    items = queryIndex(local, { text: query._searchText ?? '', filters: query._appliedFilters as SimpleFilter[] });
  } catch (err) {
    // No IndexedDB (private mode, quota, a broken store) or the search code could not load: nothing found.
    console.error('[offline search] the device index is not available', err);
  }
  return {
    items: items.slice(from, from + size) as T[],
    total: items.length,
    start: from,
    perPage: size,
    aggregations: {},
    cache: false,
    offline: true,
    noresults: items.length === 0,
    local: true,
  };
}

/** Forgets every product seen, stored and in this tab's index (storage pressure, tests). */
export async function forgetSeenProducts(): Promise<void> {
  built.clear();
  await clearSeenProducts();
}
