/**
 * Every product the page receives from the catalogue (listings, product pages, search results, home
 * blocks) is kept for the offline search (issue 10). searchCatalog hands its answers here once its
 * own cache write has gone (after the first page's pictures); this chunk holds no search library.
 */
import { currentStoreView } from '../../app/config';
import { keptProduct } from '../../domain/offlineSearch';
import type { Product } from '../../domain/types';
import { putSeenProducts, type SeenProduct } from './productStore';

type Listener = (records: SeenProduct[]) => void;
const listeners = new Set<Listener>();

/** The search index of this tab, once built, takes new products as they are seen. */
export function onProductsSeen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function keepSeen(entity: string, items: unknown[]): Promise<void> {
  if (entity !== 'product') return;
  const index = currentStoreView().index;
  const seenAt = Date.now();
  const records = (items as Product[])
    .filter((p) => p && p.id != null && typeof p.name === 'string')
    .map((p): SeenProduct => ({ index, id: p.id, product: keptProduct(p), seenAt }));
  if (!records.length) return;
  for (const listener of listeners) listener(records);
  // A full or broken IndexedDB costs the offline search, never the page.
  await putSeenProducts(records).catch((err: unknown) => console.error('[offline search] could not keep seen products', err));
}
