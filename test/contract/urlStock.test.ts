// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

describe.each(backendNames)('url map and stock (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const map = (payload: object) => t.app.inject({ method: 'POST', url: '/api/url/map', payload });

  it('maps a product url_path to the raw hit with prices incl. tax', async () => {
    const res = await map({ url: '/pantry/baking/almond-flour-1kg', includeFields: null, excludeFields: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _index: 'ido',
      _type: 'product',
      _id: '101',
      _score: 1,
      _source: { sku: 'FLOUR-1', price_incl_tax: 115, original_price_incl_tax: 115 },
    });
  });

  it.each([
    ['pantry/baking', 'category', { id: 21, slug: 'baking' }],
    ['about', 'cms_page', { identifier: 'about', title: 'About us' }],
  ])('maps %s to a %s', async (url, type, source) => {
    const res = await map({ url });
    expect(res.json()).toMatchObject({ _type: type, _source: source });
  });

  it('keeps only the asked fields plus the routing fields, and drops excluded ones', async () => {
    const res = await map({ url: 'pantry/baking/almond-flour-1kg', includeFields: ['name'], excludeFields: ['sku'] });
    expect(Object.keys(res.json()._source).sort()).toEqual(['id', 'name', 'slug', 'type_id', 'url_path']);
  });

  it.each(['pantry/nothing-here', 'pantry/baking/almond', 'PANTRY/BAKING'])('answers a miss (%s) with HTTP 200 null', async (url) => {
    const res = await map({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('refuses a missing url with 400 "Missing url"', async () => {
    const res = await map({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: 'Missing url' });
  });

  it.each([
    ['/api/stock/check?sku=FLOUR-1', { item_id: 101, product_id: 101, qty: 10, is_in_stock: true }],
    ['/api/stock/check/SOLD-OUT', { product_id: 104, qty: 0, is_in_stock: false }],
    ['/api/stock/check?sku=WHEY-VAN', { product_id: 111, qty: 5, is_in_stock: true }],
  ])('checks stock: %s', async (url, expected) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, result: { stock_id: 1, manage_stock: true, min_sale_qty: 1, max_sale_qty: 10000, ...expected } });
  });

  it('lists stock in input order and skips unknown skus', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/list?skus=WHEY-CHOC,NOPE,FLOUR-1' });
    expect(res.json().code).toBe(200);
    expect(res.json().result.map((s: { product_id: number; is_in_stock: boolean }) => [s.product_id, s.is_in_stock])).toEqual([
      [112, false],
      [101, true],
    ]);
  });

  it.each([
    ['/api/stock/check', 400, 'sku parameter is required'],
    ['/api/stock/list', 400, 'skus parameter is required'],
    ['/api/stock/list?skus=', 400, 'skus parameter is required'],
    ['/api/stock/check?sku=NOPE', 404, 'No stock information for given sku'],
  ])('%s → %s', async (url, code, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ code, result: message });
  });
});
