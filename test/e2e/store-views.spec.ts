import { test, expect } from './fixtures.ts';
import { imagesLoaded, notification, scrollToFooter, waitForCached, waitForServiceWorker } from './helpers.ts';
import { onProviderPage } from './paymentSteps.ts';
import { uniqueEmail } from './accountSteps.ts';
import { browseAndAdd, checkoutWithCard, EUR, translator } from './storeViewSteps.ts';

/**
 * Issue 13 with MULTISTORE=on (this file's own server): the German and Italian store views under
 * /de and /it, in their language and in EUR, from the first page to the order.
 */
test.use({ multistore: true });

const de = translator('de');
const it_ = translator('it');

test('/de: a guest browses a category, filters by price, buys with the card checkout and sees the order in EUR', async ({ page, db }) => {
  const email = uniqueEmail('de-guest');
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('meta[name="vs-multistore"]')).toHaveAttribute('content', 'on');

  const { productUrl } = await browseAndAdd(page, de, '/de');
  // SEO of the view: canonical inside /de, alternates for each view, the offer in EUR.
  const path = new URL(productUrl).pathname;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(productUrl).origin + path);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])));
  const routePath = path.replace(/^\/de/, '');
  expect(alternates).toEqual({ 'en-US': routePath, 'x-default': routePath, 'de-DE': `/de${routePath}`, 'it-IT': `/it${routePath}` });
  const offer = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((s) => s.map((e) => JSON.parse(e.textContent ?? '{}')).find((d) => d['@type'] === 'Product'));
  expect(offer.offers).toMatchObject({ priceCurrency: 'EUR', url: expect.stringContaining('/de/p/') });

  const shown = await checkoutWithCard(page, de, '/de', { email, city: 'Berlin', region: 'Berlin', zip: '10115' });
  await onProviderPage(page, 'Pay');
  await expect(page).toHaveURL(/\/de\/order\/status\?/);
  await expect(page.getByRole('heading', { level: 1, name: de('checkout.thankYouTitle') })).toBeVisible();

  const { rows } = await db.query<{ store_code: string; currency: string; grand_total: string; payment_method: string; status: string }>(
    'select store_code, currency, grand_total, payment_method, status from shop_order where email = $1',
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ store_code: 'de', currency: 'EUR', payment_method: 'card', status: 'processing' });
  expect(Math.round(Number(rows[0].grand_total) * 100)).toBe(shown);
});

test('/it: a customer buys with the card checkout and finds the order in the account history in EUR', async ({ page, db }) => {
  const who = { email: uniqueEmail('it-customer'), first: 'Giulia', last: 'Bianchi', password: 'Buon-Appetito-2024' };
  await page.goto('/it/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page
    .getByRole('main')
    .getByRole('button', { name: it_('user.register') })
    .click();
  const form = page.getByRole('form', { name: it_('user.registerTitle') });
  await form.getByLabel(it_('contact.email')).fill(who.email);
  await form.getByLabel(it_('user.firstName'), { exact: true }).fill(who.first);
  await form.getByLabel(it_('user.lastName'), { exact: true }).fill(who.last);
  await form.getByLabel(it_('user.password'), { exact: true }).fill(who.password);
  await form.getByLabel(it_('user.repeatPassword')).fill(who.password);
  await form.getByRole('button', { name: it_('user.createAccount') }).click();
  await expect(notification(page, it_('user.registered'))).toBeVisible();
  // Redirects stay inside the view.
  await expect(page).toHaveURL(/\/it(\/|$)/);

  await browseAndAdd(page, it_, '/it');
  const shown = await checkoutWithCard(page, it_, '/it', { city: 'Roma', region: 'Lazio', zip: '00184' });
  await onProviderPage(page, 'Pay');
  await expect(page).toHaveURL(/\/it\/order\/status\?/);
  await expect(page.getByRole('heading', { level: 1, name: it_('checkout.thankYouTitle') })).toBeVisible();
  const { rows } = await db.query<{ order_number: string; store_code: string; currency: string }>(
    'select order_number, store_code, currency from shop_order where email = $1',
    [who.email],
  );
  expect(rows).toMatchObject([{ store_code: 'it', currency: 'EUR' }]);

  await page.goto('/it/my-account/orders');
  const row = page.getByRole('row').filter({ hasText: rows[0].order_number });
  await expect(row).toBeVisible();
  const total = row.getByRole('cell').nth(2);
  await expect(total).toHaveText(EUR);
  expect(Number((await total.textContent())!.replace(/\D/g, ''))).toBe(shown);
  await expect(row.getByRole('link')).toHaveAttribute('href', /^\/it\/my-account\/orders\//);
});

test('a visited /de category opens offline, in German with EUR prices', async ({ page, network }) => {
  await page.goto('/de');
  await waitForServiceWorker(page);
  const heading = page.getByRole('heading', { level: 1 });
  const home = (await heading.textContent())!.trim();
  await page
    .getByRole('navigation', { name: de('common.nav.categories') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/c\//);
  // The address changes before the category page replaces the home page's heading.
  await expect(heading).not.toHaveText(home);
  const name = (await heading.textContent())!.trim();
  const main = page.getByRole('main');
  await expect(main.locator('.tile .price').first()).toHaveText(EUR);
  await expect.poll(() => imagesLoaded(main.locator('.tile').first())).toBe(true);
  await waitForCached(page, '/api/catalog/ido_de/');
  const url = page.url();

  await network.offline();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(heading).toHaveText(name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(main.locator('.tile .price').first()).toHaveText(EUR);
  // The page came from the service worker's shell: the switch remembered on the device kept the view.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

test('the store switcher opens the same page in the other view, and each view keeps its own cart', async ({ page }) => {
  const { productUrl } = await browseAndAdd(page, de, '/de');
  const productPath = new URL(productUrl).pathname.replace(/^\/de/, '');
  await scrollToFooter(page);
  const switcher = page.getByRole('navigation', { name: de('common.stores.label') });
  const toItaly = switcher.getByRole('link', { name: de('common.stores.open', { name: 'Italia', currency: 'EUR' }) });
  // Reachable by keyboard: focus it and press Enter.
  await toItaly.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/it${productPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('main').locator('.price').first()).toContainText('€');

  // The Italian view has its own cart: empty; the German one still holds the product.
  await page.goto('/it/cart');
  await expect(page.getByRole('main').getByText(it_('cart.empty'))).toBeVisible();
  await page.goto('/de/cart');
  await expect(
    page
      .getByRole('main')
      .getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/)
      .first(),
  ).toBeVisible();

  // A page of the route table keeps its path; to the default view the prefix goes.
  await scrollToFooter(page);
  const switcherDe = page.getByRole('navigation', { name: de('common.stores.label') });
  await switcherDe.getByRole('link', { name: de('common.stores.open', { name: 'South Africa', currency: 'ZAR' }) }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(new URL(page.url()).pathname).toBe('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
