/** The search queries of the panel and the results page (contract §6.3 "Search panel"). Pure. */
import { filter, type SearchQueryBody } from '../../api/catalog';
import { normaliseTerm } from '../../domain/searchTerm';

export const PANEL_SIZE = 12;

export { normaliseTerm };

/** Search panel products: visibility in [3,4] (searchable), status in [0,1], plus the text (typo tolerance is the server's). */
export function productSearchQuery(term: string): SearchQueryBody {
  return {
    _appliedFilters: [filter('visibility', { in: [3, 4] }), filter('status', { in: [0, 1] })],
    _availableFilters: [],
    _searchText: normaliseTerm(term),
  };
}

export const searchPath = (term: string) => `/search?q=${encodeURIComponent(normaliseTerm(term))}`;
