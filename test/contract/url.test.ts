// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

/** URL map (contract §7) beyond urlStock.test.ts: field selection per entity type and the bare /api/url. */
describe.each(backendNames)('url map fields (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const map = (payload: object) => t.app.inject({ method: 'POST', url: '/api/url/map', payload });

  it.each([
    ['pantry/baking', ['name'], ['id', 'name', 'slug', 'url_path']],
    ['about', ['title'], ['identifier', 'id', 'title']],
    ['sports/whey-protein', ['configurable_children.sku'], ['configurable_children', 'id', 'sku', 'slug', 'type_id', 'url_path']],
  ])('%s with includeFields %j keeps them plus the routing fields', async (url, includeFields, keys) => {
    const res = await map({ url, includeFields, excludeFields: null });
    expect(Object.keys(res.json()._source).sort()).toEqual([...keys].sort());
  });

  it('excludeFields alone removes just those fields (prices still computed)', async () => {
    const source = (await map({ url: 'pantry/baking/almond-flour-1kg', includeFields: null, excludeFields: ['description', 'stock'] })).json()._source;
    expect(source).not.toHaveProperty('stock');
    expect(source).toMatchObject({ sku: 'FLOUR-1', name: 'Almond Flour 1kg', final_price_incl_tax: 115 });
  });

  it('accepts the VSF client body (options, filters, groupId) and ignores what it does not use', async () => {
    const res = await map({
      url: 'sports/whey-protein',
      includeFields: null,
      excludeFields: [],
      options: { prefetchGroupProducts: true, assignProductConfiguration: true, setProductErrors: false },
      filters: { sku: 'WHEY-VAN' },
      groupId: null,
      groupToken: null,
    });
    expect(res.json()).toMatchObject({ _type: 'product', _source: { sku: 'WHEY', final_price_incl_tax: 345 } });
  });

  it.each([
    ['POST', '/api/url'],
    ['GET', '/api/url/map'],
  ])('%s %s has no handler: 404 envelope', async (method, url) => {
    const res = await t.app.inject({ method: method as 'POST' | 'GET', url, payload: method === 'POST' ? { url: 'about' } : undefined });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: `Route ${method} ${url} not found` });
  });
});
