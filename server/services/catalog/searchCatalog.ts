/**
 * Runs a catalogue search on catalog_entity and shapes the answer as vsf-api does (contract
 * §6.2): `compact` = {hits:[{..._source, _score}], total, aggregations}; standard = the
 * Elasticsearch body. Products leave with every tax field. The search itself — filters, text,
 * relevance, aggregations, sort and paging — is one statement (searchSql.ts).
 */
import type { Queryable } from '../../db/index.ts';
import type { Product } from '../../../src/domain/types.ts';
import { priceProducts } from './pricing.ts';
import type { SearchRequest } from './searchRequest.ts';
import { catalogStoreCode } from './catalogView.ts';
import { pageDocuments, rowVersions, type VersionedHit } from './documentCache.ts';
import { cachedSearch, searchKey, type FoundDocuments, type Refresh, type Versions } from './searchCache.ts';
import { buildSearchSql } from './searchSql.ts';
import { matchedSearch } from './matchIndex.ts';
import { filterSource } from './sourceFilter.ts';
import { loadTaxRules } from './taxRules.ts';
import { planText } from './textSearch.ts';

type Doc = Record<string, unknown>;

/** Documents as stored (read-only: a cached result is shared by requests), not yet priced. */
export type SearchResult = FoundDocuments;

/** What the search statement returns besides the hits: the total, the aggregations and its snapshot's versions. */
type Found = { total: number; aggregations: Record<string, unknown> } & Versions;

/** Pages up to this size read their documents through the document cache (documentCache.ts). */
const VERSIONED_PAGE = 100;

/** A kept page of products read again at its rows' current versions, after a stock move (searchCache.ts). */
const readPageAgain =
  (db: Queryable, storeCode: string): Refresh =>
  async (found) => {
    const ids = found.ids;
    if (!ids) return null;
    const current = await rowVersions(db, storeCode, 'product', ids);
    if (ids.some((id) => !current.versions.has(id))) return null;
    const docs = await pageDocuments(
      db,
      storeCode,
      'product',
      ids.map((id, i) => ({ id, v: current.versions.get(id)!, score: found.scores[i] })),
    );
    return docs && { version: current.version, content: current.content, found: { ...found, docs } };
  };

/** Stock moves only write product rows: any other entity's result stays as it is. */
const keepAsIs: Refresh = async (found, now) => ({ ...now, found });

export async function findDocuments(db: Queryable, req: SearchRequest, now = new Date()): Promise<SearchResult> {
  const text = (req.query._searchText ?? '').trim();
  const [plan, rules] = await Promise.all([text ? planText(db, text) : null, req.type === 'product' ? loadTaxRules(db) : null]);
  const price = rules ? { view: req.view, rules, now } : null;
  // A product page names its hits by row version; the documents come from memory where they can.
  const versioned = req.type === 'product' && req.size <= VERSIONED_PAGE;
  const { sql, values, readsPrice, clockAt, generic, narrow } = buildSearchSql(req, plan, price, true, versioned ? 'versions' : 'whole');
  // The clock is left out of the key: the result's dependence on the time is the cache's TTL.
  const keyed = clockAt === null ? values : values.with(clockAt, null);
  const storeCode = catalogStoreCode(req.type, req.view.storeCode);
  // A result that names a stock field (a filter, sort or facet on it) is kept for one stock only.
  const readsStock = /stock/i.test(sql) || /stock/i.test(JSON.stringify(keyed));
  const refresh = readsStock ? null : req.type !== 'product' ? keepAsIs : versioned ? readPageAgain(db, storeCode) : null;
  // Prepared: planning this statement costs about as much as a sixth of running it (issue 3);
  // a text search is planned once for every run, not five times first (searchSql.ts).
  const run = async <Hit>(statement: { sql: string; values: unknown[]; generic: boolean }) =>
    (await db.query<Found & { hits: Hit[] }>(statement.sql, statement.values, { prepared: true, generic: statement.generic })).rows[0];
  const found = (row: Found, docs: Doc[], scores: number[], ids?: string[]) => ({
    docs,
    scores: scores.map((s) => Math.round(Number(s) * 1e6) / 1e6),
    total: row.total,
    aggregations: row.aggregations ?? {},
    version: row.version,
    content: row.content,
    ...(ids ? { ids } : {}),
  });
  const compute = async () => {
    if (versioned) {
      // A narrow text search's filters, facets and page from the text's matches kept in memory.
      const matched = narrow && plan && price ? await matchedSearch(db, req, plan, price) : null;
      const row = matched ?? (await run<VersionedHit>({ sql, values, generic }));
      const docs = await pageDocuments(db, storeCode, req.type, row.hits);
      if (docs)
        return found(
          row,
          docs,
          row.hits.map((h) => h.score),
          row.hits.map((h) => h.id),
        );
      // A hit was written between the two statements: the documents with the search, one snapshot.
    }
    const row = await run<{ doc: Doc; score: number }>(versioned ? buildSearchSql(req, plan, price) : { sql, values, generic });
    return found(
      row,
      row.hits.map((h) => h.doc),
      row.hits.map((h) => h.score),
    );
  };
  return cachedSearch(db, searchKey(sql, keyed), readsPrice, now.getTime(), compute, refresh);
}

export async function searchCatalog(db: Queryable, req: SearchRequest, now = new Date()): Promise<Record<string, unknown>> {
  const { docs, scores, total, aggregations } = await findDocuments(db, req, now);
  const priced = req.type === 'product' ? await priceProducts(db, docs as Product[], req.view, now) : docs;
  const sources = priced.map((d) => filterSource(d as Doc, req.includes, req.excludes));
  if (req.compact) {
    // A cached document is shared and gets a copy; one priced or filtered for this request is
    // its own and takes the score as it is (copying 50 documents cost ~0.4 ms a search).
    const hits = sources.map((s, i) => (s === docs[i] ? { ...s, _score: scores[i] } : Object.assign(s, { _score: scores[i] })));
    return { hits, total, aggregations };
  }
  // The keys in the order the answer has always been written in (the schema's first).
  return {
    hits: {
      total,
      max_score: scores.length ? Math.max(...scores) : null,
      hits: sources.map((s, i) => ({
        _index: req.view.index,
        _type: req.type,
        _id: String((priced[i] as Doc).id ?? ''),
        _score: scores[i],
        _source: s,
      })),
    },
    aggregations,
    took: 0,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  };
}
