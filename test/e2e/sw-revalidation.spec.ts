import { test, expect } from './fixtures.ts';
import { cacheKeys, waitForCached, waitForServiceWorker } from './helpers.ts';
import type { Page } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';

/**
 * The service worker's network-first catalogue reads (sw/sw.ts) revalidate with `cache: 'no-cache'`
 * (docs/http-caching.md). Their failure paths:
 * - its own copy evicted while the browser's HTTP cache still has the answer: the server's 304 is
 *   answered with the browser's copy, so the page shows the listing, and the worker keeps a whole
 *   body again (the listing shows once more offline);
 * - the server failing (5xx) while online: the page shows the copy the worker kept; without one
 *   it keeps its address and says the shop did not answer, never an empty page or "not found".
 */
const CATEGORY = '/c/baking-mixes';

/** The catalogue failing for real in the database (every catalogue read answers a 5xx), until `restore`. */
async function breakCatalogue(db: Db): Promise<() => Promise<void>> {
  const tables = ['catalog_change', 'catalog_search', 'catalog_entity'];
  for (const table of tables) await db.query(`alter table ${table} rename to ${table}_away`);
  return async () => {
    for (const table of tables) await db.query(`alter table ${table}_away rename to ${table}`);
  };
}

/** The category opened once with the service worker in control, its catalogue answers kept by the worker. */
async function categoryKept(page: Page) {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto(CATEGORY);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Baking Mixes');
  const tiles = page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  await waitForCached(page, '/api/catalog/');
  return { heading, tiles, count };
}

test('an evicted worker copy is filled again from a 304, never an empty body', async ({ page, network, server }) => {
  const { heading, tiles, count } = await categoryKept(page);

  // The browser evicts the worker's catalogue cache (storage pressure); its HTTP cache stays.
  await page.evaluate(() => caches.delete('catalog'));
  expect((await cacheKeys(page)).some((u) => u.includes('/api/catalog/'))).toBe(false);
  const before = server.network.notModified;
  await page.reload();
  await expect(heading).toHaveText('Baking Mixes');
  await expect(tiles).toHaveCount(count);
  await waitForCached(page, '/api/catalog/');
  // The server did answer the worker's revalidations with 304s (no body), yet the page and the worker have the body.
  expect(server.network.notModified).toBeGreaterThan(before);
  // What the worker kept is a whole answer: every kept catalogue body is JSON with hits.
  const bodies = await page.evaluate(async () => {
    const cache = await caches.open('catalog');
    return Promise.all((await cache.keys()).map(async (req) => ({ status: (await cache.match(req))!.status, body: await (await cache.match(req))!.text() })));
  });
  for (const { status, body } of bodies) {
    expect(status).toBe(200);
    expect((JSON.parse(body) as { hits?: unknown }).hits).toBeDefined();
  }

  // Offline the listing comes from that copy.
  await network.offline();
  await page.reload();
  await expect(heading).toHaveText('Baking Mixes');
  await expect(tiles).toHaveCount(count);
});

test('a 5xx while online shows the copy the worker kept, not a "not found"', async ({ page, db }) => {
  const { heading, tiles, count } = await categoryKept(page);

  const restore = await breakCatalogue(db);
  try {
    // The server really fails: a request past the worker's cache gets its 5xx envelope.
    const probe = await page.evaluate(async () => {
      const res = await fetch('/api/catalog/ido/category/_search?size=1&probe=1');
      return { status: res.status, body: (await res.json()) as { code?: number } };
    });
    expect(probe.status).toBeGreaterThanOrEqual(500);
    expect(probe.body.code).toBe(probe.status);
    await page.reload();
    await expect(heading).toHaveText('Baking Mixes');
    await expect(tiles).toHaveCount(count);
    expect(new URL(page.url()).pathname).toBe(CATEGORY);
  } finally {
    await restore();
  }
});

test('a 5xx for a page the worker has no copy of says the shop did not answer, never "not found"', async ({ page, db }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const restore = await breakCatalogue(db);
  try {
    await page.goto(CATEGORY);
    await expect(page.getByRole('heading', { name: "The shop can't be reached right now" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(CATEGORY);
    await expect(page.getByText(/Category query returned empty result/)).toHaveCount(0);
  } finally {
    await restore();
  }
});
