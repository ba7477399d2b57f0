/**
 * searchCatalog's offline side (issue 10), one lazy chunk: every product the page receives from the
 * catalogue (listings, product pages, search results, home blocks) is kept for the offline search,
 * once searchCatalog's own cache write has gone (after the first page's pictures); and a search the
 * cache cannot answer offline is answered here. The search itself (search.ts, and the search library
 * behind it) is a further chunk, loaded by the first offline search only: keeping what is seen needs
 * neither, and a first visit only keeps (issue 15).
 */
import { currentStoreView } from '../../lib/config';
import { keptProduct } from '../../domain/keptProduct';
import type { Product } from '../../domain/types';
import type { CatalogEntity, SearchQueryBody, SearchResult } from '../catalog';
import { putSeenProducts, type SeenProduct } from './productStore';

type SearchModule = typeof import('./search');
/** The search chunk, once an offline search loaded it: from then on, products seen join its indexes. */
let search: SearchModule | null = null;

export async function keepSeen(entity: string, items: unknown[]): Promise<void> {
  if (entity !== 'product') return;
  const index = currentStoreView().index;
  const seenAt = Date.now();
  const records = (items as Product[])
    .filter((p) => p && p.id != null && typeof p.name === 'string')
    .map((p): SeenProduct => ({ index, id: p.id, product: keptProduct(p), seenAt }));
  if (!records.length) return;
  search?.addToBuiltIndexes(records);
  // A full or broken IndexedDB costs the offline search, never the page.
  await putSeenProducts(records).catch((err: unknown) => console.error('[offline search] could not keep seen products', err));
}

/** A text search for products: the device's index; anything else: empty, flagged offline (spec 001 §8). */
export async function answerOffline<T>(entity: CatalogEntity, query: SearchQueryBody, size: number, from: number): Promise<SearchResult<T>> {
  if (entity === 'product' && query._searchText) {
    try {
      search ??= await import('./search');
      return await search.searchSeenProducts<T>(query, size, from);
    } catch (err) {
      // The search chunk could not load: nothing found, as when the device index is not available.
      console.error('[offline search] the search code could not load', err);
    }
  }
  return { items: [], total: 0, start: from, perPage: size, aggregations: {}, cache: false, offline: true, noresults: true };
}
