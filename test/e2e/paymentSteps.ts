import type { Page } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import { expect } from './fixtures.ts';
import { notification } from './helpers.ts';

/** Steps of the payment journeys (issue 4): a product in the cart, checkout up to the payment step. */

export const PROVIDERS = [
  { code: 'zapper', label: /Zapper Payment/ },
  { code: 'paygate', label: /PayGate/ },
  { code: 'payjustnow', label: /PayJustNow/ },
  { code: 'ikhokha', label: /iKhokha Payment Link/ },
  { code: 'card', label: /Credit or debit card/ },
] as const;

/** Shown prices have two decimals, so their digits are the amount in cents. */
export const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
export const dbCents = (value: string | number) => Math.round(Number(value) * 100);

/** Opens a product page by its catalogue document and adds it to the cart. */
export async function addBySku(page: Page, db: Db, sku: string): Promise<void> {
  const { rows } = await db.query<{ url_key: string }>(
    `select doc->>'url_key' as url_key from catalog_entity where store_code = 'default' and entity = 'product' and sku = $1`,
    [sku],
  );
  await page.goto(`/p/${sku}/${rows[0].url_key}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
}

/** A simple, visible, in-stock product a guest can buy at once. */
export async function buyableSku(db: Db, offset = 0): Promise<string> {
  const { rows } = await db.query<{ sku: string }>(
    `select sku from catalog_entity
      where store_code = 'default' and entity = 'product' and doc->>'type_id' = 'simple'
        and (doc->>'status')::int = 1 and (doc->>'visibility')::int in (2, 4)
        and (doc->'stock'->>'is_in_stock')::boolean and (doc->'stock'->>'qty')::numeric >= 50
      order by id limit 1 offset $1`,
    [offset],
  );
  return rows[0].sku;
}

/** From the personal-details step: the test shopper's details and shipping address, not yet sent. */
export async function fillShopper(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill('Lerato');
  await page.getByLabel('Last name', { exact: true }).fill('Dlamini');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByLabel('Street address').fill('5 Bree Street');
  await page.getByLabel('City', { exact: true }).fill('Cape Town');
  await page.getByLabel('Province / State').selectOption('Western Cape');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('Phone number').fill('0831234567');
}

/** Personal details and shipping filled in; ends on the payment step. */
export async function checkoutToPayment(page: Page, email: string): Promise<void> {
  await page.goto('/checkout');
  await fillShopper(page, email);
  const methods = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await expect(methods.first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
}

/** Chooses the method, accepts the terms and places the order; returns the grand total shown (cents). */
export async function payWith(page: Page, method: RegExp): Promise<number> {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order review' })).toBeVisible();
  const total = page.locator('dt', { hasText: 'Grand total' }).locator('xpath=following-sibling::dd[1]');
  const shown = cents(await total.textContent());
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  return shown;
}

/** On a sandbox provider page: Pay, Cancel or Fail. */
export async function onProviderPage(page: Page, outcome: 'Pay' | 'Cancel' | 'Fail'): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByRole('button', { name: outcome === 'Pay' ? /^Pay / : outcome }).click();
  await expect(page).toHaveURL(/\/order\/status\?/);
}

export async function orderByEmail(db: Db, email: string) {
  const { rows } = await db.query<{
    order_id: string;
    order_number: string;
    status: string;
    payment_state: string;
    payment_method: string;
    grand_total: string;
  }>('select order_id, order_number, status, payment_state, payment_method, grand_total from shop_order where email = $1 order by id', [email]);
  return rows;
}
