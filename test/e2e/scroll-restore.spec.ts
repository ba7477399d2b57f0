import { test, expect } from './fixtures.ts';
import { docs, listedInCategory, subtreeIds } from './catalogData.ts';

/**
 * Spec 001 §2 across loads of the document: a reload asks for the position the page was left at;
 * a new load of the same address (a new history entry) starts at the top, as the browser's own
 * loads do, and does not read the positions kept (lib/scrollPositions: only a reload or back/forward
 * into the document asks sessionStorage at its first render).
 */
test('a reload asks for the scroll position kept; a new load of the same page starts at the top', async ({ page, db }) => {
  const categories = await docs(db, 'category');
  const products = await docs(db, 'product');
  const [category] = categories
    .filter((c) => c.is_active !== false && c.slug && c.level >= 2)
    .map((c) => [c, listedInCategory(products, subtreeIds(c, categories)).length] as const)
    .sort((a, b) => b[1] - a[1])[0];

  await page.goto(`/c/${category.slug}`);
  const tiles = page.getByRole('main').getByRole('list', { name: category.name }).getByRole('listitem');
  await expect(tiles).toHaveCount(50);
  const target = tiles.nth(20);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(1000);

  // The position is asked for at the first render, when the page may still be shorter than it
  // (its products not in yet): the browser then stops at the page's end, as before this change.
  await page.reload();
  await expect(tiles).toHaveCount(50);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(scrollY + 5);

  await page.goto(`/c/${category.slug}`);
  await expect(tiles).toHaveCount(50);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
