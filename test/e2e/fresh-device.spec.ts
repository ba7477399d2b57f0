import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { notification } from './helpers.ts';

/**
 * Issue 15: a first visit on a fresh device does not load the code that reads saved state back
 * (redux-persist, the order queue, the session): there is nothing saved. What the shopper then does
 * still lands in the saved state, and another tab open meanwhile follows.
 */

/** Script file names the page has requested so far. */
function scriptsOf(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') names.push(new URL(req.url()).pathname.split('/').pop()!);
  });
  return () => names;
}

const RESTORE_CODE = /^(persist|orderQueue|startSession|wishlistSync)-/;
const cartButton = (page: Page, count: number) => page.getByRole('button', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });

test('a first visit loads no saved-state code; adding to the cart saves, and a second tab follows', async ({ page, context }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The saved state would be read back once the page is shown, when the PWA code starts too: wait
  // for that start, then for the network to settle.
  await expect.poll(() => scripts().some((name) => name.startsWith('pwa-'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts().filter((name) => RESTORE_CODE.test(name))).toEqual([]);

  // Another tab of the shop, opened before anything is saved.
  const other = await context.newPage();
  await other.goto('/');
  await expect(cartButton(other, 0)).toBeVisible();

  await page.goto('/c/baking-mixes');
  await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  expect(scripts().some((name) => name.startsWith('persist-'))).toBe(true);
  await expect(cartButton(page, 1)).toBeVisible();

  // The other tab learns of it without a reload; both keep it over a reload.
  await expect(cartButton(other, 1)).toBeVisible();
  await page.reload();
  await expect(cartButton(page, 1)).toBeVisible();
  await other.reload();
  await expect(cartButton(other, 1)).toBeVisible();
});
