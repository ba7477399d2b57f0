/** The search queries of the panel and the results page (contract §6.3 "Search panel"). Pure. */
import { normaliseTerm } from '../../domain/searchTerm';

export const PANEL_SIZE = 12;

export { normaliseTerm };
export { productSearchQuery } from '../../domain/catalogQuery';

export const searchPath = (term: string) => `/search?q=${encodeURIComponent(normaliseTerm(term))}`;
