// @vitest-environment node
/**
 * index.html carries the preload of the requested page's largest picture (server/services/
 * catalog/pagePreload.ts): a product page its gallery picture at the gallery size, a category its
 * first tiles' pictures at the tile size (the default listing's order), other pages nothing; and the
 * same pictures in the boot shell inside #root (pageShell.ts), painted before the app. A
 * catalogue value or a URL can never write markup into the page, and a catalogue change shows in
 * the next page served, also by a second server on the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Queryable } from '../../server/db/index.ts';
import { pagePreloadParts } from '../../server/services/catalog/pagePreload.ts';
import { backendNames } from './backends.ts';
import { minimalDist } from './minimalDist.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const product = (id: number, image: string, extra: object = {}) => ({
  id,
  sku: `P-${id}`,
  name: `Product ${id}`,
  status: 1,
  visibility: 4,
  type_id: 'simple',
  category_ids: [31],
  image,
  ...extra,
});
const HOSTILE = '/x/"><script>alert(1)</script>.png';
const PRODUCTS = [
  product(5, '/p/five.png', { media_gallery: [{ image: '/p/five-b.png', pos: 1, typ: 'image' }] }),
  product(3, '/p/three.png', { category_ids: [32] }),
  product(4, HOSTILE, { name: 'Four "quoted" <b>bold</b> & $& co' }),
  product(6, '/p/six.png'),
  product(7, '/p/seven.png'),
  product(2, '/p/hidden.png', { visibility: 1 }),
  product(8, 'no_selection', { category_ids: [], media_gallery: [{ image: '/p/eight-gallery.png', pos: 2, typ: 'image' }] }),
];
const CATEGORIES = [
  { id: 30, name: 'Pantry', slug: 'pantry', url_key: 'pantry', path: '1/2/30', is_active: true },
  { id: 31, name: 'Flours', slug: 'flours', url_key: 'flours', path: '1/2/30/31', is_active: true },
  { id: 32, name: 'Old', slug: 'old', url_key: 'old', path: '1/2/30/32', is_active: false },
];

/** The boot shell's pictures (pageShell.ts): kind, address and alt text of each. */
const shellPictures = (html: string) => {
  const shell = /<div class="boot-main"><div class="boot-pic boot-pic--(\w+)">(.*?)<\/div><\/div>/.exec(html);
  return shell ? [...shell[2]!.matchAll(/<img src="([^"]*)" alt="([^"]*)"/g)].map((m) => `${shell[1]} ${m[1]} "${m[2]}"`) : [];
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map((m) => m[1]);

describe.each(backendNames)('preload of the page picture with index.html (%s)', (backend) => {
  let t: TestApp;
  let dist: ReturnType<typeof minimalDist>;
  beforeAll(async () => {
    dist = minimalDist();
    t = await makeTestApp(backend, { staticDir: dist.dir, fixtures: false });
    const insert = (entity: string, doc: { id: number; sku?: string }) =>
      t.db.query('insert into catalog_entity (entity, id, doc, sku) values ($1, $2, $3::jsonb, $4)', [
        entity,
        String(doc.id),
        JSON.stringify(doc),
        doc.sku ?? null,
      ]);
    for (const c of CATEGORIES) await insert('category', c);
    for (const p of PRODUCTS) await insert('product', p);
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-mode': 'navigate', 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.body;
  };
  // The HTML does not wait for a slow lookup (LOOKUP_BUDGET_MS): on a busy machine, ask again until the tags come.
  const eventually = (url: string) => expect.poll(async () => preloads(await page(url)));

  it('preloads the gallery picture of a product page at the gallery size', async () => {
    await eventually('/p/P-5/product-5').toEqual(['/img/600/744/crop/p/five.png']);
    // No own image: the first gallery picture, as the gallery shows it.
    await eventually('/p/P-8/product-8').toEqual(['/img/600/744/crop/p/eight-gallery.png']);
  });

  it('paints the same picture from the HTML: the gallery picture in the boot shell, with the product name as its alt text', async () => {
    await expect.poll(async () => shellPictures(await page('/p/P-5/product-5'))).toEqual(['gallery /img/600/744/crop/p/five.png "Product 5"']);
    // Inside #root, after the boot header (React's first commit replaces it).
    expect(await page('/p/P-5/product-5')).toMatch(
      /<div id="root"><div class="boot-main"><div class="boot-pic boot-pic--gallery"><img [^>]*><\/div><\/div><\/div>/,
    );
  });

  it("paints a category's first four tiles from the HTML, in the listing's order", async () => {
    await expect.poll(async () => shellPictures(await page('/c/pantry')).length).toBe(4);
    expect(shellPictures(await page('/c/flours')).slice(1)).toEqual(
      ['/p/five.png', '/p/six.png', '/p/seven.png'].map((p) => `tile /img/310/300/resize${p} ""`),
    );
  });

  it("preloads a category's first four tiles, its active subcategories included, in the listing's order", async () => {
    await eventually('/c/pantry').toEqual([
      `/img/310/300/resize${HOSTILE.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}`,
      '/img/310/300/resize/p/five.png',
      '/img/310/300/resize/p/six.png',
      '/img/310/300/resize/p/seven.png',
    ]);
  });

  it('escapes catalogue values: no markup gets into the page', async () => {
    await eventually('/p/P-4/product-4').toHaveLength(1);
    const html = await page('/p/P-4/product-4');
    expect(html).not.toContain('<script>');
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(preloads(html)).toEqual(['/img/600/744/crop/x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png']);
    expect(html).not.toContain('<b>');
    expect(shellPictures(html)).toEqual([
      'gallery /img/600/744/crop/x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png "Four &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; $&amp; co"',
    ]);
  });

  it.each([
    '/',
    '/search?q=oat',
    '/c/pantry?sort=final_price:desc',
    '/p/P-5/product-5/child-sku',
    '/p/NOPE/nothing',
    '/c/unknown',
    '/some/cms-page',
    '/de/p/P-5/product-5',
    '/de/c/pantry',
    `/p/${encodeURIComponent('"><script>alert(1)</script>')}/x`,
    `/c/${encodeURIComponent("' or 1=1 --")}`,
    `/p/${'a'.repeat(300)}/x`,
  ])('adds nothing for %s', async (url) => {
    const html = await page(url);
    expect(preloads(html)).toEqual([]);
    expect(html).not.toContain('<script>');
    // No picture in the boot shell either, and no marker left.
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a malformed address with a 4xx, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/p/%E0%A4%A/x', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('serves a compressed page with the tags too', async () => {
    await eventually('/p/P-5/product-5').toHaveLength(1);
    const res = await t.app.inject({ method: 'GET', url: '/p/P-5/product-5', headers: { 'sec-fetch-mode': 'navigate', 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(preloads(brotliDecompressSync(res.rawPayload).toString())).toEqual(['/img/600/744/crop/p/five.png']);
  });

  it('shows a catalogue change in the next page, also one served by a second server', async () => {
    const db2 = t.url ? await openDb({ databaseUrl: t.url, dataDir: null }) : t.db;
    const app2 = t.url ? await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', staticDir: dist.dir }, db: db2 }) : t.app;
    try {
      const get = async (url: string) => preloads((await app2.inject({ method: 'GET', url, headers: { 'sec-fetch-mode': 'navigate' } })).body);
      await expect.poll(() => get('/p/P-6/product-6')).toEqual(['/img/600/744/crop/p/six.png']);
      await t.db.query(`update catalog_entity set doc = jsonb_set(doc, '{image}', '"/p/six-new.png"') where entity = 'product' and id = '6'`);
      // The first answer after the write already has the new picture (a slow lookup gives none, never the old one).
      let first: string[] = [];
      await expect.poll(async () => (first = await get('/p/P-6/product-6'))).not.toEqual([]);
      expect(first).toEqual(['/img/600/744/crop/p/six-new.png']);
      expect(await get('/p/P-6/product-6')).toEqual(['/img/600/744/crop/p/six-new.png']);
    } finally {
      if (t.url) {
        await app2.close();
        await db2.close();
      }
    }
  });
});

describe('the lookup budget', () => {
  it('sends the page without the preload and the shell picture when the lookup is not ready in time', async () => {
    const never = { query: () => new Promise(() => undefined) } as unknown as Queryable;
    const started = Date.now();
    expect(await pagePreloadParts(never, 50)('/p/P-5/product-5')).toEqual({ head: '', shell: '' });
    expect(await pagePreloadParts(never, 50)('/c/pantry')).toEqual({ head: '', shell: '' });
    expect(Date.now() - started).toBeLessThan(2000);
    const failing = { query: () => Promise.reject(new Error('down')) } as unknown as Queryable;
    expect(await pagePreloadParts(failing)('/p/P-5/product-5')).toEqual({ head: '', shell: '' });
  });
});
