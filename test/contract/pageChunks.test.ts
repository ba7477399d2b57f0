// @vitest-environment node
/**
 * A category page's HTML carries the modulepreload of the page's code (server/services/catalog/
 * pageChunks.ts), read from the build's manifest, beside its pictures' preloads; no other page gets
 * it, and the manifest itself is not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { minimalDist } from './minimalDist.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const MANIFEST = {
  '_app.js': { file: 'assets/app-1.js' },
  '_catalogue.js': { file: 'assets/catalogue-1.js', imports: ['_app.js'] },
  'src/features/category/CategoryPage.tsx': { file: 'assets/CategoryPage-1.js', imports: ['_catalogue.js'] },
  'src/features/category/defaultListingQuery.ts': { file: 'assets/defaultListingQuery-1.js' },
  'src/lib/languages/en.ts': { file: 'assets/en-1.js' },
};
const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe.each(backendNames)('modulepreload of the category page with index.html (%s)', (backend) => {
  let t: TestApp;
  let dist: ReturnType<typeof minimalDist>;
  beforeAll(async () => {
    dist = minimalDist();
    fs.mkdirSync(path.join(dist.dir, '.vite'));
    fs.writeFileSync(path.join(dist.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await makeTestApp(backend, { staticDir: dist.dir });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-mode': 'navigate', 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it.each(['/c/pantry', '/c/unknown', '/c/pantry?sort=final_price:desc'])('preloads the code of %s in the head', async (url) => {
    const html = await page(url);
    expect(modulePreloads(html)).toEqual([
      '/assets/app-1.js',
      '/assets/catalogue-1.js',
      '/assets/CategoryPage-1.js',
      '/assets/defaultListingQuery-1.js',
      '/assets/en-1.js',
    ]);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it.each(['/', '/p/P-5/product-5', '/search?q=oat', '/checkout', '/de/c/pantry'])('adds none to %s', async (url) => {
    expect(modulePreloads(await page(url))).toEqual([]);
  });

  it('does not serve the build manifest', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/manifest.json.br']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, result: 'File not found' });
    }
  });
});
