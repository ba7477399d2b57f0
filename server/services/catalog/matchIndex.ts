/**
 * The match index (issue 15): a product text's matches kept in memory, per store view and
 * catalogue version, so the filters, facets, aggregations and page of a text search are worked
 * out in Node instead of row by row in the database.
 *
 * At 100,000 products a common text ("spelt flour") matches 15,000 rows, and nearly all of a
 * first-time search was per-row work in PGlite (single-threaded WebAssembly): the flags of the
 * filters, the shown price, the grouping of each facet's values, the top-N sort, one scan of the
 * matched rows per part. Shoppers ask for the same text again and again with other filters (a
 * brand, a price bucket, a diet), and the matches of a text do not depend on those filters. So
 * the rows a search statement reads before its filters (searchSql.ts, `buildMatchSql`: id, score,
 * the typed columns of migration 025 and the shown price split into integer cents) are read once,
 * kept column by column, and every request for that text is answered from them:
 * - default `in` filters on typed int fields (visibility, status), facet `in` filters on typed
 *   int list fields with their `_options` twin (brand, dietary), price ranges on the shown price;
 * - terms aggregations on typed int list fields, the price buckets;
 * - the relevance order (score, then id), the page, the total.
 *
 * Reading a text's matches costs a little more than the search statement (the rows leave the
 * database as text), so a text's first request is still the statement's, and its matches are
 * read the second time it is asked for.
 *
 * Anything else (another filter, sort or field, an untyped stored value, a price that is not a
 * whole number of cents, an array type_id) is left to the search statement, which is the
 * reference: `matchIndex.test.ts` compares both on random requests, answers whole.
 *
 * Several servers: a set is kept under the catalogue version its statement saw (searchCache.ts),
 * and every answer reads the page's row versions and the current catalogue version in one
 * statement. When the catalogue has changed since, the set is read again (once), so an answer
 * is always one snapshot's. A set reads the shown price, which the clock can change without a
 * write (special price windows): it is used PRICE_TTL_MS at most, as a cached result is.
 */
import type { Queryable } from '../../db/index.ts';
import { facetOf, parseAggs, priceRangesFor, type Agg, type PriceRanges } from './aggregations.ts';
import { catalogStoreCode } from './catalogView.ts';
import { rowVersionSql, type VersionedHit } from './documentCache.ts';
import { assertFilterList, intForms, isEither, operationOf } from './filters.ts';
import { equivalents } from './jsonPath.ts';
import type { PriceContext } from './priceSql.ts';
import { PRICE_TTL_MS, searchKey } from './searchCache.ts';
import type { SearchRequest } from './searchRequest.ts';
import { buildMatchSql, TYPED_FIELDS } from './searchSql.ts';
import type { TextPlan } from './textSearch.ts';

/** At most this many matched rows are kept per database (about 120 bytes each: 36 MB at most), and this many texts. */
export const MAX_ROWS = 300_000;
export const MAX_SETS = 64;

/** A typed list column, rows' values back to back: row i's are values[start[i]] … values[start[i + 1] - 1]. */
interface List {
  start: Int32Array;
  values: Float64Array;
}

/** A text's matched rows, column by column (row i of every column is one row). */
interface MatchSet {
  version: string;
  at: number;
  n: number;
  ids: string[];
  /** The stored id (a number): the order's tie-break after the score. */
  sids: Float64Array;
  scores: Float64Array;
  /** The shown price in cents; NaN when the product has none. */
  cents: Float64Array;
  /** type_id is "configurable" (1) or not (0). */
  configurable: Uint8Array;
  /** Typed int fields (NaN: NULL) and typed list fields, by field. */
  ints: Map<string, Float64Array>;
  lists: Map<string, List>;
  /** Typed fields a row holds a value of that its typed column lacks. */
  untyped: Set<string>;
  /** Every stored id is a safe integer; every shown price a whole number of cents; no type_id is an array. */
  plainIds: boolean;
  exactPrices: boolean;
  plainTypes: boolean;
}

/** A facet filter: does row i pass? */
type Flag = (set: MatchSet, i: number) => boolean;
interface Facet {
  attribute: string;
  test: Flag;
  fields: string[];
  prices: boolean;
  types: boolean;
}
interface Plan {
  defaults: { field: string; ints: Set<number> }[];
  facets: Facet[];
  aggs: Agg[];
  ranges: PriceRanges;
}

/**
 * A text's matches are read when it is asked for the second time within SEEN_MS (a shopper
 * narrowing a search): reading them costs a little more than the search statement, which answers
 * the first request, so a text searched once costs what it did before.
 */
const SEEN_MS = 10 * 60_000;
const MAX_SEEN = 2000;

interface Store {
  sets: Map<string, MatchSet>;
  /** Match keys asked for without a set, and when. */
  seen: Map<string, number>;
}
const stores = new WeakMap<Queryable, Store>();
function storeOf(db: Queryable): Store {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { sets: new Map(), seen: new Map() }));
  return store;
}

/** Drops every set kept for `db`, and every text seen (the bench measures a search with none kept). */
export const forgetMatches = (db: Queryable) => void stores.delete(db);

/** How many sets and rows are kept for `db` (tests). */
export function keptMatches(db: Queryable): { sets: number; rows: number } {
  const kept = [...(stores.get(db)?.sets.values() ?? [])];
  return { sets: kept.length, rows: kept.reduce((n, s) => n + s.n, 0) };
}

/** True when `key` was asked for within SEEN_MS; notes it otherwise. */
function seenBefore(store: Store, key: string, now: number): boolean {
  const at = store.seen.get(key);
  if (at !== undefined && at <= now && now - at < SEEN_MS) return true;
  store.seen.delete(key); // re-inserted last: the map's order is the eviction order
  if (store.seen.size >= MAX_SEEN) store.seen.delete(store.seen.keys().next().value!);
  store.seen.set(key, now);
  return false;
}

/** A price bound in cents, when it is a whole number of cents (else the statement compares it). */
function boundCents(raw: unknown): number | null {
  const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || !/^-?\d+(\.\d{1,2})?$/.test(String(n)) || Math.abs(n) > 1e12) return null;
  return Math.round(n * 100);
}

function hasAny(list: List, i: number, wanted: Set<number>): boolean {
  for (let k = list.start[i]; k < list.start[i + 1]; k++) if (wanted.has(list.values[k])) return true;
  return false;
}

/** What the index can answer of `req`, or null when the search statement must. */
function planOf(req: SearchRequest): Plan | null {
  if (req.type !== 'product' || req.sort.length) return null;
  const defaults: Plan['defaults'] = [];
  const facets: Facet[] = [];
  for (const f of assertFilterList(req.query._appliedFilters)) {
    const op = operationOf(f);
    if (f.scope === 'catalog') {
      if (f.attribute === 'price') {
        if (op.kind !== 'range') return null;
        const bounds = Object.entries(op.bounds).map(([k, v]) => [k, boundCents(v)] as const);
        if (bounds.some(([, c]) => c === null)) return null;
        const [gt, gte, lt, lte] = (['gt', 'gte', 'lt', 'lte'] as const).map((k) => bounds.find(([op]) => op === k)?.[1] ?? null);
        // A product without a price (NaN) fails every bound, as NULL does in SQL; no bound passes every product.
        const test: Flag = (set, i) => {
          const c = set.cents[i];
          if (!bounds.length) return true;
          return c === c && (gt === null || c > gt) && (gte === null || c >= gte) && (lt === null || c < lt) && (lte === null || c <= lte);
        };
        facets.push({ attribute: 'price', test, fields: [], prices: true, types: false });
        continue;
      }
      const options = `${f.attribute}_options`;
      if (TYPED_FIELDS.get(f.attribute) !== 'ints' || TYPED_FIELDS.get(options) !== 'ints') return null;
      if (op.kind !== 'in' || !op.values.length || op.values.some((v) => v === null)) return null;
      // A typed int equals a filter value in jsonpath when it equals one of its number forms.
      const wanted = new Set(op.values.flatMap(equivalents).filter((v): v is number => typeof v === 'number'));
      const [own, kids] = [f.attribute, options];
      // The product has a value, or it is a configurable whose children have one (filters.ts).
      const test: Flag = (set, i) => hasAny(set.lists.get(own)!, i, wanted) || (set.configurable[i] === 1 && hasAny(set.lists.get(kids)!, i, wanted));
      facets.push({ attribute: f.attribute, test, fields: [own, kids], prices: false, types: true });
      continue;
    }
    // A default `in` the statement compares on the int column (filters.ts, intInSql).
    if (TYPED_FIELDS.get(f.attribute) !== 'int' || isEither(f) || op.kind !== 'in' || !op.values.length || op.values.some((v) => v === null)) return null;
    defaults.push({ field: f.attribute, ints: new Set(intForms(op.values)) });
  }
  if (facets.length > 30) return null; // one bit each
  const aggs = parseAggs(req.query._availableFilters);
  if (aggs.some((a) => a.kind === 'terms' && TYPED_FIELDS.get(a.field) !== 'ints')) return null;
  return { defaults, facets, aggs, ranges: priceRangesFor(req.view.currency) };
}

interface MatchRow {
  version: string;
  n: number;
  cents: string;
  rest: string;
  configurable: string;
  scores: string;
  sids: string;
  ids: string;
  untyped: boolean[];
  plain_ids: boolean;
  [typed: `t_${string}`]: string;
}

/** The columns of a match statement (searchSql.ts, buildMatchSql) as a set. */
function toSet(row: MatchRow, at: number): MatchSet {
  const n = row.n;
  const split = (text: string) => (n ? text.split(',') : []);
  const numbers = (text: string) => {
    const out = new Float64Array(n);
    split(text).forEach((v, i) => (out[i] = v === '' ? NaN : Number(v)));
    return out;
  };
  const list = (text: string): List => {
    const start = new Int32Array(n + 1);
    const values: number[] = [];
    split(text).forEach((v, i) => {
      if (v !== '') for (const x of v.split(' ')) values.push(Number(x));
      start[i + 1] = values.length;
    });
    return { start, values: Float64Array.from(values) };
  };
  const sids = numbers(row.sids);
  const cents = numbers(row.cents);
  let exactPrices = true;
  split(row.rest).forEach((rest, i) => {
    if (rest === '') return;
    // The numeric rest is a division by 100 ("123.4500000000000000"): exact only as whole cents.
    if (/^-?\d+(\.\d\d?0*)?$/.test(rest)) cents[i] = Math.round(Number(rest) * 100);
    else exactPrices = false;
  });
  const types = split(row.configurable);
  const ints = new Map<string, Float64Array>();
  const lists = new Map<string, List>();
  for (const [field, kind] of TYPED_FIELDS) {
    if (kind === 'int') ints.set(field, numbers(row[`t_${field}`]));
    else lists.set(field, list(row[`t_${field}`]));
  }
  return {
    version: row.version,
    at,
    n,
    ids: n ? row.ids.split('\n') : [],
    sids,
    scores: numbers(row.scores),
    cents,
    configurable: Uint8Array.from(types, (t) => (t === 'true' ? 1 : 0)),
    ints,
    lists,
    untyped: new Set([...TYPED_FIELDS.keys()].filter((_, i) => row.untyped[i])),
    plainIds: row.plain_ids && sids.every(Number.isSafeInteger),
    exactPrices,
    plainTypes: !types.includes(''),
  };
}

/** Aggregations as jsonb writes an object: keys by length, then byte order. */
const jsonbKeyOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

interface Answer {
  total: number;
  hits: VersionedHit[];
  aggregations: Record<string, unknown>;
  version: string;
}

/** The statement's order: score descending, then the stored id, then the row id (searchSql.ts). Negative: row a first. */
function order(set: MatchSet, a: number, b: number): number {
  return set.scores[b] - set.scores[a] || set.sids[a] - set.sids[b] || (set.ids[a] < set.ids[b] ? -1 : set.ids[a] > set.ids[b] ? 1 : 0);
}

/** Up to this many first rows are picked by insertion (each row compared with the last kept first); more are sorted whole. */
const PICKED = 200;

/** The first `k` of `rows` in the statement's order. */
function firstOf(set: MatchSet, rows: Int32Array, k: number): number[] {
  // A deep page (a large `from`) sorts every row once: insertion would cost k moves per row.
  if (k > PICKED) return [...rows].sort((a, b) => order(set, a, b)).slice(0, k);
  const top: number[] = [];
  if (k <= 0) return top;
  for (const r of rows) {
    if (top.length === k && order(set, r, top[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(set, top[mid], r) < 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, r);
    if (top.length > k) top.pop();
  }
  return top;
}

/** The answer from `set`; 'declined' when the set holds a value the index cannot read exactly, 'stale' when the catalogue changed. */
async function answerFrom(db: Queryable, set: MatchSet, plan: Plan, req: SearchRequest): Promise<Answer | 'declined' | 'stale'> {
  const readsPrice = plan.facets.some((f) => f.prices) || plan.aggs.some((a) => a.kind === 'price');
  const fields = [
    ...plan.defaults.map((d) => d.field),
    ...plan.facets.flatMap((f) => f.fields),
    ...plan.aggs.flatMap((a) => (a.kind === 'terms' ? [a.field] : [])),
  ];
  if (!set.plainIds || (readsPrice && !set.exactPrices) || (plan.facets.some((f) => f.types) && !set.plainTypes) || fields.some((f) => set.untyped.has(f))) {
    return 'declined';
  }
  // The rows passing the default filters, with one bit per facet filter they pass.
  const defaults = plan.defaults.map((d) => ({ column: set.ints.get(d.field)!, ints: d.ints }));
  const kept: number[] = [];
  const bits: number[] = [];
  for (let i = 0; i < set.n; i++) {
    if (!defaults.every((d) => d.ints.has(d.column[i]))) continue;
    let b = 0;
    for (let f = 0; f < plan.facets.length; f++) if (plan.facets[f].test(set, i)) b |= 1 << f;
    kept.push(i);
    bits.push(b);
  }
  const maskExcept = (attribute: string | null) => plan.facets.reduce((m, f, i) => (f.attribute === attribute ? m : m | (1 << i)), 0);
  const passing = (mask: number) => Int32Array.from(kept.filter((_, k) => (bits[k] & mask) === mask));

  const aggregations: Record<string, unknown> = {};
  for (const agg of [...plan.aggs].sort((a, b) => jsonbKeyOrder(a.name, b.name))) {
    const rows = passing(maskExcept(facetOf(agg)));
    if (agg.kind === 'price') {
      const buckets = plan.ranges.map((r) => {
        const [from, to] = [r.from * 100, r.to === undefined ? Infinity : r.to * 100];
        let n = 0;
        for (const i of rows) if (set.cents[i] >= from && set.cents[i] < to) n++; // NaN: in no bucket
        const key = `${r.from.toFixed(1)}-${r.to === undefined ? '*' : r.to.toFixed(1)}`;
        return r.to === undefined ? { key, from: r.from, doc_count: n } : { to: r.to, key, from: r.from, doc_count: n };
      });
      aggregations[agg.name] = { buckets };
      continue;
    }
    const list = set.lists.get(agg.field)!;
    const counts = new Map<number, number>();
    for (const i of rows) for (let k = list.start[i]; k < list.start[i + 1]; k++) counts.set(list.values[k], (counts.get(list.values[k]) ?? 0) + 1);
    const buckets = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, agg.size)
      .map(([key, n]) => ({ key, doc_count: n }));
    aggregations[agg.name] = { buckets };
  }

  const all = passing(maskExcept(null));
  const page = firstOf(set, all, req.from + req.size).slice(req.from);
  const { rows } = await db.query<{ version: string; hits: [string, string][] }>(
    `select catalog_version()::text as version,
            (select coalesce(json_agg(json_build_array(e.id, ${rowVersionSql('e')})), '[]'::json)
               from catalog_entity e where e.store_code = $1 and e.entity = 'product' and e.id = any($2::text[])) as hits`,
    [catalogStoreCode('product', req.view.storeCode), page.map((i) => set.ids[i])],
    { prepared: true },
  );
  if (rows[0].version !== set.version) return 'stale';
  const versions = new Map(rows[0].hits);
  if (page.some((i) => !versions.has(set.ids[i]))) return 'stale';
  return {
    total: all.length,
    hits: page.map((i) => ({ id: set.ids[i], v: versions.get(set.ids[i])!, score: set.scores[i] })),
    aggregations,
    version: set.version,
  };
}

function keep(db: Queryable, key: string, set: MatchSet): void {
  const store = storeOf(db).sets;
  store.delete(key); // re-inserted last: the map's order is the eviction order
  if (set.n > MAX_ROWS / 2) return;
  let rows = set.n;
  for (const s of store.values()) rows += s.n;
  while (store.size && (store.size >= MAX_SETS || rows > MAX_ROWS)) {
    const oldest = store.keys().next().value!;
    rows -= store.get(oldest)!.n;
    store.delete(oldest);
  }
  store.set(key, set);
}

/**
 * A product text search's total, page (ids with row versions and scores) and aggregations from
 * the text's kept matches, read first when none are kept and the text was asked for before; null
 * when the search statement must answer (a text's first request, a request or a stored value the
 * index does not read, or a catalogue changing while it answers).
 */
export async function matchedSearch(db: Queryable, req: SearchRequest, text: TextPlan, price: PriceContext): Promise<Answer | null> {
  const plan = planOf(req);
  if (!plan) return null;
  const now = price.now.getTime();
  const match = buildMatchSql(req, text, price);
  const key = searchKey(match.sql, match.clockAt === null ? match.values : match.values.with(match.clockAt, null));
  const store = storeOf(db);
  const held = store.sets.get(key);
  const usable = held && held.at <= now && now < held.at + PRICE_TTL_MS ? held : undefined;
  if (!usable && !seenBefore(store, key, now)) return null;
  for (const set of usable ? [usable, null] : [null]) {
    const current = set ?? (await read(db, match, now));
    const answer = await answerFrom(db, current, plan, req);
    if (answer !== 'stale') {
      keep(db, key, current);
      return answer === 'declined' ? null : answer;
    }
    store.sets.delete(key);
  }
  return null;
}

async function read(db: Queryable, match: ReturnType<typeof buildMatchSql>, now: number): Promise<MatchSet> {
  const { rows } = await db.query<MatchRow>(match.sql, match.values, { prepared: true, generic: match.generic });
  return toSet(rows[0], now);
}
