/**
 * The device's product search index: MiniSearch over the seen products, with the server's rules of
 * spec 000 §9 as far as they apply (docs/offline-search.md says why this library). The library is
 * loaded only for an offline search (its own lazy chunk), never with the first page.
 */
import type MiniSearch from 'minisearch';
import {
  fuzzinessFor,
  requiredMatches,
  SEARCH_BOOSTS,
  SEARCH_FIELDS,
  searchDoc,
  searchWords,
  type SearchDoc,
  type SimpleFilter,
  matchesFilters,
} from '../../domain/offlineSearch';
import type { Product } from '../../domain/types';
import { searchTermError } from '../../domain/validation';

/** A fuzzy match scores about half of an exact one, as on the server (its FUZZY_FACTOR). */
const FUZZY_WEIGHT = 0.5;
/** Spec 000 §9 search: at most this many words of a query count (the server's tokenizer). */
const MAX_WORDS = 10;

export interface LocalIndex {
  mini: MiniSearch<SearchDoc>;
  products: Map<number | string, Product>;
  /** Every word of the index: a query word found here is taken as meant (fuzzinessFor). */
  vocabulary: Set<string>;
}

export async function loadLocalIndex(products: Product[] = []): Promise<LocalIndex> {
  const { default: MiniSearch } = await import('minisearch');
  const mini = new MiniSearch<SearchDoc>({ fields: SEARCH_FIELDS, idField: 'id', tokenize: searchWords, processTerm: (term) => term });
  const local: LocalIndex = { mini, products: new Map(), vocabulary: new Set() };
  addToIndex(local, products);
  return local;
}

/** Adds products, or replaces the copy of one seen before (the newest copy wins). */
export function addToIndex(local: LocalIndex, products: Product[]): void {
  const fresh: SearchDoc[] = [];
  for (const product of products) {
    const doc = searchDoc(product);
    for (const field of SEARCH_FIELDS) for (const word of searchWords(doc[field])) local.vocabulary.add(word);
    if (local.products.has(doc.id)) local.mini.replace(doc);
    else fresh.push(doc);
    local.products.set(doc.id, product);
  }
  local.mini.addAll(fresh);
}

export interface LocalQuery {
  text: string;
  filters: SimpleFilter[];
}

/** The matching products, best first: the boosts, typo tolerance and minimum match of the server. */
export function queryIndex(local: LocalIndex, { text, filters }: LocalQuery): Product[] {
  const words = [...new Set(searchWords(text))].slice(0, MAX_WORDS);
  if (searchTermError(text)) return [];
  const required = requiredMatches(words.length);
  const hits = local.mini.search(words.join(' '), {
    boost: SEARCH_BOOSTS,
    combineWith: 'OR',
    prefix: false,
    fuzzy: (word) => fuzzinessFor(word, local.vocabulary.has(word)),
    weights: { fuzzy: FUZZY_WEIGHT, prefix: 0 },
  });
  const out: Product[] = [];
  for (const hit of hits) {
    if (new Set(hit.queryTerms).size < required) continue;
    const product = local.products.get(hit.id as number | string);
    if (product && matchesFilters(product, filters)) out.push(product);
  }
  return out;
}
