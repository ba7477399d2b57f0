import type { Page } from '@playwright/test';
import { fillCheckout } from './accountSteps.ts';
import { test, expect } from './fixtures.ts';
import { notification, waitForServiceWorker } from './helpers.ts';

/**
 * Issue 11: the cart's totals offline are the server's. A cart of three products with the coupon
 * HEALTHY10, a R100 gift card and the courier chosen in the checkout shows the same discount,
 * shipping, VAT, gift card and grand total after going offline and reloading as it showed online
 * (the offline totals used to leave out the coupon and the gift card).
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
  // The checkout chooses the courier (its first method); the cart then shows it with the codes.
  await fillCheckout(page, { email: 'thandi@example.co.za', first: 'Thandi', last: 'Nkosi' });
  await page.goto('/cart');
  const summary = page.locator('.cart-page__summary');
  for (const code of ['shipping', 'discount', 'giftcardaccount']) await expect(summary.locator(`.totals__row--${code}`)).toBeVisible();
  const online = await shownTotals(page);
  expect(online.map(([code]) => code)).toEqual(['subtotal', 'shipping', 'discount', 'tax', 'giftcardaccount', 'grand_total']);
  expect(online.find(([code]) => code === 'shipping')?.[1]).toBe('R65.00');

  await network.offline();
  await page.reload();
  await expect(page.locator('.cart-line')).toHaveCount(3);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(summary.locator('.totals__row--grand_total')).toBeVisible();
  expect(await shownTotals(page)).toEqual(online);
});
