import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { notification } from './helpers.ts';

/** Shopper steps shared by the session journeys (session, token-refresh, password-reset specs). */

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.za`;

/** Adds the first product of a demo category to the cart (a relative path, or an absolute URL for a second server). */
export async function addProduct(page: Page, base = ''): Promise<void> {
  await page.goto(`${base}/c/baking-mixes`);
  await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
}

/** The checkout's shipping step filled in with Thandi's Cape Town address. */
export async function fillCapeTownAddress(page: Page): Promise<void> {
  await page.getByLabel('Street address').fill('12 Long Street');
  await page.getByLabel('City').fill('Cape Town');
  await page.getByLabel('Province / State').selectOption('Western Cape');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('Phone number').fill('0821234567');
}

/** Checkout filled in up to "Place order" for this shopper. */
export async function fillCheckout(page: Page, who: { email: string; first: string; last: string }, base = ''): Promise<void> {
  await page.goto(`${base}/checkout`);
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await fillCapeTownAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByLabel(/I accept the/).check();
}

type Registrant = { email: string; first: string; last: string; password: string; repeat?: string };

/** /login → Register with the form filled in, not yet sent (the repeated password defaults to the password). */
export async function openRegisterForm(page: Page, who: Registrant, base = '') {
  await page.goto(`${base}/login`);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('E-mail address').fill(who.email);
  await form.getByLabel('First name').fill(who.first);
  await form.getByLabel('Last name').fill(who.last);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByLabel('Repeat password').fill(who.repeat ?? who.password);
  return form;
}

/** Registers through /login → Register; ends logged in. */
export async function registerViaLogin(page: Page, who: Registrant, base = ''): Promise<void> {
  const form = await openRegisterForm(page, who, base);
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(notification(page, 'Your account has been created.')).toBeVisible();
}

/** Logs in through /login. */
export async function logIn(page: Page, email: string, password: string, base = ''): Promise<void> {
  await page.goto(`${base}/login`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(notification(page, 'You are logged in!')).toBeVisible();
}
