/**
 * The answer to a text search while offline that was not made before (issue 10): the products this
 * device has seen, searched with the server's rules, flagged `local` ("from this device"). The index
 * is built from IndexedDB on the first such search of a tab and then follows the products seen.
 */
import { currentStoreView } from '../../app/config';
import type { SimpleFilter } from '../../domain/offlineSearch';
import type { Product } from '../../domain/types';
import type { SearchQueryBody, SearchResult } from '../catalog';
import { addToIndex, createLocalIndex, queryIndex, type LocalIndex } from './localIndex';
import { clearSeenProducts, seenProducts } from './productStore';
import { onProductsSeen } from './seen';

const built = new Map<string, Promise<LocalIndex>>();
const unsubscribe: (() => void)[] = [];

function indexOf(catalogIndex: string): Promise<LocalIndex> {
  let local = built.get(catalogIndex);
  if (!local) {
    local = seenProducts(catalogIndex).then((records) => {
      const index = createLocalIndex(records.map((r) => r.product));
      unsubscribe.push(onProductsSeen((fresh) => addToIndex(index, fresh.filter((r) => r.index === catalogIndex).map((r) => r.product))));
      return index;
    });
    local.catch(() => built.delete(catalogIndex));
    built.set(catalogIndex, local);
  }
  return local;
}

export async function searchSeenProducts<T>(query: SearchQueryBody, size: number, from: number): Promise<SearchResult<T>> {
  let items: Product[] = [];
  try {
    const local = await indexOf(currentStoreView().index);
    items = queryIndex(local, { text: query._searchText ?? '', filters: query._appliedFilters as SimpleFilter[] });
  } catch (err) {
    // No IndexedDB (private mode, quota, a broken store): the same answer as before, nothing found.
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
  unsubscribe.splice(0).forEach((stop) => stop());
  await clearSeenProducts();
}
