// @vitest-environment node
/**
 * HTTP caching across store views (issue 15, docs/http-caching.md): an answer for one view is never
 * taken for another's. Catalogue answers name their view in the path (its index), stock answers in
 * the x-vs-store-code header: each view's answer has its own validator, so a copy kept for one view
 * revalidated for another gets the other view's body, never a 304, and a customer group's prices stay
 * private whichever view they are for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setViewDoc } from './fixtures.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

describe.each(backendNames)('HTTP caching across store views (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend, { env: { MULTISTORE: 'on' } });
    await setViewDoc(t.db, 'de', 'product', 101, { name: 'Mandelmehl', price: 123, stock: { qty: 3, is_in_stock: true } });
    await setViewDoc(t.db, 'default', 'product', 101, { stock: { qty: 40, is_in_stock: true } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const search = (index: string) =>
    `/api/catalog/${index}/product/_search?request=${encodeURIComponent(JSON.stringify({ _appliedFilters: [{ attribute: 'sku', value: { eq: 'FLOUR-1' }, scope: 'default' }] }))}`;

  it('a catalogue answer of /de and of the default view: own bodies, own validators, no 304 across', async () => {
    const en = await get(search('ido'));
    const de = await get(search('ido_de'));
    expect(en.statusCode).toBe(200);
    expect(de.statusCode).toBe(200);
    expect(JSON.stringify(de.json())).toContain('Mandelmehl');
    expect(JSON.stringify(en.json())).not.toContain('Mandelmehl');
    expect(de.headers.etag).not.toBe(en.headers.etag);
    const crossed = await get(search('ido'), { 'if-none-match': de.headers.etag as string });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(en.body);
  });

  it('a stock answer per view (header): own validators, no 304 across', async () => {
    const en = await get('/api/stock/check?sku=FLOUR-1');
    const de = await get('/api/stock/check?sku=FLOUR-1', { 'x-vs-store-code': 'de' });
    expect(en.json().result.qty).toBe(40);
    expect(de.json().result.qty).toBe(3);
    expect(de.headers.etag).not.toBe(en.headers.etag);
    const crossed = await get('/api/stock/check?sku=FLOUR-1', { 'if-none-match': de.headers.etag as string });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().result.qty).toBe(40);
    // Stock revalidates every time, so a cache keyed by the address alone still asks the server.
    expect(en.headers['cache-control']).toBe('no-cache');
  });

  it("a customer group's prices are private in every view", async () => {
    for (const index of ['ido', 'ido_de']) {
      const res = await get(`${search(index)}&groupId=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    }
  });
});
