import { currentStoreView } from '../lib/config';
import { whenPageShown } from '../lib/startupGate';
import { CATEGORY_LIST_FIELDS, isPartialProduct, PARTIAL } from '../domain/catalogFields';
import type { Category, Product } from '../domain/types';
import { catalogSearchPath, productBySkuSearch } from '../domain/catalogSearchPath';
import { filter, type SearchQueryBody } from '../domain/catalogQuery';
import { ApiError, apiUrl, errorMessageOf, readJson } from './http';
import { createIdbCache, hashKey } from './idbCache';
import { takeStartupAnswer } from './startupAnswers';

export { filter, type AppliedFilter, type SearchQueryBody } from '../domain/catalogQuery';
export type CatalogEntity = 'product' | 'category' | 'attribute' | 'taxrule' | 'cms_page' | 'cms_block' | 'review';

export interface SearchOptions {
  size?: number;
  from?: number;
  /** 'field:dir', e.g. 'created_at:desc' — sent inside the query as _appliedSort, as the VSF adapter does. */
  sort?: string;
  /** `_source_include`: only these fields of each document; products so asked come back marked partial (catalogFields.ts). */
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
  /** Cancels the request (e.g. a search-as-you-type request made stale by newer input): the call rejects with an AbortError. */
  signal?: AbortSignal;
  /** Another store view's catalogue index (the store switcher); by default the current view's. */
  index?: string;
}

export interface SearchResult<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, unknown>;
  cache?: boolean;
  offline?: boolean;
  noresults?: boolean;
  /** Offline, answered by the products this device has seen (issue 10 offline search). */
  local?: boolean;
}

/** Contract §6.2 products.fieldsToCompact; decompaction only renames keys that exist. */
const COMPACT_FIELDS: Record<string, string> = {
  mp: 'minimal_price',
  ho: 'has_options',
  u: 'url_key',
  s: 'status',
  ro: 'required_options',
  nm: 'name',
  tci: 'tax_class_id',
  desc: 'description',
  mrp: 'minimal_regular_price',
  fp: 'final_price',
  p: 'price',
  sp: 'special_price',
  ofp: 'original_final_price',
  op: 'original_price',
  osp: 'original_special_price',
  fpit: 'final_price_incl_tax',
  opit: 'original_price_incl_tax',
  pit: 'price_incl_tax',
  spit: 'special_price_incl_tax',
  fpt: 'final_price_tax',
  pt: 'price_tax',
  spt: 'special_price_tax',
  opt: 'original_price_tax',
  i: 'image',
  si: 'small_image',
  t: 'thumbnail',
};

function expand(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) out[COMPACT_FIELDS[k] ?? k] = v;
  return out;
}

export function decompactProduct(doc: Record<string, unknown>): Record<string, unknown> {
  const product = expand(doc);
  if (Array.isArray(product.configurable_children)) {
    product.configurable_children = product.configurable_children.map((c) => expand(c as Record<string, unknown>));
  }
  product.slug = product.slug || product.url_key || '';
  return product;
}

/** Spec 000 §5 / 001 §5: size 0 or less becomes 50, a negative start becomes 0. */
export function normalisePaging(size?: number, from?: number): { size: number; from: number } {
  return { size: size === undefined || size <= 0 ? 50 : size, from: from === undefined || from < 0 ? 0 : from };
}

export function buildSearchUrl(entity: CatalogEntity, query: SearchQueryBody, opts: SearchOptions = {}): string {
  const { size, from } = normalisePaging(opts.size, opts.from);
  const body: SearchQueryBody = { ...query };
  if (opts.sort) {
    const [field, dir] = opts.sort.split(':');
    body._appliedSort = [...(query._appliedSort ?? []), { field, options: dir === 'desc' ? 'desc' : 'asc' }];
  }
  const index = opts.index ?? currentStoreView().index;
  return apiUrl(catalogSearchPath(index, entity, body, { size, from, includeFields: opts.includeFields, excludeFields: opts.excludeFields }));
}

interface CompactResponse {
  hits?: Record<string, unknown>[] | { hits: { _source: Record<string, unknown> }[]; total: unknown };
  total?: number | { value: number };
  aggregations?: Record<string, unknown>;
  code?: number;
  result?: unknown;
}

const cache = createIdbCache<SearchResult<unknown>>('elasticCache', { writeAfter: whenPageShown });
const offlineSearch = () => import('./offlineSearch/seen');
/** Spec 001 §9 catalogue client timeout. */
const CLIENT_TIMEOUT_MS = 5000;

/**
 * Searches the catalogue (contract §6). Results are cached in IndexedDB by a SHA-256 of the request URL;
 * when the network fails the cached result is returned flagged {cache, offline}; else a text search
 * is answered from the products this device has seen, flagged {offline, local} (issue 10), and
 * anything else is an empty result flagged offline (spec 001 §8 "Search fails offline").
 */
export async function searchCatalog<T>(entity: CatalogEntity, query: SearchQueryBody, opts: SearchOptions = {}): Promise<SearchResult<T>> {
  const url = buildSearchUrl(entity, query, opts);
  // Taken before the first await: main.tsx drops what its first requests did not take.
  const brought = takeStartupAnswer(url);
  const { size, from } = normalisePaging(opts.size, opts.from);
  // The request goes out before the cache key is hashed: the browser answers a digest in a task of
  // its own, and a page's first requests were sent only after it (issue 15).
  const key = hashKey(url);
  let res: Response;
  try {
    const timeout = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
    res = brought ?? (await fetch(url, { headers: { Accept: 'application/json' }, signal: opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout }));
  } catch (err) {
    // A caller's cancel is not "offline": the caller has moved on and wants no answer.
    if (opts.signal?.aborted) throw err;
    const cached = ((await cache.get(await key)) ?? (await cachedWholeAnswer(entity, query, opts))) as SearchResult<T> | undefined;
    if (cached) return { ...cached, cache: true, offline: true, noresults: false };
    // Not cached: a text search is answered by the products this device has seen, anything else is
    // empty (a lazy chunk: only an offline miss needs it).
    return (await offlineSearch()).answerOffline<T>(entity, query, size, from);
  }
  const { items, total, aggregations } = await readHits<T>(entity, res, Boolean(opts.includeFields?.length));
  const result: SearchResult<T> = { items, total, start: from, perPage: size, aggregations };
  // Every product seen goes to the offline search, after the cache write (the first page's pictures
  // first). Its chunk may fail to load (the network dropped since the answer): the answer is returned
  // all the same, and the next one keeps these products too.
  void key
    .then((k) => cache.set(k, result))
    .then(offlineSearch)
    .then((m) => m.keepSeen(entity, items))
    .catch(() => undefined);
  return { ...result, cache: false, offline: false, noresults: false };
}

/**
 * Offline, a listing asked with a field list may have only been kept as the whole documents: a
 * device that browsed before listings asked for fewer fields (docs/listing-fields.md) keeps those
 * answers under the URL without the list. They hold every field the projection has.
 */
async function cachedWholeAnswer(entity: CatalogEntity, query: SearchQueryBody, opts: SearchOptions): Promise<unknown> {
  if (!opts.includeFields?.length) return undefined;
  return cache.get(await hashKey(buildSearchUrl(entity, query, { ...opts, includeFields: undefined })));
}

/**
 * The items and total of a catalogue answer (contract §6.2: raw, only errors are enveloped). Products
 * of an answer asked with a field list are marked partial, in the cache and the offline search too,
 * so that no page takes a tile's fields for the whole product.
 */
async function readHits<T>(entity: CatalogEntity, res: Response, partial = false): Promise<Pick<SearchResult<T>, 'items' | 'total' | 'aggregations'>> {
  const body = await readJson<CompactResponse>(res);
  if (!body || !body.hits) throw new ApiError(errorMessageOf(body?.result ?? 'Unknown error with API catalog result'), body?.code ?? res.status);
  const hits = Array.isArray(body.hits) ? body.hits : body.hits.hits.map((h) => h._source);
  const rawTotal = Array.isArray(body.hits) ? body.total : body.hits.total;
  const total = typeof rawTotal === 'number' ? rawTotal : ((rawTotal as { value?: number })?.value ?? hits.length);
  const product = (doc: Record<string, unknown>) => (partial ? { ...decompactProduct(doc), [PARTIAL]: true } : decompactProduct(doc));
  return { items: (entity === 'product' ? hits.map(product) : hits) as T[], total, aggregations: body.aggregations ?? {} };
}

/**
 * One look into another store view's index (the store switcher): straight from the network, neither
 * cached nor kept for the offline search (those hold the current view's catalogue only).
 */
export async function searchOtherIndex<T>(index: string, entity: CatalogEntity, query: SearchQueryBody, size = 1): Promise<T[]> {
  const res = await fetch(buildSearchUrl(entity, query, { index, size }), { headers: { Accept: 'application/json' } });
  return (await readHits<T>(entity, res)).items;
}

/** Neither the network nor this device's cache could answer a catalogue lookup (not "no such product"). */
export const UNREACHABLE = 'unreachable';

export async function lookupProductBySku(sku: string): Promise<Product | null | typeof UNREACHABLE> {
  // The same search as index.html's start-up answer (server/services/catalog/startupData.ts).
  const { entity, query, size } = productBySkuSearch(sku);
  const res = await searchCatalog<Product>(entity, query, { size });
  if (res.items[0]) return res.items[0];
  return res.offline ? UNREACHABLE : null;
}

export async function getProductBySku(sku: string): Promise<Product | null> {
  const found = await lookupProductBySku(sku);
  return found === UNREACHABLE ? null : found;
}

/**
 * The whole document of a product that may be a listing's projection (wishlist, compare): asked by
 * SKU, which the cache also answers offline once the product page was seen; failing that, the
 * projection is the best this device has.
 */
export async function fullProduct(product: Product): Promise<Product> {
  if (!isPartialProduct(product)) return product;
  const found = await lookupProductBySku(product.sku).catch(() => null);
  return found && found !== UNREACHABLE ? found : product;
}

export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  const res = await searchCatalog<Category>('category', { _appliedFilters: [filter('slug', { eq: slug })] }, { size: 1 });
  return res.items[0] ?? null;
}

/** Spec 000 §9: categories load size 4000, sorted by position asc; only active ones, only the fields the lists read. */
export async function getCategories(): Promise<SearchResult<Category>> {
  return searchCatalog<Category>(
    'category',
    { _appliedFilters: [filter('is_active', { eq: true })] },
    { size: 4000, sort: 'position:asc', includeFields: CATEGORY_LIST_FIELDS },
  );
}

/** Empties the local search cache (tests; a quota error clears it by itself). */
export function clearSearchCache(): Promise<void> {
  return cache.clear();
}
