// @vitest-environment node
/**
 * How the search statement reads stored values of every shape. Terms aggregations (termsCte
 * groups rows by their whole value, then takes the distinct values apart): array elements count
 * once per listing (twice when listed twice), scalars count as themselves, objects and nulls
 * never; dotted fields read inside arrays and objects; counts follow the text search. Sorts on a
 * field some documents lack or hold as an object. A default filter comparing with null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { parseSearchRequest } from './searchRequest.ts';
import { searchCatalog } from './searchCatalog.ts';

const DOCS = [
  { id: 1, sku: 'A', name: 'oat bar', tags: [5, 5, 6], brand: 1, info: { color: 'red' }, kids: [{ size: 1 }, { size: 2 }] },
  { id: 2, sku: 'B', name: 'oat milk', tags: 6, brand: { x: 1 }, info: { color: ['red', 'blue'] }, kids: [{ size: 2 }] },
  { id: 3, sku: 'C', name: 'oat flakes', tags: 'seven', brand: 2, info: null, kids: { size: 3 } },
  { id: 4, sku: 'D', name: 'rice cakes', tags: [7, null, { n: 1 }], brand: null },
  { id: 5, sku: 'E', name: 'rice milk' },
];

type Buckets = { key: unknown; doc_count: number }[];

describe.each(backendNames)('search statement over stored values (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    for (const doc of DOCS) {
      await t.db.query(`insert into catalog_entity (entity, id, doc, sku) values ('product', $1, $2::jsonb, $3)`, [
        String(doc.id),
        JSON.stringify({ ...doc, status: 1, visibility: 4 }),
        doc.sku,
      ]);
    }
  });
  afterAll(() => t.close());

  const search = async (query: object) => {
    const req = parseSearchRequest({ index: 'ido', type: 'product', query: { request: JSON.stringify(query), response_format: 'compact' }, body: undefined });
    return (await searchCatalog(t.db, req)) as { hits: { sku: string }[]; total: number; aggregations: Record<string, { buckets: Buckets }> };
  };
  const fields = ['tags', 'brand', 'info.color', 'kids.size'].map((field) => ({ field }));

  it('counts elements, scalars and nested values of every document', async () => {
    const { aggregations: a } = await search({ _availableFilters: fields });
    expect(a.agg_terms_tags.buckets).toEqual([
      { key: 5, doc_count: 2 },
      { key: 6, doc_count: 2 },
      { key: 'seven', doc_count: 1 },
      { key: 7, doc_count: 1 },
    ]);
    expect(a.agg_terms_brand.buckets).toEqual([
      { key: 1, doc_count: 1 },
      { key: 2, doc_count: 1 },
    ]);
    expect(a['agg_terms_info.color'].buckets).toEqual([
      { key: 'red', doc_count: 2 },
      { key: 'blue', doc_count: 1 },
    ]);
    expect(a['agg_terms_kids.size'].buckets).toEqual([
      { key: 2, doc_count: 2 },
      { key: 1, doc_count: 1 },
      { key: 3, doc_count: 1 },
    ]);
    expect(a.agg_terms_tags_options.buckets).toEqual([]);
  });

  it('counts only what the text search finds', async () => {
    const { total, aggregations: a } = await search({ _availableFilters: fields, _searchText: 'oat' });
    expect(total).toBe(3);
    expect(a.agg_terms_tags.buckets).toEqual([
      { key: 5, doc_count: 2 },
      { key: 6, doc_count: 2 },
      { key: 'seven', doc_count: 1 },
    ]);
    expect(a['agg_terms_kids.size'].buckets).toEqual([
      { key: 2, doc_count: 2 },
      { key: 1, doc_count: 1 },
      { key: 3, doc_count: 1 },
    ]);
  });

  it('sorts an object value first and a lacking one last, descending', async () => {
    const { hits } = await search({ _appliedSort: [{ field: 'brand', options: 'desc' }] });
    // jsonb order: object > number > null; a lacking field reads as null (ties on id).
    expect(hits.map((h) => h.sku)).toEqual(['B', 'C', 'A', 'D', 'E']);
  });

  it('with a text, takes a lacking field as null in a default filter comparing with null', async () => {
    // Text searches have always run default filters on an object of the fields they read, where
    // a lacking field is JSON null; without a text they run on the document (lacking ≠ null).
    const byNull = [{ attribute: 'brand', value: { in: [null] }, scope: 'default' }];
    expect((await search({ _appliedFilters: byNull, _searchText: 'rice' })).hits.map((h) => h.sku)).toEqual(['D', 'E']);
    expect((await search({ _appliedFilters: byNull })).hits.map((h) => h.sku)).toEqual(['D']);
    const notNull = [{ attribute: 'brand', value: { nin: [null] }, scope: 'default' }];
    expect((await search({ _appliedFilters: notNull, _searchText: 'rice' })).total).toBe(0);
    expect((await search({ _appliedFilters: notNull })).hits.map((h) => h.sku)).toEqual(['A', 'B', 'C', 'E']);
  });

  it('sorts a lacking nested value last', async () => {
    const { hits } = await search({ _appliedSort: [{ field: 'info.color', options: 'asc' }] });
    // jsonb order: a string before an array.
    expect(hits.map((h) => h.sku)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
