import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { waitForServiceWorker } from './helpers.ts';

/** How many products this device keeps for the offline search (IndexedDB "storefront-search"). */
function seenCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist yet would create it empty, before the app's upgrade.
    if (!(await indexedDB.databases()).some((d) => d.name === 'storefront-search')) return 0;
    return new Promise<number>((resolve) => {
      const req = indexedDB.open('storefront-search');
      req.onerror = () => resolve(0);
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains('products')) return resolve(db.close() ?? 0);
        const count = db.transaction('products').objectStore('products').count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
    });
  });
}

/**
 * Issue 10 "Search offline": products seen on a listing are found by a search made offline for the
 * first time (never cached), with a typo, in the panel and on the results page, marked as results
 * from this device.
 */
test('offline, a search never made before finds a product seen before, typo and all', async ({ page, network }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  // Online: a category listing; its products are what this device has "seen".
  await page.goto('/c/baking-mixes');
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  const names = (await grid.getByRole('article').getByRole('heading').allTextContents()).map((n) => n.trim());
  const name = names.find((n) => n.split(' ').some((w) => /^[A-Za-z]{7,}$/.test(w)))!;
  const word = name
    .split(' ')
    .filter((w) => /^[A-Za-z]{7,}$/.test(w))
    .sort((a, b) => b.length - a.length)[0];
  const typo = word.slice(0, 3) + word.slice(4); // one letter left out
  await expect.poll(() => seenCount(page), { message: 'the listing kept on this device' }).toBeGreaterThanOrEqual(names.length);

  await network.offline();
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.pressSequentially(typo, { delay: 20 });
  await expect(page.getByText('You are offline: these results are products seen on this device.')).toBeVisible();
  const option = page.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(option).toBeVisible();

  // The results page, opened offline (the shell from the service worker), answers the same way.
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo}`));
  await expect(page.getByRole('main').getByText('You are offline: these results are products seen on this device.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name })).toBeVisible();

  // A word no product seen here has: said so, not "not saved".
  await page.goto('/search?q=kombucha');
  await expect(page.getByRole('main').getByText('You are offline and no product seen on this device matches “kombucha”.')).toBeVisible();
});
