// @vitest-environment node
/**
 * Issue 12, defects 3 and 4 and "Operations": text PostgreSQL cannot store is a 400 (it was a 500),
 * oversized requests answer the envelope, the health probes, and the headers a scanner checks.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { orderBody } from './cartHelpers.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const UNSTORABLE = /^Invalid request: .* contains a NUL character or a broken \(unpaired surrogate\) character$/;

describe.each(backendNames)('hostile input (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const orders = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from shop_order')).rows[0].n);

  it.each([
    ['GET', '/api/cart/pull?cartId=%00'],
    ['GET', '/api/stock/list?skus=a%00b'],
    ['GET', '/api/stock/check?sku=%00'],
    ['GET', '/api/sync/order/a%00b'],
    ['GET', '/api/catalog/ido/product/_search?q=a%00'],
    ['GET', '/api/url/map?url=%00'],
    // The NUL only appears once the `request` JSON is parsed (a JSON escape): it was a 500.
    [
      'GET',
      `/api/catalog/ido/category/_search?request=${encodeURIComponent('{"_appliedFilters":[{"attribute":"slug","value":{"eq":"ba\\u0000king"},"scope":"default"}]}')}`,
    ],
    ['GET', `/api/catalog/ido/product/_search?request=${encodeURIComponent('{"_searchText":"oat\\u0000s"}')}`],
  ])('answers %s %s with a 400 naming the field', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: expect.stringMatching(UNSTORABLE) });
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
  ])('refuses %s in a JSON body (payments status, review, order) and stores nothing', async (_name, bad) => {
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/payments/status',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ref: bad }),
    });
    expect(status.json()).toEqual({ code: 400, result: 'Invalid request: body ref contains a NUL character or a broken (unpaired surrogate) character' });

    const before = await orders();
    const body = orderBody();
    const withBadName = {
      ...body,
      addressInformation: { ...body.addressInformation, shippingAddress: { ...body.addressInformation.shippingAddress, firstname: bad } },
    };
    const order = await t.app.inject({ method: 'POST', url: '/api/order', payload: withBadName });
    expect(order.statusCode).toBe(400);
    expect(order.json().result).toBe(
      'Invalid request: body addressInformation.shippingAddress.firstname contains a NUL character or a broken (unpaired surrogate) character',
    );
    // A key counts as much as a value.
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, order_id: `${body.order_id}-k`, [bad]: 1 }),
    });
    expect(badKey.statusCode).toBe(400);
    expect(await orders()).toBe(before);

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/review/create',
      payload: { review: { product_id: 101, title: 'ok', detail: bad, nickname: 'n', review_entity: 'product', review_status: 2 } },
    });
    expect(review.statusCode).toBe(400);
  });

  it('still takes whole emoji and accented text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review/create',
      payload: { review: { product_id: 101, title: 'Très bon 🥜', detail: 'Lekker 抹茶 🥜', nickname: 'Zoë', review_entity: 'product', review_status: 2 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.detail).toBe('Lekker 抹茶 🥜');
  });

  it('answers headers over the limit with a 431 envelope', async () => {
    const res = await fetch(`${base}/api/stock/list?skus=a`, { headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ code: 431, result: expect.stringContaining('too large') });
  });

  it('answers a URL over the limit with a 431 envelope, and a path parameter over the limit with 414', async () => {
    const long = await fetch(`${base}/api/stock/list?skus=${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect((await long.json()).code).toBe(431);
    const param = await fetch(`${base}/api/sync/order/${'a'.repeat(600)}`);
    expect(param.status).toBe(414);
    expect(await param.json()).toEqual({ code: 414, result: 'URI too long' });
    const badUtf8 = await fetch(`${base}/api/sync/order/a%E0%A4%A`);
    expect(badUtf8.status).toBe(400);
    expect(await badUtf8.json()).toEqual({ code: 400, result: 'The URL is not valid percent-encoded UTF-8' });
  });

  it('answers the health probes: live, and ready once migrated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ code: 200, result: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 200, result: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration is missing', async () => {
    const last = (await t.db.query<{ name: string }>('select max(name) as name from schema_migrations')).rows[0].name;
    const fresh = await makeTestApp(backend, { fixtures: false });
    try {
      await fresh.db.query('delete from schema_migrations where name = $1', [last]);
      const res = await fresh.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 503, result: `Migrations not applied: ${last}` });
    } finally {
      await fresh.close();
    }
  });

  it('sends the headers a security scanner checks, and no HSTS over plain HTTP', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(api.headers['x-powered-by']).toBeUndefined();
    expect(api.headers['strict-transport-security']).toBeUndefined();
    // An untrusted peer cannot claim HTTPS.
    const claimed = await t.app.inject({ method: 'GET', url: '/api/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('HSTS behind a trusted TLS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { fixtures: false, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('sends Strict-Transport-Security when the trusted proxy says the client used HTTPS', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/api/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const http = await t.app.inject({ method: 'GET', url: '/api/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // The same header from a peer that is not the proxy is ignored.
    const other = await t.app.inject({ method: 'GET', url: '/api/', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(other.headers['strict-transport-security']).toBeUndefined();
  });
});
