import type { AsyncState } from '../../components/useAsync';
import type { Attribute, Category } from '../../domain/types';
import { loadVisibleAttributes } from '../catalog/useAttributes';
import { loadAllCategories } from '../catalog/useCategories';
import { takeEarlyCategory, type CategoryLookup } from './categoryPrefetch';
import { useRemembered } from './useRemembered';

export type { CategoryLookup } from './categoryPrefetch';

/** The category by slug, remembered for the session (so going back renders at once). */
export function useCategoryBySlug(slug: string | null): AsyncState<CategoryLookup> {
  return useRemembered(
    slug === null ? null : `category:${slug}`,
    () => takeEarlyCategory(slug!),
    (r) => Boolean(r.category),
  );
}

/** Every active category (for descendants, breadcrumbs and subcategories), remembered. */
export function useAllCategories(): AsyncState<Category[]> {
  return useRemembered('categories', loadAllCategories, (list) => list.length > 0);
}

/** The visible attributes (filter labels and options), remembered. */
export function useFilterAttributes(): AsyncState<Attribute[]> {
  return useRemembered('attributes', loadVisibleAttributes, (list) => list.length > 0);
}
