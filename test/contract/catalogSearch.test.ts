// @vitest-environment node
/**
 * Catalogue search over HTTP (contract §6): aggregations and relevance in the compact and the
 * standard formats, reviews (approved only), category fields, _source filtering with facets.
 */
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

type Hit = Record<string, unknown>;
const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });

describe.each(backendNames)('catalog search over HTTP (%s)', (backend) => {
  const t = setUpTestApp(backend, async () => {
    const review = (id: number, status: number, product = 101) =>
      t.db.query(`insert into catalog_entity (entity, id, doc) values ('review', $1, $2::jsonb)`, [
        String(id),
        JSON.stringify({ id, product_id: product, review_status: status, title: `r${id}`, detail: 'd', nickname: 'n', review_entity: 'product' }),
      ]);
    await review(1, 1);
    await review(2, 2);
    await review(3, 1, 102);
  });

  const get = (type: string, query: object, params: Record<string, string> = {}) => {
    const qs = new URLSearchParams({ request: JSON.stringify(query), request_format: 'search-query', ...params });
    return t.app.inject({ method: 'GET', url: `/api/catalog/ido/${type}/_search?${qs}` });
  };

  it('answers compact searches with aggregations and relevance scores', async () => {
    const res = await get(
      'product',
      {
        _appliedFilters: [f('status', { in: [0, 1] })],
        _availableFilters: [
          { field: 'price', scope: 'catalog' },
          { field: 'brand', scope: 'catalog' },
        ],
        _searchText: 'almnd flour',
      },
      { response_format: 'compact' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hits.map((h: Hit) => h.sku)).toEqual(['FLOUR-1']);
    expect(body.hits[0]._score).toBeGreaterThan(0.02);
    expect(body.aggregations.agg_terms_brand).toEqual({ buckets: [{ key: 7, doc_count: 1 }] });
    expect(body.aggregations.agg_terms_brand_options).toEqual({ buckets: [] });
    expect(body.aggregations.agg_range_price.buckets).toEqual([
      { key: '0.0-100.0', from: 0, to: 100, doc_count: 0 },
      { key: '100.0-250.0', from: 100, to: 250, doc_count: 1 }, // 100 net = R115 incl. VAT
      { key: '250.0-400.0', from: 250, to: 400, doc_count: 0 },
      { key: '400.0-*', from: 400, doc_count: 0 },
    ]);
  });

  it('answers in the standard Elasticsearch shape', async () => {
    const res = await get('product', {
      _appliedFilters: [f('sku', { in: ['WHEY', 'OATS-1'] })],
      _availableFilters: [{ field: 'flavour' }],
      _searchText: 'whey',
    });
    const body = res.json();
    expect(body).toMatchObject({ timed_out: false, hits: { total: 1, hits: [{ _index: 'ido', _type: 'product', _id: '110', _source: { sku: 'WHEY' } }] } });
    expect(body.hits.max_score).toBe(body.hits.hits[0]._score);
    expect(body.aggregations.agg_terms_flavour_options.buckets).toEqual([
      { key: 1, doc_count: 1 },
      { key: 2, doc_count: 1 },
    ]);
  });

  it('writes the answer keys in their fixed order and leaves cached documents without a score', async () => {
    const standard = (await get('product', { _searchText: 'whey' })).body;
    expect(standard).toMatch(
      /^\{"hits":\{"total":1,"max_score":[\d.]+,"hits":\[\{"_index":"ido","_type":"product","_id":"110","_score":[\d.]+,"_source":\{"id":110,/,
    );
    expect(standard).toMatch(/\},"aggregations":\{\},"took":0,"timed_out":false,"_shards":\{"total":1,"successful":1,"skipped":0,"failed":0\}\}$/);
    expect((await get('product', { _searchText: 'whey' }, { response_format: 'compact' })).body).toMatch(
      /^\{"hits":\[\{"id":110,.*,"_score":[\d.]+\}\],"total":1,"aggregations":\{\}\}$/,
    );
    // Categories are not priced: the cached documents themselves leave, each time with its own score.
    const categories = () => get('category', { _appliedFilters: [f('id', { in: [2, 20] })] }, { response_format: 'compact' });
    const first = (await categories()).body;
    expect((await categories()).body).toBe(first);
    const standardCategories = (await get('category', { _appliedFilters: [f('id', { in: [2, 20] })] })).json();
    expect(standardCategories.hits.hits.map((h: { _source: Hit }) => h._source._score)).toEqual([undefined, undefined]);
  });

  it('serves approved reviews only', async () => {
    const res = await get('review', { _appliedFilters: [f('product_id', { eq: 101 })] }, { response_format: 'compact' });
    expect(res.json().hits.map((r: Hit) => r.id)).toEqual([1]);
    const all = await get('review', { _appliedFilters: [f('review_status', { in: [1, 2] })] }, { response_format: 'compact' });
    expect(all.json().total).toBe(2);
  });

  it.each([
    [[f('parent_id', { eq: 20 })], [21]],
    [[f('level', { eq: 2 }), f('is_active', { eq: true })], [20]],
    [[f('product_count', { gt: 0 })], [20, 21]],
    [[f('url_path', { eq: 'pantry/baking' })], [21]],
    [[f('url_key', { in: ['pantry', 'baking'] })], [20, 21]],
    [[f('slug', 'baking')], [21]],
    [[f('id', { in: [2, 20] })], [2, 20]],
  ])('filters categories on their fields: %o', async (filters, ids) => {
    const res = await get('category', { _appliedFilters: filters, _appliedSort: [{ field: 'position', options: 'asc' }] }, { response_format: 'compact' });
    expect(res.json().hits.map((c: Hit) => c.id)).toEqual(ids);
  });

  it('applies _source_include / _source_exclude to hits, not to aggregations', async () => {
    const res = await get(
      'product',
      { _appliedFilters: [f('sku', 'FLOUR-1')], _availableFilters: [{ field: 'brand' }] },
      { response_format: 'compact', _source_include: 'sku,name,brand', _source_exclude: 'name' },
    );
    expect(res.json().hits).toEqual([{ sku: 'FLOUR-1', brand: 7, _score: 1 }]);
    expect(res.json().aggregations.agg_terms_brand.buckets).toEqual([{ key: 7, doc_count: 1 }]);
  });

  it.each([
    [{ _availableFilters: [{ field: 'brand', options: { size: 0 } }] }, /aggregation size/],
    [{ _appliedFilters: [f('price', { gte: 'cheap' }, 'catalog')] }, /price filter/],
    [{ _availableFilters: [{ field: 'a b' }] }, /aggregation field/],
  ])('refuses %o with a 400', async (query, message) => {
    const res = await get('product', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toMatch(message);
  });
});
