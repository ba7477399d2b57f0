// @vitest-environment node
/**
 * The performance caches with two servers on one database (issue 15): a catalogue answer gets the
 * same validator from either server, in any encoding; a write made through one server (a stock
 * move by an order, a price change by an import, an approved review) is in the next search and the next page's
 * start-up data of the other one, which keeps its own search result cache (searchCache.ts), so
 * never a result kept from before the write. On PGlite both servers share the one database handle.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/index.ts';
import { productBySkuSearch, catalogSearchPath } from '../../src/domain/catalogSearchPath.ts';
import type { StartupData } from '../../src/domain/startupData.ts';
import { backendNames } from './backends.ts';
import { setReviewStatus } from '../../server/services/review/reviewRepo.ts';
import { orderBody, setStock } from './cartHelpers.ts';
import { minimalDist } from './minimalDist.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const ELEMENT = /<script type="application\/json" id="startup-data">([^<]*)<\/script>/;

describe.each(backendNames)('caches of two servers on one database (%s)', (backend) => {
  let t: TestApp;
  let dist: ReturnType<typeof minimalDist>;
  let otherDb: Db;
  let other: FastifyInstance;
  beforeAll(async () => {
    dist = minimalDist();
    t = await makeTestApp(backend, { staticDir: dist.dir });
    otherDb = t.url ? await openDb({ databaseUrl: t.url, dataDir: null }) : t.db;
    other = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', staticDir: dist.dir }, db: otherDb });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    if (t.url) await otherDb.close();
    await t.close();
    dist.remove();
  });

  const { entity, query, size, from } = productBySkuSearch('FLOUR-1');
  const flourPath = catalogSearchPath('ido', entity, query, { size, from });
  const flour = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: flourPath, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body) as { hits: Record<string, unknown>[] };
  };
  const hit = (answer: { hits: Record<string, unknown>[] }) => answer.hits[0] as { sku: string; price?: number; stock?: { qty: number } };
  /** The flour's answer in the start-up data of its product page on `app` (polled: it may miss its budget on a busy machine). */
  const startupFlour = async (app: FastifyInstance) => {
    let html = '';
    const page = () => app.inject({ method: 'GET', url: '/p/FLOUR-1/almond-flour-1kg', headers: { 'sec-fetch-mode': 'navigate' } });
    await expect.poll(async () => ELEMENT.test((html = (await page()).body)), { timeout: 10_000 }).toBe(true);
    const data = JSON.parse(ELEMENT.exec(html)![1]!) as StartupData;
    return JSON.parse(data.answers[flourPath]!) as { hits: Record<string, unknown>[] };
  };

  it('gives a catalogue answer the same ETag on both servers, identity and compressed alike', async () => {
    const url = '/api/catalog/ido/product/_search?size=50';
    const tags = new Set<string>();
    for (const app of [t.app, other])
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        tags.add(res.headers.etag as string);
        // A copy from one server revalidates on the other.
        const again = await (app === t.app ? other : t.app).inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding, 'if-none-match': res.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
    expect(tags.size).toBe(1);
  });

  it("a stock move by an order on one server is in the other's next search and next start-up data", async () => {
    await setStock(t.db, 'FLOUR-1', 50);
    // The other server keeps the search result (asked twice) and has it in its page.
    expect(hit(await flour(other)).stock?.qty).toBe(50);
    expect(hit(await flour(other)).stock?.qty).toBe(50);
    expect(hit(await startupFlour(other)).stock?.qty).toBe(50);
    const placed = await t.app.inject({ method: 'POST', url: '/api/order', payload: orderBody() });
    expect(placed.statusCode).toBe(200);
    expect(hit(await flour(other)).stock?.qty).toBe(49);
    expect(hit(await startupFlour(other)).stock?.qty).toBe(49);
  });

  it("a price change written through one server is in the other's next search, facet and start-up data", async () => {
    const priceFacet = `/api/catalog/ido/product/_search?request=${encodeURIComponent(
      JSON.stringify({
        _appliedFilters: [{ attribute: 'sku', value: { eq: 'FLOUR-1' }, scope: 'default' }],
        _availableFilters: [{ field: 'price', scope: 'catalog' }],
      }),
    )}`;
    const facet = async () => (await other.inject({ method: 'GET', url: priceFacet })).body;
    const before = await facet();
    expect(await facet()).toBe(before);
    expect(hit(await flour(other)).price).toBe(100);
    expect(hit(await startupFlour(other)).price).toBe(100);
    // An import on the first server's connection.
    await t.db.query(`update catalog_entity set doc = jsonb_set(doc, '{price}', '123') where entity = 'product' and sku = 'FLOUR-1'`);
    expect(hit(await flour(other)).price).toBe(123);
    expect(hit(await startupFlour(other)).price).toBe(123);
    expect(await facet()).not.toBe(before);
  });

  it("a review created and approved through one server is in the other's next review search", async () => {
    const request = encodeURIComponent(JSON.stringify({ _appliedFilters: [{ attribute: 'product_id', value: { eq: 101 }, scope: 'default' }] }));
    const url = `/api/catalog/ido/review/_search?response_format=compact&request=${request}`;
    const titles = async () => ((await other.inject({ method: 'GET', url })).json() as { hits: { title: string }[] }).hits.map((h) => h.title);
    const before = await titles();
    expect(await titles()).toEqual(before);
    const review = {
      product_id: 101,
      title: 'Across servers',
      detail: 'Seen on the other.',
      nickname: 'Thandi',
      review_entity: 'product',
      review_status: 2,
      customer_id: null,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/review/create', payload: { review } });
    expect(created.statusCode).toBe(200);
    // Pending: hidden on both. Approved by the shop on the first server's database connection: shown on the other.
    expect(await titles()).toEqual(before);
    expect(await setReviewStatus(t.db, String((created.json() as { result: { id: number } }).result.id), 1)).toBe(true);
    expect(await titles()).toContain('Across servers');
  });
});
