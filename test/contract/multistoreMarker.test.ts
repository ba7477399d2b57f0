// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withMultistoreMarker } from '../../server/plugins/multistoreMarker.ts';
import { setUpTestApp } from './testApp.ts';

// The switch reaches the PWA in the page the server answers (no rebuild): one dist, two servers.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-ms-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const page = async (app: ReturnType<typeof setUpTestApp>['app'], url: string) =>
  (await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity', 'sec-fetch-mode': 'navigate' } })).body;

describe.each([
  [undefined, 'off'],
  ['off', 'off'],
  ['on', 'on'],
])('MULTISTORE=%s', (value, expected) => {
  const t = setUpTestApp('pglite', undefined, { staticDir: dist, fixtures: false, env: value === undefined ? {} : { MULTISTORE: value } });

  it.each(['/', '/c/baking', '/de/c/baking', '/it/checkout'])(`serves %s with the marker "${expected}"`, async (url) => {
    const body = await page(t.app, url);
    expect(body).toContain(`<meta name="vs-multistore" content="${expected}"></head>`);
    expect(body.match(/vs-multistore/g)).toHaveLength(1);
  });

  it('answers the switch to a HEAD / in a header', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/?vs-multistore', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-vs-multistore']).toBe(expected);
  });
});

describe('the marker', () => {
  it('goes into the head, or first when the page has none', () => {
    expect(withMultistoreMarker('<html><head></head></html>', true)).toBe('<html><head><meta name="vs-multistore" content="on"></head></html>');
    expect(withMultistoreMarker('<p>x</p>', false)).toBe('<meta name="vs-multistore" content="off"><p>x</p>');
  });
});
