import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { notification, waitForServiceWorker } from './helpers.ts';

/**
 * Issue 11: the cart's totals offline are the server's. A cart of three products with the coupon
 * HEALTHY10 and a R100 gift card shows the same discount, gift card and grand total after going
 * offline and reloading as it showed online (the offline totals used to leave out the coupon and the
 * gift card).
 */

async function addFirstProductOf(page: Page, category: string): Promise<void> {
  await page.goto(`/c/${category}`);
  await page.getByRole('main').getByRole('list').getByRole('article').first().getByRole('link').click();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  await expect(add).toBeEnabled();
}

/** The cart page's totals rows as shown, e.g. [['subtotal', 'R152.08'], …]. */
async function shownTotals(page: Page): Promise<string[][]> {
  const rows = page.locator('.cart-page__summary .totals__row');
  const out: string[][] = [];
  for (const row of await rows.all()) {
    const code = ((await row.getAttribute('class')) ?? '').match(/totals__row--(\w+)/)?.[1] ?? '';
    out.push([code, ((await row.locator('dd').textContent()) ?? '').trim()]);
  }
  return out;
}

test('a cart with a coupon and a gift card shows the same totals online and offline after a reload', async ({ page, network }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  for (const category of ['baking-mixes', 'flours', 'rooibos']) await addFirstProductOf(page, category);

  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(3);
  await page.getByLabel('Discount code').fill('HEALTHY10');
  await page.locator('form.cart-code').first().getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: HEALTHY10')).toBeVisible();
  await page.getByLabel(/^Gift card/).fill('GIFT-DEMO-0100');
  await page.locator('form.cart-code').nth(1).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: GIFT-DEMO-0100')).toBeVisible();
  const summary = page.locator('.cart-page__summary');
  await expect(summary.locator('.totals__row--discount')).toBeVisible();
  await expect(summary.locator('.totals__row--giftcardaccount')).toBeVisible();
  const online = await shownTotals(page);
  expect(online.map(([code]) => code)).toEqual(['subtotal', 'discount', 'tax', 'giftcardaccount', 'grand_total']);

  await network.offline();
  await page.reload();
  await expect(page.locator('.cart-line')).toHaveCount(3);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(summary.locator('.totals__row--grand_total')).toBeVisible();
  expect(await shownTotals(page)).toEqual(online);
});
