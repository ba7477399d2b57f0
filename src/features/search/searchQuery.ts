/** The search panel's queries and category matching (contract §6.3 "Search panel"). Pure. */
import { filter, type SearchQueryBody } from '../../api/catalog';
import type { Category, Product } from '../../domain/types';
import { normaliseTerm, searchTermError } from '../../domain/validation';

export const PANEL_SIZE = 12;
export const CATEGORY_LIMIT = 5;

export { normaliseTerm };

/** Spec 001 §5: 'Searched term should consist of at least 3 characters' (the shared rule). */
export const isSearchable = (term: string) => searchTermError(term) === undefined;

/** Search panel products: visibility in [3,4] (searchable), status in [0,1], plus the text (typo tolerance is the server's). */
export function productSearchQuery(term: string): SearchQueryBody {
  return {
    _appliedFilters: [filter('visibility', { in: [3, 4] }), filter('status', { in: [0, 1] })],
    _availableFilters: [],
    _searchText: normaliseTerm(term),
  };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/**
 * Categories for a term: those whose name contains every word of it, then the categories of the
 * products found (so a typo the server forgave still leads to the right shelf). Active ones, no root.
 */
export function matchingCategories(term: string, all: Category[], products: Product[], limit = CATEGORY_LIMIT): Category[] {
  const words = fold(normaliseTerm(term)).split(' ').filter(Boolean);
  const byId = new Map(all.map((c) => [c.id, c]));
  const out = new Map<number, Category>();
  const usable = (c: Category | undefined): c is Category => Boolean(c && c.is_active !== false && c.level > 1 && (c.slug || c.url_key));
  for (const c of all) if (usable(c) && words.every((w) => fold(c.name).includes(w))) out.set(c.id, c);
  for (const p of products) {
    for (const ref of p.category ?? []) {
      const c = byId.get(ref.category_id);
      if (usable(c)) out.set(c.id, c);
    }
  }
  return [...out.values()].slice(0, limit);
}

export const searchPath = (term: string) => `/search?q=${encodeURIComponent(normaliseTerm(term))}`;
