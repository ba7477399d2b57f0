import { filter, searchCatalog } from '../../api/catalog';
import type { AsyncState } from '../../components/useAsync';
import type { Attribute, Category } from '../../domain/types';
import { loadVisibleAttributes } from '../catalog/useAttributes';
import { loadAllCategories } from '../catalog/useCategories';
import { categoryProductsQuery, descendantIds } from './categoryQuery';
import { filterFields } from './filterGroups';
import { prefetchListing } from './useCategoryListing';
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

const early = new Map<string, Promise<CategoryLookup>>();

/**
 * Called by main.tsx when the first page is a category: the three lookups the page needs before it
 * can ask for its products start while the app is still starting, in parallel, instead of one after
 * the other once the page has rendered (slug → categories and attributes → products → images).
 */
export function prefetchCategory(slug: string): void {
  const lookup = loadCategory(slug);
  lookup.catch(() => undefined); // the page that takes it reports failures
  early.set(slug, lookup);
  // Then the default listing (no filters or sort in the URL), with the very query CategoryView builds.
  Promise.all([lookup, loadAllCategories(), loadVisibleAttributes()])
    .then(([{ category }, all, attributes]) => {
      if (category && !location.search) prefetchListing(categoryProductsQuery(descendantIds(category, all), '', [], filterFields(attributes)));
    })
    .catch(() => undefined);
}

/** The category by slug, remembered for the session (so going back renders at once). */
export function useCategoryBySlug(slug: string | null): AsyncState<CategoryLookup> {
  return useRemembered(
    slug === null ? null : `category:${slug}`,
    () => takeEarly(slug!),
    (r) => Boolean(r.category),
  );
}

/** A lookup started early is used once; later visits ask again. */
function takeEarly(slug: string): Promise<CategoryLookup> {
  const started = early.get(slug);
  early.delete(slug);
  return started ?? loadCategory(slug);
}

/** Every active category (for descendants, breadcrumbs and subcategories), remembered. */
export function useAllCategories(): AsyncState<Category[]> {
  return useRemembered('categories', loadAllCategories, (list) => list.length > 0);
}

/** The visible attributes (filter labels and options), remembered. */
export function useFilterAttributes(): AsyncState<Attribute[]> {
  return useRemembered('attributes', loadVisibleAttributes, (list) => list.length > 0);
}
