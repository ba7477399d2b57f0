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
 * the rows a search statement reads before its filters (matchSet.ts, `buildMatchSql`: id, score,
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
 * is always one snapshot's. The version is the one without stock moves (migration 031): the set
 * holds no stock, and a simple product's stock move leaves its catalog_search row as it is
 * (migration 024); the page's documents are read at their current row versions. A set reads the
 * shown price, which the clock can change without a write (special price windows): it is used
 * PRICE_TTL_MS at most, as a cached result is.
 */
import type { Queryable } from '../../db/index.ts';
import { facetOf } from './aggregations.ts';
import { catalogStoreCode } from './catalogView.ts';
import { rowVersions, type VersionedHit } from './documentCache.ts';
import { planOf, type Plan } from './matchPlan.ts';
import { buildMatchSql, toSet, type MatchRow, type MatchSet } from './matchSet.ts';
import type { PriceContext } from './priceSql.ts';
import { PRICE_TTL_MS, searchKey } from './searchCache.ts';
import type { SearchRequest } from './searchRequest.ts';
import type { TextPlan } from './textSearch.ts';

/**
 * At most `rows` matched rows are kept per database (about 120 bytes each: 36 MB at most), half of
 * them for one text, and `sets` texts. Tests lower them.
 */
export const matchLimits = { rows: 300_000, sets: 64 };

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
  /**
   * Match keys whose matches were read but are not kept (too many for the bound, or pushed out to
   * make room for another text's), and when: for SEEN_MS the statement answers them without a
   * read first. Read again on every request, as a million-product catalogue's common words were
   * (more of them than the bound holds, asked in turn), they cost about twice the statement.
   */
  unkept: Map<string, number>;
}
const stores = new WeakMap<Queryable, Store>();
function storeOf(db: Queryable): Store {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { sets: new Map(), seen: new Map(), unkept: new Map() }));
  return store;
}

/** Notes `key` in `map` at `at`, the oldest note out beyond MAX_SEEN. */
function note(map: Map<string, number>, key: string, at: number): void {
  map.delete(key); // re-inserted last: the map's order is the eviction order
  map.set(key, at);
  if (map.size > MAX_SEEN) map.delete(map.keys().next().value!);
}

/** True when `key`'s matches were read within SEEN_MS and could not be kept. */
function recentlyUnkept(store: Store, key: string, now: number): boolean {
  const at = store.unkept.get(key);
  return at !== undefined && at <= now && now - at < SEEN_MS;
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
  note(store.seen, key, now);
  return false;
}

/** Aggregations as jsonb writes an object: keys by length, then byte order. */
const jsonbKeyOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

interface Answer {
  total: number;
  hits: VersionedHit[];
  aggregations: Record<string, unknown>;
  version: string;
  /** The catalogue version without stock moves (searchCache.ts). */
  content: string;
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
  const { version, content, versions } = await rowVersions(
    db,
    catalogStoreCode('product', req.view.storeCode),
    'product',
    page.map((i) => set.ids[i]),
  );
  if (content !== set.content) return 'stale';
  if (page.some((i) => !versions.has(set.ids[i]))) return 'stale';
  return {
    total: all.length,
    hits: page.map((i) => ({ id: set.ids[i], v: versions.get(set.ids[i])!, score: set.scores[i] })),
    aggregations,
    version,
    content,
  };
}

function keep(db: Queryable, key: string, set: MatchSet): void {
  const { sets: store, unkept } = storeOf(db);
  store.delete(key); // re-inserted last: the map's order is the eviction order
  unkept.delete(key);
  if (set.n > matchLimits.rows / 2) return note(unkept, key, set.at);
  let rows = set.n;
  for (const s of store.values()) rows += s.n;
  while (store.size && (store.size >= matchLimits.sets || rows > matchLimits.rows)) {
    const oldest = store.keys().next().value!;
    rows -= store.get(oldest)!.n;
    store.delete(oldest);
    note(unkept, oldest, set.at);
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
  if (!usable && (recentlyUnkept(store, key, now) || !seenBefore(store, key, now))) return null;
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
