import { expect, test } from './fixtures.ts';
import { registerViaLogin, uniqueEmail } from './accountSteps.ts';
import { waitForServiceWorker } from './helpers.ts';

/** Issue 5 journey 4: wishlist and compare survive a reload and are cleared by logout. */
test('wishlist and compare survive a reload, work offline, and are cleared by logout', async ({ page, network }) => {
  const who = { email: uniqueEmail('lists'), first: 'Sipho', last: 'Mokoena', password: 'rooibos-2024' };
  await registerViaLogin(page, who);

  // Two products from a category: one to the wishlist from its tile, both to compare from their pages.
  await page.goto('/c/baking-mixes');
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  await expect(grid.getByRole('heading', { level: 3 }).nth(1)).toBeVisible();
  const names = (await grid.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2).map((n) => n.trim());
  expect(names).toHaveLength(2);
  await grid.getByRole('button', { name: `Add ${names[0]} to the wishlist` }).click();
  for (const name of names) {
    await grid.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to compare', exact: true }).click();
    await page.goBack();
  }
  // Adding the same product again changes nothing.
  await page.goto('/c/baking-mixes');
  await expect(grid.getByRole('button', { name: `Remove ${names[0]} from the wishlist` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wishlist, 1 product' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Wishlist, 1 product' }).click();
  const panel = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(panel.getByRole('link', { name: names[0] })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
  for (const name of names) await expect(page.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Brand' })).toBeVisible();

  // Offline: the lists come from the device (and the page from the service worker, once it controls the page).
  await waitForServiceWorker(page);
  await expect(page.getByRole('rowheader', { name: 'Brand' })).toBeVisible();
  await network.offline();
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Brand' })).toBeVisible();
  await network.online();

  // Logout clears both.
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Wishlist, 0 products' })).toBeVisible();
  await page.goto('/compare');
  await expect(page.getByText('You have no products to compare.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no products to compare.')).toBeVisible();
});
