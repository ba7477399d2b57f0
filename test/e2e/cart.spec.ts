import type { Page } from '@playwright/test';
import { calculateTotals } from '../../src/domain/totals.ts';
import { shownPrices } from './catalogData.ts';
import { test, expect } from './fixtures.ts';
import { notification, serverLines, watchCartId } from './helpers.ts';
import { confirmButton, fillCheckout, orderSent, orderWaiting, queuedTasks } from './offlineOrderSteps.ts';

/**
 * Issue 4 journeys 2, 3 and 4: coupons change the totals exactly; the cart survives a reload, is the
 * same in a second tab, and fast clicks end with the right quantity on the server; an order the
 * server first refuses with a 500 is queued and later stored exactly once.
 */

/** The first product of a category, opened; returns nothing (the product page is shown). */
async function openFirstProduct(page: Page): Promise<void> {
  await page.goto('/c/baking-mixes');
  await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
}

/** A totals row's amount as shown ('R12.50', '-R1.25'), as a number. */
async function shownAmount(page: Page, code: string): Promise<number> {
  const text = (await page.locator(`.cart-page__summary .totals__row--${code} dd`).textContent()) ?? '';
  const value = Number(text.replace(/[^\d.]/g, ''));
  return text.includes('-') || text.includes('−') ? -value : value;
}

test('journey 2: a coupon applied and removed changes the totals exactly; a bad coupon shows the message', async ({ page, request }) => {
  await openFirstProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  await page.goto('/cart');
  const sku = (await page.locator('.cart-line__sku').first().textContent())!.trim();
  const price = (await shownPrices(request, [sku])).get(sku)!;
  const line = { item_id: 1, name: sku, qty: 1, price: price / 1.15, price_incl_tax: price, tax_percent: 15 };
  const seg = (t: ReturnType<typeof calculateTotals>, code: string) => t.total_segments.find((s) => s.code === code)?.value;
  const plain = calculateTotals([line]);
  const discounted = calculateTotals([line], { discount: { percent: 10 } });

  await page.getByLabel('Discount code').fill('HEALTHY10');
  await page.locator('form.cart-code').first().getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied: HEALTHY10')).toBeVisible();
  await expect(page.locator('.cart-page__summary .totals__row--discount')).toBeVisible();
  expect(Math.abs(await shownAmount(page, 'discount'))).toBeCloseTo(Math.abs(seg(discounted, 'discount')!), 2);
  expect(await shownAmount(page, 'grand_total')).toBeCloseTo(seg(discounted, 'grand_total')!, 2);
  expect(await shownAmount(page, 'subtotal')).toBeCloseTo(seg(plain, 'subtotal')!, 2);

  await page.getByRole('button', { name: 'Remove HEALTHY10' }).click();
  await expect(page.locator('.cart-page__summary .totals__row--discount')).toHaveCount(0);
  await expect.poll(() => shownAmount(page, 'grand_total')).toBeCloseTo(seg(plain, 'grand_total')!, 2);

  await page.getByLabel('Discount code').fill('NOT-A-CODE');
  await page.locator('form.cart-code').first().getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('form.cart-code').first().getByRole('alert')).toHaveText("You've entered an incorrect coupon code. Please try again.");
  await expect(page.locator('.cart-page__summary .totals__row--discount')).toHaveCount(0);
});

test('journey 3: the cart survives a reload, shows the same lines in a second tab, and fast clicks end with the right quantity on the server', async ({
  page,
  context,
  db,
}) => {
  const cartId = watchCartId(page);
  await openFirstProduct(page);
  const add = page.getByRole('button', { name: 'Add to cart' });
  // Five fast clicks: one line with quantity 5, created once on the server (VSF1 #2639, #4195).
  for (let i = 0; i < 5; i++) await add.click({ delay: 0 });
  // The button is back once the last line is saved on the device; /cart is then opened as a new page.
  await expect(add).toBeEnabled();
  await expect.poll(() => cartId()).not.toBeNull();
  await page.goto('/cart');
  const sku = (await page.locator('.cart-line__sku').first().textContent())!.trim();
  await expect.poll(() => serverLines(db, cartId()!), { timeout: 15_000 }).toEqual([{ sku, qty: 5 }]);

  await page.reload();
  const qtyOf = (p: Page) => p.locator('.cart-line').first().getByRole('textbox');
  await expect(qtyOf(page)).toHaveValue('5');
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.locator('.cart-line__sku')).toHaveText([sku]);
  await expect(qtyOf(other)).toHaveValue('5');

  // A change in one tab shows in the other, and reaches the server once.
  await page
    .locator('.cart-line')
    .first()
    .getByRole('button', { name: /^One more/ })
    .click();
  await expect(qtyOf(other)).toHaveValue('6');
  await expect.poll(() => serverLines(db, cartId()!)).toEqual([{ sku, qty: 6 }]);
});

test.describe('journey 4 (no service worker: every POST /api/order is seen by the route)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a 500 on the first order attempt queues the order; it is then sent exactly once', async ({ page, context, db }) => {
    await page.goto('/');
    await fillCheckout(page);
    let attempts = 0;
    await context.route('**/api/order', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts += 1;
      if (attempts === 1)
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, result: 'Internal Server Error' }) });
      return route.continue();
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(notification(page, 'The order can not be transfered because of server error. Order has been queued')).toBeVisible();
    const [task] = await queuedTasks(page);
    expect(task).toMatchObject({ kind: 'order', transmited: false });
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = $1', [task.task_id])).rows[0].n;
    expect(await count()).toBe(0);

    // The server is healthy again. A new page session resumes the queue: on the thank-you page it
    // sends at once, elsewhere it asks 'Order waiting!' first (the shopper then confirms).
    await page.reload();
    await expect(orderSent(page).or(orderWaiting(page))).toBeVisible();
    if (await orderWaiting(page).isVisible()) await confirmButton(page).click();
    await expect(orderSent(page)).toBeVisible();
    expect(await count()).toBe(1);
    await expect.poll(() => queuedTasks(page)).toEqual([]);
    expect(attempts).toBe(2);
  });
});
