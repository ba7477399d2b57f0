// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

describe.each(backendNames)('API basics (%s)', (backend) => {
  const t = setUpTestApp(backend);

  it('answers GET /api/ with the vsf-api version, not enveloped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '1.12.5' });
  });

  it('answers an unknown /api route with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 404, result: expect.stringContaining('/api/nope') });
  });

  it('answers a POST to the old /api/order/create with 404, as vsf-api 1.12', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/order/create', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('turns malformed JSON into a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/url/map', headers: { 'content-type': 'application/json' }, payload: '{"url":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: expect.any(String) });
  });

  it('turns schema violations into a 400 envelope with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url: { a: 1 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toMatch(/^Invalid request: /);
  });

  it('sets security headers and allows any origin on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a CORS pre-flight', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/update',
      headers: { origin: 'https://cdn.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
  });

  it('compresses large API answers with brotli when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/ido/product/_search?size=10',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
