import { test, expect } from './fixtures.ts';
import { imagesLoaded, waitForCached, waitForServiceWorker } from './helpers.ts';

/**
 * Journey 2 (issue "Foundation"), DESIGN decision 4: a category and a product visited online open
 * again offline, after a reload, with their images — served by the service worker's precache
 * (shell, chunks, locales) and runtime caches (catalogue responses, /img).
 */
test('offline browsing: a visited category and product show after a reload without network', async ({ page, network }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  // Online: a category page (deep link) and one of its products.
  await page.goto('/c/baking-mixes');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Baking Mixes');
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  const tiles = grid.getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const tileCount = await tiles.count();
  const firstTiles = grid.locator('li').first();
  await expect.poll(() => imagesLoaded(firstTiles)).toBe(true);
  const categoryUrl = page.url();

  const productName = (await tiles.first().getByRole('heading').textContent())!.trim();
  await tiles.first().getByRole('link').click();
  await expect(heading).toHaveText(productName);
  const main = page.getByRole('main');
  await expect.poll(() => imagesLoaded(main)).toBe(true);
  const productUrl = page.url();
  await waitForCached(page, '/img/');
  await waitForCached(page, '/api/catalog/');

  // Offline for real (page and service worker): reload the product page.
  await network.offline();
  await page.reload();
  await expect(heading).toHaveText(productName);
  await expect.poll(() => imagesLoaded(main)).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // And the category page, opened by URL while offline: the grid with its images.
  await page.goto(categoryUrl);
  await expect(heading).toHaveText('Baking Mixes');
  await expect(tiles).toHaveCount(tileCount);
  await expect.poll(() => imagesLoaded(firstTiles)).toBe(true);

  // Back to the product with the browser's back/forward cache out of the way: a fresh navigation.
  await page.goto(productUrl);
  await expect(heading).toHaveText(productName);
});
