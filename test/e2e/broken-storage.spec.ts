import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { notification, waitForServiceWorker } from './helpers.ts';

/**
 * Issue 10 "Storage the way the spec says" (spec 001 §9): a broken or slow IndexedDB never blocks a
 * page. Init scripts break IndexedDB in the page before any of the shop's code runs.
 */

/** indexedDB.open always fails (a private mode or a damaged profile). */
function indexedDbCannotOpen() {
  IDBFactory.prototype.open = function open() {
    const req = new EventTarget() as EventTarget & Record<string, unknown>;
    setTimeout(() => {
      req.error = new DOMException('IndexedDB is broken on this device', 'UnknownError');
      req.readyState = 'done';
      const event = new Event('error', { cancelable: true });
      (req.onerror as ((e: Event) => void) | undefined)?.(event);
      req.dispatchEvent(event);
    }, 0);
    return req as unknown as IDBOpenDBRequest;
  };
}

/** The catalogue caches' object stores never answer: every request on them hangs. */
function catalogueStoresHang() {
  const original = IDBDatabase.prototype.transaction;
  const never = () => ({}) as IDBRequest;
  IDBDatabase.prototype.transaction = function transaction(this: IDBDatabase, names: string | string[], mode?: IDBTransactionMode) {
    const list = Array.isArray(names) ? names : [names];
    if (!list.some((n) => n === 'elasticCache' || n === 'urlCache')) return original.call(this, names, mode);
    const store = {
      get: never,
      put: never,
      delete: never,
      clear: never,
      count: never,
      openCursor: never,
      openKeyCursor: never,
      getAll: never,
      getAllKeys: never,
    };
    return { objectStore: () => store, abort() {}, mode: mode ?? 'readonly' } as unknown as IDBTransaction;
  };
}

async function firstProductOfCategory(page: Page): Promise<string> {
  await page.goto('/c/baking-mixes');
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  await expect(grid.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const name = ((await grid.getByRole('heading', { level: 3 }).first().textContent()) ?? '').trim();
  await grid.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('with an IndexedDB that cannot be opened the shop works, and the cart survives a reload', async ({ page }) => {
  await page.addInitScript(indexedDbCannotOpen);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  const name = await firstProductOfCategory(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  await page.goto('/cart');
  const qty = page.getByRole('textbox', { name: `Quantity of ${name}` });
  await expect(qty).toHaveValue('1');
  await page.getByRole('button', { name: `One more ${name}` }).click();
  // Kept by the write-ahead copy in localStorage, since IndexedDB keeps nothing.
  await page.reload();
  await expect(qty).toHaveValue('2');
  await page.goto('/search?q=rusk');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('catalogue caches that never answer hold up no page, online or offline', async ({ page, db, network }) => {
  await page.addInitScript(catalogueStoresHang);
  await firstProductOfCategory(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await waitForServiceWorker(page);

  // Offline, a product never visited: its URL mapping is looked up in the (hanging) cache, given up
  // after 800 ms, and the shopper is told and taken home instead of waiting forever.
  const { rows } = await db.query<{ url_path: string }>(
    "select url_path from catalog_entity where store_code = 'default' and entity = 'product' and url_path is not null order by id desc limit 1",
  );
  await network.offline();
  await page.goto(`/${rows[0].url_path}`);
  await expect(notification(page, 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
