import { filter, searchCatalog } from '../../api/catalog';
import type { AsyncState } from '../../components/useAsync';
import type { Attribute, Category } from '../../domain/types';
import { loadVisibleAttributes } from '../catalog/useAttributes';
import { loadAllCategories } from '../catalog/useCategories';
import { useRemembered } from './useRemembered';

export interface CategoryLookup {
  category: Category | null;
  /** Nothing came back because the device is offline (and nothing was cached): not "missing". */
  offline: boolean;
}

/** Spec 000 §2: category routes accept the url-key/slug; one lookup by slug. */
async function loadCategory(slug: string): Promise<CategoryLookup> {
  const res = await searchCatalog<Category>('category', { _appliedFilters: [filter('slug', { eq: slug })] }, { size: 1 });
  return { category: res.items[0] ?? null, offline: Boolean(res.offline) && !res.items.length };
}

/** The category by slug, remembered for the session (so going back renders at once). */
export function useCategoryBySlug(slug: string | null): AsyncState<CategoryLookup> {
  return useRemembered(slug === null ? null : `category:${slug}`, () => loadCategory(slug!), (r) => Boolean(r.category));
}

/** Every active category (for descendants, breadcrumbs and subcategories), remembered. */
export function useAllCategories(): AsyncState<Category[]> {
  return useRemembered('categories', loadAllCategories, (list) => list.length > 0);
}

/** The visible attributes (filter labels and options), remembered. */
export function useFilterAttributes(): AsyncState<Attribute[]> {
  return useRemembered('attributes', loadVisibleAttributes, (list) => list.length > 0);
}
