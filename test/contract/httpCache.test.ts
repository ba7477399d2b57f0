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

  it('a stock answer names the store view header in Vary (200 and 304): a cache keys the view by it', async () => {
    const url = '/api/stock/check?sku=FLOUR-1';
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-vs-store-code': 'de' } });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'x-vs-store-code': 'de', 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    for (const answer of [res, again]) {
      const names = String(answer.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/);
      expect(names.filter((n) => n === 'x-vs-store-code')).toHaveLength(1);
      expect(names.filter((n) => n === 'accept-encoding')).toHaveLength(1);
    }
    // Catalogue answers name their view in the URL: no such Vary there.
    expect(String((await search()).headers.vary)).not.toMatch(/x-vs-store-code/i);
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

  // Failure paths: a validator must never turn an error or a POST into a 304, and odd headers never give a 500.
  describe('odd or hostile conditional requests', () => {
    const categories = '/api/catalog/ido/category/_search';
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    it('an error answer has no validator, and sending the tag of the error body back still gets the error', async () => {
      for (const url of ['/api/stock/check', '/api/catalog/nope/product/_search']) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.headers.etag).toBeUndefined();
        // The tag @fastify/etag would give this body: a client or cache that kept it must not get a 304.
        const { createHash } = await import('node:crypto');
        const tag = `W/"${createHash('sha1').update(res.body).digest('base64')}"`;
        for (const inm of [tag, '*']) {
          const again = await get(url, { 'if-none-match': inm });
          expect(again.statusCode).toBe(400);
          expect(JSON.parse(again.body)).toMatchObject({ code: 400 });
          expect(again.headers['cache-control']).toBeUndefined();
        }
      }
    });

    it('a POST answer has no validator and is never a 304', async () => {
      const lookup = () => t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url: 'pantry/baking' } });
      const first = await lookup();
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeUndefined();
      const { createHash } = await import('node:crypto');
      const tag = `W/"${createHash('sha1').update(first.body).digest('base64')}"`;
      for (const inm of [tag, '*']) {
        const again = await t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url: 'pantry/baking' }, headers: { 'if-none-match': inm } });
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(first.body);
        const search = await t.app.inject({ method: 'POST', url: '/api/catalog/ido/product/_search', payload: {}, headers: { 'if-none-match': inm } });
        expect(search.statusCode).toBe(200);
        expect(search.headers.etag).toBeUndefined();
        expect(JSON.parse(search.body).hits).toBeDefined();
      }
    });

    it('If-None-Match: a list, *, a strong form of the weak tag: 304; another tag: the body', async () => {
      const first = await get(categories);
      const tag = first.headers.etag as string;
      const strong = tag.replace(/^W\//, '');
      for (const inm of [tag, strong, '*', `"other", ${tag}`, `W/"a",W/"b" ,  ${strong}`]) {
        const res = await get(categories, { 'if-none-match': inm });
        expect(res.statusCode, inm).toBe(304);
        expect(res.body).toBe('');
      }
      for (const inm of ['"other"', 'W/"other", "more"', tag.slice(0, -2) + '"', 'junk', '', ',,,', `${tag.slice(3, -1)}`]) {
        const res = await get(categories, { 'if-none-match': inm });
        expect(res.statusCode, inm).toBe(200);
        expect(res.body).toBe(first.body);
      }
    });

    it('a huge If-None-Match or junk If-Modified-Since gets the answer, never a 500', async () => {
      const first = await get(categories);
      const huge = await get(categories, { 'if-none-match': `${'W/"x", '.repeat(3000)}${first.headers.etag as string}` });
      expect([200, 304, 431]).toContain(huge.statusCode);
      if (huge.statusCode === 200) expect(huge.body).toBe(first.body);
      for (const ims of ['junk', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', '0']) {
        const res = await get(categories, { 'if-modified-since': ims });
        expect(res.statusCode, ims).toBe(200);
        expect(res.body).toBe(first.body);
      }
    });

    it('every catalogue answer says Vary: Accept-Encoding once, a 304 too', async () => {
      const url = '/api/catalog/ido/product/_search?size=50';
      const plain = await get(url, { 'accept-encoding': 'identity' });
      const small = await get(categories);
      const packed = await get(url, { 'accept-encoding': 'gzip' });
      const notModified = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string });
      const stock = await get('/api/stock/check?sku=FLOUR-1');
      expect(notModified.statusCode).toBe(304);
      for (const res of [plain, small, packed, notModified, stock]) {
        const vary = String(res.headers.vary ?? '');
        expect(vary.match(/accept-encoding/gi), vary).toHaveLength(1);
      }
    });

    it('the compressed and the identity answer share the weak tag, with Vary: Accept-Encoding on the compressed one', async () => {
      const url = '/api/catalog/ido/product/_search?size=50';
      const plain = await get(url);
      for (const encoding of ['gzip', 'br']) {
        const packed = await get(url, { 'accept-encoding': encoding });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
        // A weak tag names the same content in any encoding (RFC 9110 §8.8.3.3): a strong one would not.
        expect(packed.headers.etag).toMatch(/^W\//);
        expect(packed.headers.etag).toBe(plain.headers.etag);
        const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': plain.headers.etag as string });
        expect(again.statusCode).toBe(304);
      }
    });
  });
});
