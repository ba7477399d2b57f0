import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { notification } from './helpers.ts';

/** Shown prices always have two decimals ('R 1 234.50'), so their digits are the amount in cents. */
const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const dbCents = (value: string | number) => Math.round(Number(value) * 100);

/**
 * Opens categories from the header navigation until one lists a product a guest can buy at once
 * (simple, enabled, in stock), and returns that product's name.
 */
async function openCategoryWithBuyableProduct(page: Page, buyable: Set<string>): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const topLinks = nav.getByRole('link');
  await expect(topLinks.first()).toBeVisible();
  const count = await topLinks.count();
  for (let i = 0; i < count; i++) {
    const link = topLinks.nth(i);
    if (!(await link.isVisible())) continue;
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    const tiles = main.getByRole('heading', { level: 3 });
    await expect(tiles.first()).toBeVisible();
    const found = (await tiles.allTextContents()).map((t) => t.trim()).find((t) => buyable.has(t));
    if (found) return found;
  }
  throw new Error('no category in the header navigation lists a buyable simple product');
}

test('a newcomer finds a product, buys it as a guest, and the server stores the order', async ({ page, db }) => {
  const { rows } = await db.query<{ name: string }>(
    `select doc->>'name' as name from catalog_entity
      where store_code = 'default' and entity = 'product' and doc->>'type_id' = 'simple'
        and (doc->>'status')::int = 1 and (doc->>'visibility')::int in (2, 4)
        and (doc->'stock'->>'is_in_stock')::boolean and (doc->'stock'->>'qty')::numeric >= 5`,
  );
  const buyable = new Set(rows.map((r) => r.name));
  expect(buyable.size).toBeGreaterThan(0);

  // Home → a category from the header navigation → a product.
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  const productName = await openCategoryWithBuyableProduct(page, buyable);
  await page.getByRole('main').getByRole('link', { name: productName }).first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page).toHaveURL(/\/p\//);
  const shownPrice = cents(await main.locator('.product__price .price').first().textContent());
  expect(shownPrice).toBeGreaterThan(0);

  // Add two to the cart.
  await main.getByLabel('Quantity').fill('2');
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();

  // Mini cart → checkout.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const miniCart = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(miniCart.getByRole('link', { name: productName })).toBeVisible();
  await miniCart.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);

  // Personal details.
  await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Thandi');
  await page.getByLabel('Last name', { exact: true }).fill('Nkosi');
  const email = `thandi.${Date.now()}@example.co.za`;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  // Shipping address and method.
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping' })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Thandi');
  await page.getByLabel('Street address').fill('12 Long Street');
  await page.getByLabel('City', { exact: true }).fill('Cape Town');
  await page.getByLabel('Country').selectOption('ZA');
  await page.getByLabel('Province / State').selectOption('Western Cape');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('Phone number').fill('0821234567');
  const methods = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await expect(methods.first()).toBeVisible();
  await methods.first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment: cash on delivery.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  // Review: the terms must be accepted before the order goes.
  await expect(page.getByRole('heading', { level: 2, name: 'Order review' })).toBeVisible();
  await expect(page.getByText(`2 × ${productName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  const grandTotalShown = cents(await page.locator('dt', { hasText: 'Grand total' }).locator('xpath=following-sibling::dd[1]').textContent());
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  // Thank-you page with the order number.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });
  const numberText = await page.getByText(/^Your order number is .+\.$/).textContent();
  const orderNumber = numberText!.replace(/^Your order number is (.+)\.$/, '$1');
  expect(orderNumber).not.toBe('');

  // The database has the order, priced by the server: the shown unit price, and the grand total
  // the shopper saw equals the one the server recomputed from the catalogue.
  const order = await db.query<{
    id: number;
    email: string;
    grand_total: string;
    subtotal_incl_tax: string;
    shipping_incl_tax: string;
    discount: string;
    payment_method: string;
  }>('select id, email, grand_total, subtotal_incl_tax, shipping_incl_tax, discount, payment_method from shop_order where order_number = $1', [orderNumber]);
  expect(order.rows).toHaveLength(1);
  const o = order.rows[0];
  expect(o.email).toBe(email);
  expect(o.payment_method).toBe('cashondelivery');
  const items = await db.query<{ name: string; qty: string; price_incl_tax: string; row_total_incl_tax: string }>(
    'select name, qty, price_incl_tax, row_total_incl_tax from shop_order_item where order_ref = $1',
    [o.id],
  );
  expect(items.rows).toHaveLength(1);
  expect(items.rows[0].name).toBe(productName);
  expect(Number(items.rows[0].qty)).toBe(2);
  expect(dbCents(items.rows[0].price_incl_tax)).toBe(shownPrice);
  expect(dbCents(items.rows[0].row_total_incl_tax)).toBe(2 * shownPrice);
  expect(dbCents(o.subtotal_incl_tax)).toBe(2 * shownPrice);
  expect(dbCents(o.grand_total)).toBe(dbCents(o.subtotal_incl_tax) + dbCents(o.shipping_incl_tax) - dbCents(o.discount));
  expect(dbCents(o.grand_total)).toBe(grandTotalShown);

  // The cart was emptied once the order was sent.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
