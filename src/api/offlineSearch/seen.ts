/**
 * searchCatalog's offline side (issue 10), one lazy chunk (the search library is a further one, loaded
 * only for an offline search): every product the page receives from the catalogue (listings, product
 * pages, search results, home blocks) is kept for the offline search, once searchCatalog's own cache
 * write has gone (after the first page's pictures); and a search the cache cannot answer offline is
 * answered here.
 */
import { currentStoreView } from '../../lib/config';
import { keptProduct } from '../../domain/offlineSearch';
import type { Product } from '../../domain/types';
import type { CatalogEntity, SearchQueryBody, SearchResult } from '../catalog';
import { putSeenProducts, type SeenProduct } from './productStore';
import { addToBuiltIndexes, searchSeenProducts } from './search';

export async function keepSeen(entity: string, items: unknown[]): Promise<void> {
  if (entity !== 'product') return;
  const index = currentStoreView().index;
  const seenAt = Date.now();
  const records = (items as Product[])
    .filter((p) => p && p.id != null && typeof p.name === 'string')
    .map((p): SeenProduct => ({ index, id: p.id, product: keptProduct(p), seenAt }));
  if (!records.length) return;
  addToBuiltIndexes(records);
  // A full or broken IndexedDB costs the offline search, never the page.
  await putSeenProducts(records).catch((err: unknown) => console.error('[offline search] could not keep seen products', err));
}

/** A text search for products: the device's index; anything else: empty, flagged offline (spec 001 §8). */
export async function answerOffline<T>(entity: CatalogEntity, query: SearchQueryBody, size: number, from: number): Promise<SearchResult<T>> {
  if (entity === 'product' && query._searchText) return searchSeenProducts<T>(query, size, from);
  return { items: [], total: 0, start: from, perPage: size, aggregations: {}, cache: false, offline: true, noresults: true };
}
