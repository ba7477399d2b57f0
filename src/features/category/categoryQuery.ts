/** Pure helpers of the category page: tree walking, breadcrumbs and the product query. */
import { filter, type AppliedFilter, type SearchQueryBody } from '../../api/catalog';
import type { Category } from '../../domain/types';

// Beside the start-up request of a listing (listingPrefetch), which needs none of the rest of this file.
export { CATEGORY_PAGE_SIZE } from './listingPrefetch';
// The header's category menu needs only this one: the rest of the file stays out of the entry chunk.
export { subcategories } from './subcategories';

/** Spec 000 §9 sort options; '' is the default (position) order of the server. */
export const SORT_OPTIONS = [
  { value: '', label: 'catalog.sort.default' },
  { value: 'final_price:asc', label: 'catalog.sort.priceAsc' },
  { value: 'final_price:desc', label: 'catalog.sort.priceDesc' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export function parseSort(raw: string | null): SortValue {
  return SORT_OPTIONS.some((o) => o.value === raw) ? (raw as SortValue) : '';
}

const pathIds = (c: Pick<Category, 'path'>) =>
  String(c.path ?? '')
    .split('/')
    .map(Number)
    .filter(Boolean);

/** The category and every active descendant, from children_data or, failing that, the paths of all categories. */
export function descendantIds(category: Category, all: Category[]): number[] {
  const ids = new Set<number>([category.id]);
  const walk = (c: Category) => {
    for (const child of c.children_data ?? []) {
      ids.add(child.id);
      walk(child);
    }
  };
  walk(category);
  for (const c of all) if (c.is_active !== false && pathIds(c).includes(category.id)) ids.add(c.id);
  return [...ids];
}

/** Spec 000 §2: breadcrumbs follow the chain of parents (below the root category id 2). */
export function parentChain(category: Category, all: Category[], rootId = 2): Category[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const ids = pathIds(category).length ? pathIds(category) : (category.parent_ids ?? []);
  return ids
    .filter((id) => id !== category.id && id !== rootId && id !== 1)
    .map((id) => byId.get(id))
    .filter((c): c is Category => Boolean(c));
}

/**
 * The product listing query (spec 000 §9 / contract §6.3 product listing): the category and its
 * descendants, listable products, the chosen facets (catalog scope) and one aggregation per filter field.
 */
export function categoryProductsQuery(ids: number[], sort: SortValue, facets: AppliedFilter[] = [], fields: string[] = []): SearchQueryBody {
  const query: SearchQueryBody = {
    _availableFilters: fields.map((field) => ({ field, scope: 'catalog' })),
    _appliedFilters: [filter('category_ids', { in: ids }), filter('visibility', { in: [2, 3, 4] }), filter('status', { in: [0, 1] }), ...facets],
    _searchText: '',
  };
  if (sort) {
    const [field, dir] = sort.split(':');
    query._appliedSort = [{ field, options: dir === 'desc' ? 'desc' : 'asc' }];
  }
  return query;
}

export const categoryPath = (c: Pick<Category, 'slug' | 'url_key'>) => `/c/${c.slug || c.url_key}`;
