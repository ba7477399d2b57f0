import { expect, type Locator, type Page } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';

/**
 * Waits until the service worker is active and controls the page. The first visit only installs
 * it (the page was not loaded through it), so when nothing controls the page yet, reload once.
 * `ready` resolves after install, i.e. after the precache is complete.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * The footer, reached as a shopper reaches it: at the end of the page. It loads only when it comes
 * near the viewport (FooterWhenNear), so it is scrolled to (again, should the page have grown).
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass();
  return footer;
}

/** Caches the service worker filled, e.g. to wait for a runtime-cached response. */
export async function cacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(req.url);
    }
    return urls;
  });
}

/** Waits until some cached request URL matches, so going offline next is meaningful. */
export async function waitForCached(page: Page, match: RegExp | string, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => (await cacheKeys(page)).some((u) => (typeof match === 'string' ? u.includes(match) : match.test(u))), {
      timeout,
      message: `a cached response matching ${match}`,
    })
    .toBe(true);
}

/**
 * A shown notification by its text. Notifications are rendered in a live region (role status or
 * alert); the text match keeps the helper independent of which one a notification type uses.
 */
export function notification(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}

/** True when every <img> inside the locator has loaded real pixels (not a broken image). */
export async function imagesLoaded(scope: Locator): Promise<boolean> {
  return scope.evaluate((el) => {
    const imgs = [...el.querySelectorAll('img')];
    return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
  });
}

/** Remembers the id of the server cart the page creates (POST /api/cart/create answers it). */
export function watchCartId(page: Page): () => string | null {
  let id: string | null = null;
  page.on('response', async (res) => {
    if (!res.url().includes('/api/cart/create') || res.request().method() !== 'POST') return;
    const body = (await res.json().catch(() => null)) as { result?: string | number } | null;
    if (body?.result !== undefined) id = String(body.result);
  });
  return () => id;
}

/** The lines of a server cart, in the order they were made. */
export async function serverLines(db: Db, cartId: string) {
  const { rows } = await db.query<{ sku: string; qty: string }>('select sku, qty from cart_item where cart_id = $1 order by item_id', [cartId]);
  return rows.map((r) => ({ sku: r.sku, qty: Number(r.qty) }));
}
