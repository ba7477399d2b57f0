// @vitest-environment node
/**
 * The search results page's index.html (server/services/catalog/startupData.ts, issue 15): the very
 * search the PWA sends for `/search?q=<term>` (src/domain/catalogQuery.ts), answered by the API
 * itself and kept byte for byte in the start-up data, and from that one answer the first tiles'
 * pictures in the head's preloads and in the boot shell (below a hidden copy of the page's heading in
 * the view's language). Each view asks its own index; a hostile term writes no markup; a term too
 * short or too long, or another page, gets nothing; no results give the empty answer and no picture.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSearchPath } from '../../src/domain/catalogSearchPath.ts';
import { searchResultsSearch } from '../../src/domain/catalogQuery.ts';
import { EAGER_TILES } from '../../src/domain/productImages.ts';
import { startupAnswers, type StartupData } from '../../src/domain/startupData.ts';
import { MAX_TERM, startupDataParts } from '../../server/services/catalog/startupData.ts';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';
import { backendNames } from './backends.ts';
import { setViewDoc } from './fixtures.ts';
import { minimalDist } from './minimalDist.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const ELEMENT = /<script type="application\/json" id="startup-data">([^<]*)<\/script>/;
const HOSTILE_IMAGE = '/x/"><script>alert(1)</script>.png';
const searchKey = (index: string, term: string) => {
  const { entity, query, ...params } = searchResultsSearch(term);
  return catalogSearchPath(index, entity, query, params);
};
/** The boot shell's heading and picture addresses, and the head's preloads. */
const shellOf = (html: string) => {
  const shell =
    /<div class="boot-main"><div class="boot-pic boot-pic--result"><p class="boot-pic__heading">([^<]*)<\/p><div class="boot-pic__grid">(.*?)<\/div>/.exec(
      html,
    );
  return {
    heading: shell?.[1] ?? null,
    pictures: [...(shell?.[2] ?? '').matchAll(/<img src="([^"]*)" alt="" width="310" height="300"/g)].map((m) => m[1]),
    preloads: [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((m) => m[1]),
  };
};
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe.each(backendNames)('the search results page brings its first results in index.html (%s)', (backend) => {
  let t: TestApp;
  let dist: ReturnType<typeof minimalDist>;
  beforeAll(async () => {
    dist = minimalDist();
    t = await makeTestApp(backend, { staticDir: dist.dir, env: { MULTISTORE: 'on' } });
    // Five products a search for "flour" finds, each with its picture (one of them hostile).
    const flours: [number, string, string][] = [
      [101, 'Almond Flour 1kg', '/p/almond.png'],
      [103, 'Coconut Flour', '/p/coconut.png'],
      [104, 'Chia Flour', HOSTILE_IMAGE],
      [120, 'Rice Flour', '/p/rice.png'],
      [102, 'Oat Flour', '/p/oat.png'],
    ];
    for (const [id, name, image] of flours)
      for (const view of ['default', 'de']) await setViewDoc(t.db, view, 'product', id, { name, image, visibility: 4, status: 1 });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const navigate = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-mode': 'navigate', 'accept-encoding': 'identity' } })).body;
  const api = async (p: string) => (await t.app.inject({ method: 'GET', url: p, headers: { accept: 'application/json' } })).body;
  // On a busy machine the answer may miss the budget: ask again until it came in time.
  const withData = async (url: string) => {
    let html = '';
    await expect.poll(async () => ELEMENT.test((html = await navigate(url))), { timeout: 10_000 }).toBe(true);
    return { html, data: JSON.parse(ELEMENT.exec(html)![1]!) as StartupData };
  };
  /** The tiles' pictures the results page shows first, from the API's own answer. */
  const firstTiles = (body: string) =>
    (JSON.parse(body) as { hits: { image?: string; i?: string }[] }).hits
      .slice(0, EAGER_TILES)
      .map((h) => `/img/310/300/resize/${(h.image ?? h.i)!.replace(/^\/+/, '')}`);

  it("holds the API's own answer to the PWA's search; its first tiles are preloaded and painted from the HTML", async () => {
    const key = searchKey('ido', 'flour');
    const { html, data } = await withData('/search?q=flour');
    expect(data.page).toBe('/search');
    expect(Object.keys(data.answers)).toEqual([key]);
    expect(data.answers[key]).toBe(await api(key));
    expect(startupAnswers(ELEMENT.exec(html)![1], '/search').get(key)).toBe(await api(key));
    const tiles = firstTiles(data.answers[key]!);
    expect(tiles).toHaveLength(EAGER_TILES);
    const shell = shellOf(html);
    expect(shell.heading).toBe('Search results for “flour”');
    expect(shell.pictures.map((p) => decode(p!))).toEqual(tiles);
    expect(shell.preloads.map((p) => decode(p!))).toEqual(tiles);
    // The hostile picture address stays an attribute value.
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('asks with the term as the PWA normalises it (spaces), once', async () => {
    const { data } = await withData('/search?q=%20%20flour%20');
    expect(Object.keys(data.answers)).toEqual([searchKey('ido', 'flour')]);
  });

  it("a store view's results page asks its own index and has the heading in the view's language", async () => {
    const key = searchKey('ido_de', 'flour');
    const { html, data } = await withData('/de/search?q=flour');
    expect(data.page).toBe('/de/search');
    expect(Object.keys(data.answers)).toEqual([key]);
    expect(data.answers[key]).toBe(await api(key));
    expect(shellOf(html).heading).toBe('Suchergebnisse für „flour“');
  });

  it('a term with markup and quotes writes none: escaped in the heading, inert in the start-up data', async () => {
    const term = 'flour "</script><script>alert(1)</script> <!-- \u2028 $& $1';
    const { html, data } = await withData(`/search?q=${encodeURIComponent(term)}`);
    expect(Object.keys(data.answers)).toEqual([searchKey('ido', term)]);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!-- ');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const heading = shellOf(html).heading;
    if (heading !== null) expect(decode(heading)).toBe(`Search results for “${term.replace(/\s+/g, ' ')}”`);
  });

  it('no results: the empty answer (the page says so without a round trip), no preload and no picture', async () => {
    const key = searchKey('ido', 'zzqxvw');
    const { html, data } = await withData('/search?q=zzqxvw');
    expect(JSON.parse(data.answers[key]!)).toMatchObject({ hits: [], total: 0 });
    expect(html).not.toContain('boot-main');
    expect(html).not.toContain('rel="preload"');
  });

  it('nothing for a term too short or too long, a page without a term, or the service worker’s shells', async () => {
    const none = [
      '/search',
      '/search?q=',
      '/search?q=ab',
      '/search?q=%20a%20%20',
      `/search?q=${'flour'.repeat(MAX_TERM / 5)}x`,
      '/index.html?q=flour',
      '/pwa.html?q=flour',
      '/searches?q=flour',
    ];
    for (const url of none) {
      const html = await navigate(url);
      expect(ELEMENT.test(html), url).toBe(false);
      expect(html, url).not.toContain('boot-main');
    }
  });
});

describe('the search results lookup past its budget', () => {
  it('sends the page without the answer, the preloads and the pictures', async () => {
    const never = { storeViews: STORE_VIEWS, inject: () => new Promise(() => undefined) } as unknown as FastifyInstance;
    const started = Date.now();
    expect(await startupDataParts(never, false, 50)('/search?q=flour')).toEqual({});
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
