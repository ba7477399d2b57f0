// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

describe('static PWA serving', () => {
  let t: TestApp;
  let dist: string;
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const banner = '<link rel="preload" as="image" href="/banner/home-hero.png" data-home-only />';

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>Shop</title>${banner}</head><body>${'<!-- pad -->'.repeat(200)}</body></html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Shop"}');
    await compressDir(dist);
    t = await makeTestApp('pglite', { staticDir: dist, fixtures: false });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('wrote .br and .gz for text files over 1 kB only', () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'sw.js.br'))).toBe(false);
  });

  it('caches hashed assets for a year and serves brotli when asked', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('serves gzip, or the plain file, to clients without brotli', async () => {
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('revalidates %s on every load', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a content security policy with the page', async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/pantry/baking', '/checkout', '/p/WHEY/whey-protein/WHEY-VAN'])('answers the SPA route %s with index.html', async (url) => {
    const res = await get(url, { accept: 'text/html', 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Shop</title>');
  });

  it("keeps the home banner's preload on the home page only", async () => {
    expect((await get('/', { 'accept-encoding': 'identity' })).body).toContain(banner);
    const other = await get('/c/baking', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(other.headers['content-encoding']).toBe('br');
    expect(other.headers.vary).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(other.rawPayload).toString();
    expect(html).toContain('<title>Shop</title>');
    expect(html).not.toContain('home-hero');
    const gzip = await get('/search?q=oats', { accept: 'text/html', 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).not.toContain('home-hero');
  });

  it('keeps 404s for missing files and unknown API routes', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    const api = await get('/api/unknown', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('still serves the API next to the app', async () => {
    expect((await get('/api/')).json()).toEqual({ version: '1.12.5' });
  });

  it('answers a page address holding a NUL with the page (the API keeps its 400), not with a JSON error', async () => {
    const navigate = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
    for (const url of ['/search?q=oat%00s', '/c/ba%00king', '/?x=%00', '/index.html?x=%00']) {
      const res = await get(url, navigate);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>Shop</title>');
    }
    for (const url of ['/api/stock/check?sku=%00', '/api/x%00', '/assets/a%00.js']) {
      const res = await get(url, url.startsWith('/api') ? navigate : {});
      expect(res.statusCode, url).toBe(400);
      expect(res.json().result, url).toMatch(/contains a NUL character/);
    }
  });
});

describe('static PWA serving with the optional integrations configured', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body></body></html>');
    t = await makeTestApp('pglite', { staticDir: dist, fixtures: false, env: { SENTRY_DSN: 'https://key@errors.example.com/7', CHAT_PROPERTY_ID: 'prop1' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  // '/index.html' is what the service worker precaches: its shell carries the configuration offline.
  it.each(['/', '/index.html', '/c/baking'])('hands the configuration to the PWA in %s, and lets the page reach its hosts', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="application/json" id="runtime-config">{"sentryDsn":"https://key@errors.example.com/7"');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://errors.example.com");
  });
});
