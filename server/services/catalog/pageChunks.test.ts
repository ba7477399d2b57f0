// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE_MODULES, chunkAddresses, pageChunkTags, scriptsOf, type BuildManifest } from './pageChunks.ts';

// The shape of a real build's manifest: the entry's group chunk, a page with a shared chunk, a
// dynamic entry importing a chunk the page imports too, a language, and a page never asked for.
const MANIFEST: BuildManifest = {
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_app.js': { file: 'assets/app-1.js', imports: ['_runtime.js'] },
  '_catalogue.js': { file: 'assets/catalogue-1.js', imports: ['_runtime.js', '_app.js', '_shared.js', '_query.js'] },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_app.js'] },
  '_query.js': { file: 'assets/query-1.js', imports: ['_app.js'] },
  'src/features/category/CategoryPage.tsx': { file: 'assets/CategoryPage-1.js', imports: ['_catalogue.js'] },
  'src/features/category/defaultListingQuery.ts': { file: 'assets/defaultListingQuery-1.js', imports: ['_query.js'] },
  'src/lib/languages/en.ts': { file: 'assets/en-1.js' },
  'src/features/checkout/CheckoutPage.tsx': { file: 'assets/CheckoutPage-1.js', imports: ['_shared.js'] },
};
const HTML =
  '<html><head><script type="module" crossorigin src="/assets/runtime-1.js"></script><script type="module" crossorigin src="/assets/app-1.js"></script></head></html>';
const CATEGORY_CHUNKS = [
  '/assets/catalogue-1.js',
  '/assets/shared-1.js',
  '/assets/query-1.js',
  '/assets/CategoryPage-1.js',
  '/assets/defaultListingQuery-1.js',
  '/assets/en-1.js',
];

describe('chunkAddresses', () => {
  const loaded = new Set(['/assets/runtime-1.js', '/assets/app-1.js']);
  it.each<[string, string[], Set<string>, string[]]>([
    ['a category page: its chunks and their static imports, once each, without the entry', CATEGORY_PAGE_MODULES, loaded, CATEGORY_CHUNKS],
    ['a page without imports of its own', ['src/lib/languages/en.ts'], loaded, ['/assets/en-1.js']],
    ['a module the build does not have', ['src/nowhere.ts'], loaded, []],
    ['nothing asked', [], loaded, []],
    [
      'a chunk the page loads itself is not followed',
      ['src/features/checkout/CheckoutPage.tsx'],
      new Set([...loaded, '/assets/shared-1.js']),
      ['/assets/CheckoutPage-1.js'],
    ],
    ['without the loaded set, the entry too', ['_shared.js'], new Set(), ['/assets/runtime-1.js', '/assets/app-1.js', '/assets/shared-1.js']],
  ])('%s', (_, modules, done, expected) => {
    expect(chunkAddresses(MANIFEST, modules, done)).toEqual(expected);
  });

  it('stops on an import cycle', () => {
    const cyclic: BuildManifest = { a: { file: 'a.js', imports: ['b'] }, b: { file: 'b.js', imports: ['a'] } };
    expect(chunkAddresses(cyclic, ['a'], new Set())).toEqual(['/a.js', '/b.js']);
  });
});

describe('scriptsOf', () => {
  it.each<[string, string[]]>([
    [HTML, ['/assets/runtime-1.js', '/assets/app-1.js']],
    ['<html><head><link rel="modulepreload" href="/assets/x.js"><script type="application/json" id="d">{}</script></head></html>', []],
    ['', []],
  ])('%#', (html, expected) => {
    expect([...scriptsOf(html)]).toEqual(expected);
  });
});

describe('pageChunkTags', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const dist = (manifest: string | null) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), HTML);
    if (manifest !== null) {
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), manifest);
    }
    return dir;
  };
  const hrefs = (tags: string) => [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it.each(['/c/pantry', '/c/pantry/', '/c/pantry?sort=final_price:desc', '/c/flours?price=1-5'])('preloads the category code for %s', (url) => {
    const tags = pageChunkTags(dist(JSON.stringify(MANIFEST)))(url);
    expect(hrefs(tags)).toEqual(CATEGORY_CHUNKS);
    expect(tags.replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')).toBe('');
  });

  it.each(['/', '/index.html', '/p/P-5/product-5', '/search?q=oat', '/de/c/pantry', '/c/', '/c/a/b', '/checkout', '/cat/pantry'])(
    'adds nothing for %s',
    (url) => {
      expect(pageChunkTags(dist(JSON.stringify(MANIFEST)))(url)).toBe('');
    },
  );

  it.each<[string, string | null]>([
    ['no build manifest (dev server, minimal dist)', null],
    ['a manifest that is not JSON (being rewritten)', '{"src/'],
  ])('adds nothing with %s', (_, manifest) => {
    expect(pageChunkTags(dist(manifest))('/c/pantry')).toBe('');
  });

  it('adds nothing without a static folder', () => {
    expect(pageChunkTags(null)('/c/pantry')).toBe('');
  });

  it("follows a new build's manifest", () => {
    const dir = dist(JSON.stringify(MANIFEST));
    const tags = pageChunkTags(dir);
    expect(hrefs(tags('/c/pantry'))).toHaveLength(6);
    const file = path.join(dir, '.vite', 'manifest.json');
    fs.writeFileSync(file, JSON.stringify({ 'src/lib/languages/en.ts': { file: 'assets/en-2.js' } }));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(hrefs(tags('/c/pantry'))).toEqual(['/assets/en-2.js']);
  });
});
