import { filter, searchCatalog } from '../../api/catalog';
import type { Category } from '../../domain/types';
import { earlyRequests } from '../../lib/earlyRequests';
import { loadVisibleAttributes } from '../catalog/useAttributes';
import { loadAllCategories } from '../catalog/useCategories';
import { prefetchListing } from './listingPrefetch';

export interface CategoryLookup {
  category: Category | null;
  /** Nothing came back because the device is offline (and nothing was cached): not "missing". */
  offline: boolean;
}

/** Spec 000 §2: category routes accept the url-key/slug; one lookup by slug. */
export async function loadCategory(slug: string): Promise<CategoryLookup> {
  const res = await searchCatalog<Category>('category', { _appliedFilters: [filter('slug', { eq: slug })] }, { size: 1 });
  return { category: res.items[0] ?? null, offline: Boolean(res.offline) && !res.items.length };
}

const early = earlyRequests();

/**
 * Called by main.tsx when the first page is a category: the three lookups the page needs before it
 * can ask for its products start while the app is still starting, in parallel, instead of one after
 * the other once the page has rendered (slug → categories and attributes → products → images).
 * The code that builds the listing query is a lazy chunk, fetched beside the lookups (they take
 * longer), so that the entry chunk every page loads does not carry it (issue 15).
 */
export function prefetchCategory(slug: string): void {
  const lookup = early.keep(slug, loadCategory(slug));
  // Then the default listing (no filters or sort in the URL), with the very query CategoryView builds.
  Promise.all([lookup, loadAllCategories(), loadVisibleAttributes(), import('./defaultListingQuery')])
    .then(([{ category }, all, attributes, { defaultListingQuery }]) => {
      if (category && !location.search) prefetchListing(defaultListingQuery(category, all, attributes));
    })
    .catch(() => undefined);
}

/** A lookup started early is used once; later visits ask again. */
export function takeEarlyCategory(slug: string): Promise<CategoryLookup> {
  return early.take(slug, () => loadCategory(slug));
}
