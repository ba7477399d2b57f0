// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

/**
 * Issue 15, HTTP caching of catalogue answers: a validator (ETag → 304 without the body) and a
 * Cache-Control that lets shared caches keep catalogue answers for a short while, keeps prices of
 * a customer group private, and makes stock answers revalidate every time.
 */
describe.each(backendNames)('HTTP caching of catalogue, stock and URL-map answers (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
  });
  afterAll(() => t.close());

  const search = (extra = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/catalog/ido/product/_search?request=${encodeURIComponent(JSON.stringify({ _appliedFilters: [{ attribute: 'sku', value: { eq: 'FLOUR-1' }, scope: 'default' }] }))}${extra}`,
      headers,
    });

  it('a catalogue answer has an ETag and a short shared max-age; the same ETag back gives 304 with no body', async () => {
    const first = await search();
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    const again = await search('', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another answer has another validator.
    const other = await t.app.inject({ method: 'GET', url: '/api/catalog/ido/category/_search' });
    expect(other.headers.etag).toBeDefined();
    expect(other.headers.etag).not.toBe(tag);
  });

  it('works when the answer is compressed', async () => {
    const url = '/api/catalog/ido/product/_search?size=50';
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
  });

  it('prices for a customer group are private', async () => {
    const res = await search('&groupId=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
  });

  it('stock answers always revalidate, with a validator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/check?sku=FLOUR-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/api/stock/check?sku=FLOUR-1', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('a URL lookup (POST) is not kept by HTTP caches', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url: 'pantry/baking' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('errors are not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/check' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
