/**
 * The catalogue's search body (storefront-query-builder's SearchQuery as JSON, contract §6.3) and
 * the queries both the PWA and the server build: the search results page's first page is asked by
 * the PWA (features/category/listingPrefetch) and, for the page's index.html, by the server
 * (server/services/catalog/startupData.ts, issue 15), so both must be the very same address. Pure.
 */
import { PRODUCT_TILE_FIELDS } from './catalogFields';
import { normaliseTerm } from './searchTerm';

export interface AppliedFilter {
  attribute: string;
  value: unknown;
  scope?: 'default' | 'catalog';
}
export interface SearchQueryBody {
  _appliedFilters: AppliedFilter[];
  _availableFilters?: { field: string; scope?: string; options?: Record<string, unknown> }[];
  _appliedSort?: { field: string; options: 'asc' | 'desc' | Record<string, unknown> }[];
  _searchText?: string;
}

/** Spec 000 §9: a listing's page size (category and search results), default 50. */
export const LISTING_PAGE_SIZE = 50;

/** A default-scope filter: `{attribute, value: {eq|in: …}, scope: 'default'}`. */
export function filter(attribute: string, value: { eq: unknown } | { in: unknown[] } | Record<string, unknown>): AppliedFilter {
  return { attribute, value, scope: 'default' };
}

/** Search panel and results page products: visibility in [3,4] (searchable), status in [0,1], plus the text (typo tolerance is the server's). */
export function productSearchQuery(term: string): SearchQueryBody {
  return {
    _appliedFilters: [filter('visibility', { in: [3, 4] }), filter('status', { in: [0, 1] })],
    _availableFilters: [],
    _searchText: normaliseTerm(term),
  };
}

/** The paging and fields of one page of a listing's tiles (category or search results) from `from`, as the PWA asks for it. */
export const listingPage = (from: number) => ({ size: LISTING_PAGE_SIZE, from, includeFields: PRODUCT_TILE_FIELDS });

/** The first page of `/search?q=<term>` as the PWA asks for it (listingPrefetch fetchPage). */
export const searchResultsSearch = (term: string) => ({ entity: 'product' as const, query: productSearchQuery(term), ...listingPage(0) });
