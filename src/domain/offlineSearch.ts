/**
 * The rules of the device's own product search (issue 10): what a seen product is searched by, and
 * the server's search rules of spec 000 §9 as far as they apply to a small local index. Pure; the
 * search library that applies them is loaded only for an offline search (src/api/offlineSearch).
 */
import type { Product } from './types';

/** Spec 000 §9 boosts: name 4, sku 2, category name 1, ingredients 1. */
export const SEARCH_BOOSTS = { name: 4, sku: 2, categories: 1, ingredients: 1 } as const;
export type SearchField = keyof typeof SEARCH_BOOSTS;
export const SEARCH_FIELDS = Object.keys(SEARCH_BOOSTS) as SearchField[];

/** Spec 000 §9 "fuzziness 2". */
export const FUZZINESS = 2;

/** One seen product as the index reads it. */
export interface SearchDoc {
  id: number | string;
  name: string;
  sku: string;
  categories: string;
  ingredients: string;
}

export function searchDoc(product: Product): SearchDoc {
  const ingredients = (product as { ingredients?: unknown }).ingredients;
  return {
    id: product.id,
    name: product.name ?? '',
    sku: product.sku ?? '',
    categories: (product.category ?? []).map((c) => c.name).join(' '),
    ingredients: typeof ingredients === 'string' ? ingredients : '',
  };
}

/** Lower case without accents, so "Açaí" is found by "acai" as on the server's simple dictionary. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words as the server splits them: letters and digits, everything else separates. */
export function searchWords(text: string): string[] {
  return foldTerm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How many edits a query word may be away from a word of the index. The server's rule: a word the
 * catalogue has is taken as meant (1 edit, flour → flours); an unknown word may be 2 edits off; a
 * word of 3 letters or less is exact (its typos would match unrelated short words: tea ≠ pea).
 * An unknown 4-letter word gets 1 edit, as the server's trigram gate lets through about that much.
 */
export function fuzzinessFor(word: string, known: boolean): number {
  if (word.length <= 3) return 0;
  if (known || word.length === 4) return 1;
  return FUZZINESS;
}

/** Spec 000 §9 "minimum match 75%" as Elasticsearch counts it: rounded down, at least one word. */
export function requiredMatches(wordCount: number): number {
  return Math.max(1, Math.floor(wordCount * 0.75));
}

export interface SimpleFilter {
  attribute: string;
  value: unknown;
}

/**
 * The query's filters on plain fields (visibility, status, a flag): {eq} and {in}. Other filter
 * shapes (ranges, nested fields) do not apply to a local answer and are left out, so the device
 * rather shows a product too many than none.
 */
export function matchesFilters(product: Product, filters: SimpleFilter[]): boolean {
  const doc = product as unknown as Record<string, unknown>;
  return filters.every(({ attribute, value }) => {
    const v = value as { eq?: unknown; in?: unknown[] } | null;
    if (!v || typeof v !== 'object' || attribute.includes('.')) return true;
    if ('eq' in v) return doc[attribute] === v.eq || (doc[attribute] === undefined && v.eq === null);
    if (Array.isArray(v.in)) return v.in.includes(doc[attribute]);
    return true;
  });
}

// The copy kept on the device: its own module, so that keeping products seen loads none of the search rules.
export { keptProduct } from './keptProduct';
