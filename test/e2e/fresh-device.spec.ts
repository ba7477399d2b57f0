import type { Page, Route } from '@playwright/test';
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

test.describe('offline before the service worker keeps the code', () => {
  // A first visit whose connection drops before the service worker has kept the shop's code.
  test.use({ serviceWorkers: 'block' });

  test('code that could not load offline is told of, and a reload once online gets it', async ({ page, network }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = scriptsOf(page);
    await page.goto('/c/baking-mixes');
    await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect.poll(() => scripts().some((name) => name.startsWith('pwa-'))).toBe(true);
    await page.waitForLoadState('networkidle');

    // Adding to the cart needs the cart's code (a lazy chunk): it is not here, and cannot come.
    await network.offline();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const offlineNotice = notification(page, 'Part of the shop could not load because you are offline. Reload the page once you are back online.');
    await expect(offlineNotice).toBeVisible();
    await expect(offlineNotice.getByRole('button', { name: 'Reload page' })).toHaveCount(0);
    await expect(cartButton(page, 0)).toBeVisible();
    // A panel whose code is not here either shows nothing: the shop stays on screen.
    const productName = await page.getByRole('heading', { level: 1 }).textContent();
    const panelFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/SearchPanel-'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await panelFailed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName!);
    await expect(cartButton(page, 0)).toBeVisible();
    // A page whose code is not here says so, not that the server failed; its way home works offline.
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not load');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName!);
    // Dismissed, it comes back when the shopper tries again.
    await offlineNotice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(offlineNotice).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(offlineNotice).toBeVisible();

    // Back online, the same code still fails in this page (the browser keeps the failed import):
    // the notice offers the reload that gets it.
    await network.online();
    const onlineNotice = notification(page, 'Part of the shop could not load while the connection was down. Reload the page to finish loading it.');
    await expect(onlineNotice).toBeVisible();
    await expect(offlineNotice).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page, 0)).toBeVisible();
    expect(errors).toEqual([]);

    await onlineNotice.getByRole('button', { name: 'Reload page' }).click();
    await expect(onlineNotice).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
    await page.reload();
    await expect(cartButton(page, 1)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the saved state's code cut off when it is asked for: the cart waits for the reload that gets it", async ({ page, context }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/c/baking-mixes');
    await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first().getByRole('link').click();
    await page.waitForLoadState('networkidle');
    // The connection drops for the saved state's code only (the cart's own code arrives).
    const cut = (route: Route) => route.abort('internetdisconnected');
    await context.route(/\/assets\/persist-[^/]*\.js$/, cut);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const notice = notification(page, 'Part of the shop could not load while the connection was down. Reload the page to finish loading it.');
    await expect(notice).toBeVisible();
    await expect(cartButton(page, 0)).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    // The cart, the cart page and checkout all wait for that state: each try tells again.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notice).toBeVisible();
    await expect(cartButton(page, 0)).toBeVisible();
    expect(errors).toEqual([]);

    await context.unroute(/\/assets\/persist-[^/]*\.js$/, cut);
    await notice.getByRole('button', { name: 'Reload page' }).click();
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
