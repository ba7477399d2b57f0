/**
 * Reads a catalogue search request (contract §6.1) into one checked object: the index and type
 * from the URL, the SearchQuery from `?request=` (GET) or the body (POST), paging, sort and
 * source filtering from the query string. Bad input is a 400 with a message, never a 500.
 */
import { firstUnstorableText } from '../../../src/domain/wellFormedText.ts';
import { badRequest, unstorableText } from '../apiError.ts';
import { storeViewByIndex, type ServerStoreView } from '../storeViews.ts';
import type { SearchQueryBody } from './searchQuery.ts';
import { parseSort, type SortKey } from './sort.ts';
import { parseFieldList } from './sourceFilter.ts';

export const ENTITY_TYPES = ['product', 'category', 'attribute', 'taxrule', 'review', 'cms_page', 'cms_block'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const INVALID_INDEX = 'Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search';

export interface SearchRequest {
  view: ServerStoreView;
  type: EntityType;
  query: SearchQueryBody;
  size: number;
  from: number;
  sort: SortKey[];
  includes: string[];
  excludes: string[];
  compact: boolean;
}

export interface RawSearchInput {
  index: string;
  type: string;
  query: Record<string, unknown>;
  body: unknown;
  /** The store views with their configured index names (default: the built-in names). */
  views?: readonly ServerStoreView[];
}

const DEFAULT_SIZE = 50;
// Product pages never need more; categories are loaded in one go (spec 000 §9: load size 4000).
const MAX_SIZE: Record<string, number> = { product: 500, default: 5000 };

function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function parseJsonParam(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // vsf-api decoded `request` twice; a client that escaped for that still gets an answer.
    try {
      return JSON.parse(decodeURIComponent(raw));
    } catch {
      throw badRequest('The request parameter is not valid JSON');
    }
  }
}

/**
 * The `request` parameter's JSON: its text was checked as a whole (plugins/inputGuard.ts), but a
 * JSON escape (`\u0000`) puts a NUL into a value only once parsed, which the database would then
 * refuse halfway through the search (a 500).
 */
function parseRequestParam(raw: string): unknown {
  const parsed = parseJsonParam(raw);
  const where = firstUnstorableText(parsed, 'request');
  if (where !== null) throw unstorableText('querystring', where);
  return parsed;
}

function toSearchQuery(raw: unknown): SearchQueryBody {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The search query must be a JSON object');
  const keys = Object.keys(raw);
  if (keys.some((k) => !k.startsWith('_') && k !== 'groupId' && k !== 'groupToken')) {
    throw badRequest('Only request_format=search-query (a storefront-query-builder SearchQuery) is supported');
  }
  const q = raw as SearchQueryBody;
  for (const key of ['_appliedFilters', '_availableFilters', '_appliedSort'] as const) {
    if (q[key] !== undefined && !Array.isArray(q[key])) throw badRequest(`${key} must be an array`);
  }
  if (q._searchText !== undefined && typeof q._searchText !== 'string') throw badRequest('_searchText must be a string');
  return q;
}

function intParam(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw badRequest(`${name} must be a number`);
  return Math.trunc(n);
}

export function parseSearchRequest(input: RawSearchInput): SearchRequest {
  const view = storeViewByIndex(input.index, input.views);
  if (!view) throw badRequest(INVALID_INDEX);
  if (!(ENTITY_TYPES as readonly string[]).includes(input.type)) throw badRequest(`Invalid entity type: ${input.type}`);
  const type = input.type as EntityType;
  const q = input.query;
  const requestParam = first(q.request);
  const query = toSearchQuery(requestParam !== undefined ? parseRequestParam(requestParam) : input.body);
  const size = intParam(first(q.size), 'size') ?? DEFAULT_SIZE;
  const from = intParam(first(q.from), 'from') ?? 0;
  return {
    view,
    type,
    query,
    // Spec 000 §5: size 0 or less becomes 50; negative start becomes 0.
    size: size <= 0 ? DEFAULT_SIZE : Math.min(size, MAX_SIZE[type] ?? MAX_SIZE.default),
    from: Math.max(0, from),
    sort: parseSort(query._appliedSort, first(q.sort)),
    includes: parseFieldList(q._source_include ?? q._source_includes),
    excludes: parseFieldList(q._source_exclude ?? q._source_excludes),
    compact: first(q.response_format) === 'compact',
  };
}
