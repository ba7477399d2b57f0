import { filter, searchCatalog } from '../../api/catalog';
import type { Attribute } from '../../domain/types';

/**
 * The attributes marked is_comparable (their labels and option labels). searchCatalog keeps the
 * answer in IndexedDB, so once fetched (when a product is added to compare) the compare page also
 * works offline; the products themselves are kept in the compare slice.
 */
export async function loadComparableAttributes(): Promise<{ attributes: Attribute[]; offline: boolean }> {
  const res = await searchCatalog<Attribute>('attribute', { _appliedFilters: [filter('is_comparable', { in: [true] })] }, { size: 150 });
  return { attributes: res.items, offline: Boolean(res.offline && !res.cache) };
}
