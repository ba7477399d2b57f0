import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { notification } from './helpers.ts';
import { projectRoot } from './testServer.ts';

/** Steps of the store-view journeys (issue 13): the pages of /de and /it speak their view's language. */

type Tree = { [key: string]: string | Tree };

/** The texts of one UI language, read from locales/ as the PWA has them: t('cart.added'), t('x', { name }). */
export function translator(lang: string): (key: string, vars?: Record<string, string | number>) => string {
  const dir = path.join(projectRoot, 'locales', lang);
  const all: Tree = Object.assign({}, ...fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Tree));
  return (key, vars = {}) => {
    const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), all);
    if (typeof text !== 'string') throw new Error(`No text ${key} in locales/${lang}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

/** An EUR amount as de-DE and it-IT show it: 1.234,56 € (a no-break space before the sign). */
export const EUR = /^-?\d{1,3}(\.\d{3})*,\d{2}\s€$/;
export const eurCents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

export type T = ReturnType<typeof translator>;

/** From a view's home: its first menu category, the first price range of the filters, then the first product; added to the cart. */
export async function browseAndAdd(page: Page, t: T, prefix: string): Promise<{ productUrl: string }> {
  await page.goto(prefix);
  await page
    .getByRole('navigation', { name: t('common.nav.categories') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/c/[^/?]+$`));
  const main = page.getByRole('main');
  const prices = main.locator('.tile .price');
  await expect(prices.first()).toHaveText(EUR);

  const filters = main.getByRole('region', { name: t('category.filters.title') });
  const priceGroup = filters.getByRole('group', { name: t('category.filters.price') });
  const toggle = filters.getByRole('button', { name: new RegExp(`^${t('category.filters.title')}`) });
  await expect(priceGroup.or(toggle)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  const range = priceGroup.getByRole('button').first();
  // The view's own ranges (0-10, 10-25, 25-40, 40+ €), written as its locale writes amounts.
  await expect(range).toContainText(/\b(10|25|40)\s€/);
  await range.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/c/[^/?]+\\?(.*&)?price=`));
  await expect(range).toHaveAttribute('aria-pressed', 'true');
  await expect(prices.first()).toHaveText(EUR);

  await main.locator('.tile').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/p/`));
  await expect(main.locator('.price').first()).toContainText('€');
  await main.getByRole('button', { name: t('catalog.addToCart') }).click();
  await expect(notification(page, t('cart.added'))).toBeVisible();
  return { productUrl: page.url() };
}

/** The checkout of a view up to the review, a German or Italian address, the card checkout; returns the grand total shown (cents). */
export async function checkoutWithCard(page: Page, t: T, prefix: string, who: { email?: string; city: string; region: string; zip: string }): Promise<number> {
  await page.goto(`${prefix}/checkout`);
  if (who.email) {
    await page.getByLabel(t('checkout.firstName'), { exact: true }).fill('Anna');
    await page.getByLabel(t('checkout.lastName'), { exact: true }).fill('Rossi');
    await page.getByLabel(t('contact.email')).fill(who.email);
  }
  await page.getByRole('button', { name: t('checkout.continueToShipping') }).click();
  await page.getByRole('textbox', { name: t('checkout.streetAddress') }).fill('Via Roma 1');
  await page.getByRole('textbox', { name: t('checkout.city'), exact: true }).fill(who.city);
  await page.getByRole('textbox', { name: t('checkout.state') }).fill(who.region);
  await page.getByRole('textbox', { name: t('checkout.zipCode') }).fill(who.zip);
  await page.getByRole('textbox', { name: t('checkout.phone') }).fill('+49301234567');
  await expect(
    page
      .getByRole('group', { name: t('checkout.shippingMethod') })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: t('checkout.continueToPayment') }).click();
  await page.getByRole('radio', { name: new RegExp(t('payment.method.card')) }).check();
  await page.getByRole('button', { name: t('checkout.continueToReview') }).click();
  const total = page.locator('dt', { hasText: new RegExp(`^${t('cart.totals.grand_total')}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(EUR);
  const shown = eurCents(await total.textContent());
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.acceptTerms')) }).check();
  await page.getByRole('button', { name: t('payment.pay') }).click();
  return shown;
}
