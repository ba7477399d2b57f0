/**
 * Runs a catalogue search on catalog_entity and shapes the answer as vsf-api does (contract
 * §6.2): `compact` = {hits:[{..._source, _score}], total, aggregations}; standard = the
 * Elasticsearch body. Products leave with every tax field. Relevance, full-text search and
 * aggregations come with the catalogue issue: scores are 1 and aggregations are empty.
 */
import type { Queryable } from '../../db/index.ts';
import type { Product } from '../../../src/domain/types.ts';
import { filtersToSql } from './filters.ts';
import { priceProducts } from './pricing.ts';
import type { SearchRequest } from './searchRequest.ts';
import { sortToSql } from './sort.ts';
import { filterSource } from './sourceFilter.ts';
import { SqlParams } from './sqlParams.ts';

type Doc = Record<string, unknown>;

export interface SearchResult {
  docs: Doc[];
  total: number;
}

function whereClause(req: SearchRequest, params: SqlParams): string {
  const conditions = [`entity = ${params.add(req.type)}`, ...filtersToSql(req.query._appliedFilters, params)];
  const text = (req.query._searchText ?? '').trim();
  if (text) {
    // Until full-text search arrives: a case-insensitive match on name or sku.
    const like = params.add(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(doc->>'name' ilike ${like} or doc->>'sku' ilike ${like})`);
  }
  return conditions.join(' and ');
}

export async function findDocuments(db: Queryable, req: SearchRequest): Promise<SearchResult> {
  const params = new SqlParams();
  const where = whereClause(req, params);
  const countSql = `select count(*)::int as total from catalog_entity where ${where}`;
  const countValues = [...params.values];
  const pageSql = `select doc from catalog_entity where ${where} order by ${sortToSql(req.sort)} limit ${params.add(req.size)} offset ${params.add(req.from)}`;
  const page = await db.query<{ doc: Doc }>(pageSql, params.values);
  const total =
    page.rows.length > 0 && page.rows.length < req.size && req.from === 0
      ? page.rows.length
      : (await db.query<{ total: number }>(countSql, countValues)).rows[0].total;
  return { docs: page.rows.map((r) => r.doc), total };
}

export async function searchCatalog(db: Queryable, req: SearchRequest, now = new Date()): Promise<Record<string, unknown>> {
  const { docs, total } = await findDocuments(db, req);
  const priced = req.type === 'product' ? await priceProducts(db, docs as Product[], req.view, now) : docs;
  const sources = priced.map((d) => filterSource(d as Doc, req.includes, req.excludes));
  if (req.compact) {
    return { hits: sources.map((s) => ({ ...s, _score: 1 })), total, aggregations: {} };
  }
  return {
    took: 0,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total,
      max_score: sources.length ? 1 : null,
      hits: sources.map((s, i) => ({
        _index: req.view.index,
        _type: req.type,
        _id: String((priced[i] as Doc).id ?? ''),
        _score: 1,
        _source: s,
      })),
    },
    aggregations: {},
  };
}
