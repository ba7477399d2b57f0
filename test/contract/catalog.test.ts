// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

type Hit = Record<string, unknown> & { sku?: string; id?: number };

describe.each(backendNames)('catalog search (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const search = async (type: string, query: object, params: Record<string, string> = {}, index = 'ido') => {
    const qs = new URLSearchParams({ request: JSON.stringify(query), request_format: 'search-query', response_format: 'compact', ...params });
    return t.app.inject({ method: 'GET', url: `/api/catalog/${index}/${type}/_search?${qs}` });
  };
  const skus = async (query: object, params: Record<string, string> = {}) => {
    const res = await search('product', query, params);
    expect(res.statusCode).toBe(200);
    return (res.json().hits as Hit[]).map((h) => h.sku);
  };
  const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });

  it.each([
    ['in on an array field', [f('category_ids', { in: [21] })], ['FLOUR-1', 'OATS-1', 'OLD-SPECIAL']],
    ['eq with a scalar', [f('category_ids', { eq: 30 })], ['WHEY']],
    ['a bare scalar value', [f('sku', 'GIFT-100')], ['GIFT-100']],
    ['number vs string values', [f('category_ids', { in: ['21'] }), f('visibility', { eq: '3' })], ['OLD-SPECIAL']],
    ['nested fields', [f('stock.is_in_stock', { eq: false })], ['SOLD-OUT']],
    ['nin', [f('category_ids', { nin: [20, 21, 30] })], ['GIFT-100']],
    ['neq', [f('status', { neq: 1 })], ['DISABLED']],
    ['eq null = field exists', [f('special_price', { eq: null })], ['OATS-1', 'OLD-SPECIAL']],
    ['range', [f('price', { gte: 40, lte: 100 })], ['FLOUR-1', 'OATS-1', 'OLD-SPECIAL', 'GIFT-100']],
    ['strict range', [f('price', { gt: 40, lt: 100 })], ['OLD-SPECIAL', 'GIFT-100']],
    ['range on dates', [f('created_at', { gte: '2025-01-20', lt: '2025-01-22' })], ['OLD-SPECIAL', 'SOLD-OUT']],
    ['visibility and status as the home page asks', [f('visibility', { in: [2, 3] }), f('status', { in: [0, 1] })], ['OATS-1', 'OLD-SPECIAL']],
    ['catalog scope: value or a configurable child having it', [f('flavour', { in: [2] }, 'catalog')], ['WHEY']],
    ['catalog scope on a plain attribute', [f('brand', { eq: 7 }, 'catalog')], ['FLOUR-1']],
    ['nested child sku', [f('configurable_children.sku', { eq: 'WHEY-CHOC' })], ['WHEY']],
    ['empty in matches nothing', [f('sku', { in: [] })], []],
  ])('filters: %s', async (_name, filters, expected) => {
    expect(await skus({ _appliedFilters: filters }, { sort: 'id:asc' })).toEqual(expected);
  });

  it('matches _searchText on name or sku, case-insensitively', async () => {
    expect(await skus({ _appliedFilters: [], _searchText: 'almond' })).toEqual(['FLOUR-1']);
    expect(await skus({ _searchText: 'whey' })).toEqual(['WHEY']);
  });

  it('sorts by _appliedSort and by sort=field:dir', async () => {
    const q = { _appliedFilters: [f('category_ids', { in: [20, 21] })], _appliedSort: [{ field: 'price', options: 'desc' }] };
    expect(await skus(q)).toEqual(['FLOUR-1', 'OLD-SPECIAL', 'OATS-1', 'SOLD-OUT', 'DISABLED']);
    expect(await skus({ _appliedFilters: [f('category_ids', { in: [21] })] }, { sort: 'name:asc' })).toEqual(['FLOUR-1', 'OLD-SPECIAL', 'OATS-1']);
    expect(await skus({ _appliedSort: [{ field: 'created_at', options: { order: 'desc' } }] }, { size: '2' })).toEqual(['WHEY', 'DISABLED']);
  });

  it('pages with size and from, and reports the total', async () => {
    const res = await search('product', {}, { size: '3', from: '2', sort: 'id:asc' });
    const body = res.json();
    expect(body.total).toBe(7);
    expect(body.hits.map((h: Hit) => h.sku)).toEqual(['OLD-SPECIAL', 'SOLD-OUT', 'DISABLED']);
    expect(body.aggregations).toEqual({});
    expect(body.hits[0]._score).toBe(1);
  });

  it.each([
    [{ size: '0' }, 7],
    [{ size: '-5', from: '-3' }, 7],
    [{ size: '2', from: '6' }, 1],
    [{ size: '2', from: '100' }, 0],
  ])('size ≤ 0 becomes 50 and from < 0 becomes 0 (%o)', async (params, count) => {
    const res = await search('product', {}, params);
    expect(res.json().hits).toHaveLength(count);
    expect(res.json().total).toBe(7);
  });

  it('includes and excludes source fields by dotted path', async () => {
    const res = await search(
      'product',
      { _appliedFilters: [f('sku', 'WHEY')] },
      { _source_include: 'sku,configurable_children.sku,stock.qty', _source_exclude: 'stock' },
    );
    expect(res.json().hits[0]).toEqual({ sku: 'WHEY', configurable_children: [{ sku: 'WHEY-VAN' }, { sku: 'WHEY-CHOC' }], _score: 1 });
  });

  it('adds tax fields to products (15% VAT, special price windows)', async () => {
    const res = await search('product', { _appliedFilters: [f('sku', { in: ['FLOUR-1', 'OATS-1', 'OLD-SPECIAL', 'WHEY'] })] }, { sort: 'id:asc' });
    const [flour, oats, old, whey] = res.json().hits as Hit[];
    expect(flour).toMatchObject({ price_incl_tax: 115, price_tax: 15, final_price_incl_tax: 115, special_price: 0 });
    expect(oats).toMatchObject({ price_incl_tax: 34.5, original_price_incl_tax: 46, special_price_incl_tax: 34.5 });
    expect(old).toMatchObject({ price_incl_tax: 57.5, final_price_incl_tax: 57.5, special_price: 0, special_price_incl_tax: 0 });
    // The cheapest available child prices the parent (the cheaper chocolate is out of stock).
    expect(whey).toMatchObject({ price_incl_tax: 345 });
  });

  it('serves other entity types, and POST with the query in the body in the standard format', async () => {
    const cats = await search('category', { _appliedFilters: [f('parent_id', { eq: 20 })] });
    expect(cats.json().hits.map((c: Hit) => c.id)).toEqual([21]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/ido/cms_page/_search?request_format=search-query',
      payload: { _appliedFilters: [f('identifier', { eq: 'about' })] },
    });
    expect(res.json().hits).toMatchObject({ total: 1, hits: [{ _index: 'ido', _type: 'cms_page', _id: '1', _score: 1, _source: { title: 'About us' } }] });
  });

  it("accepts the later store views' indexes", async () => {
    const res = await search('product', { _appliedFilters: [f('sku', 'FLOUR-1')] }, {}, 'ido_de');
    expect(res.json().hits[0].price_incl_tax).toBe(119);
  });

  it.each([
    ['an unknown index', () => search('product', {}, {}, 'vue_storefront_catalog'), /^Invalid \/ inaccessible index name given in the URL/],
    ['an unknown type', () => search('cms_hierarchy', {}), /Invalid entity type/],
    ['a request that is not JSON', () => t.app.inject({ method: 'GET', url: '/api/catalog/ido/product/_search?request=%7Bnope' }), /not valid JSON/],
    ['a filter on a bad field name', () => search('product', { _appliedFilters: [f('name"; drop', 'x')] }), /Invalid field name/],
    ['a bad sort direction', () => search('product', { _appliedSort: [{ field: 'price', options: 'sideways' }] }), /Invalid sort direction/],
    ['an object filter value', () => search('product', { _appliedFilters: [f('sku', { in: [{ a: 1 }] })] }), /Invalid filter value/],
    [
      'Elasticsearch DSL',
      () => t.app.inject({ method: 'POST', url: '/api/catalog/ido/product/_search', payload: { query: { match_all: {} } } }),
      /search-query/,
    ],
  ])('refuses %s with a 400 message', async (_name, call, message) => {
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: expect.stringMatching(message) });
  });
});
