import { prefetchListing } from '../category/listingPrefetch';
import { isSearchableTerm } from '../../domain/searchTerm';
import { normaliseTerm, productSearchQuery } from './searchQuery';

/**
 * Called by main.tsx when the first page is /search?q=…: the results are requested while the app
 * and the page chunk are still loading (the first result's photo is the largest paint), with the
 * very query SearchResultsPage asks for.
 */
export function prefetchSearchResults(raw: string): void {
  const term = normaliseTerm(raw);
  if (isSearchableTerm(term)) prefetchListing(productSearchQuery(term));
}
