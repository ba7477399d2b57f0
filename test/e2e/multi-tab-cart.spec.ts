import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { notification, serverLines, watchCartId } from './helpers.ts';

/**
 * Two tabs add to the cart at the same moment (cartBroadcast.ts, src/domain/cartTabMerge.ts): the
 * second tab's messages are held until both clicks are done, so each tab changes a cart that lacks
 * the other's change. No line is lost: both tabs show both products and the server cart holds both,
 * each once.
 */

/**
 * Holds the messages this page receives on its BroadcastChannels until released, as if the other
 * tab's message were still on its way. Runs in the page before the app.
 */
function holdIncomingMessages() {
  const Real = window.BroadcastChannel;
  const held: [Holding, MessageEvent][] = [];
  let holding = false;
  class Holding extends Real {
    handler: ((e: MessageEvent) => void) | null = null;
    constructor(name: string) {
      super(name);
      super.onmessage = (e: MessageEvent) => (holding ? held.push([this, e]) : this.handler?.(e));
    }
    override set onmessage(fn: ((e: MessageEvent) => void) | null) {
      this.handler = fn;
    }
    override get onmessage() {
      return this.handler;
    }
  }
  window.BroadcastChannel = Holding;
  Object.assign(window, {
    holdMessages: () => (holding = true),
    releaseMessages: () => {
      holding = false;
      for (const [channel, e] of held.splice(0)) channel.handler?.(e);
    },
  });
}

/** The n-th product of Baking Mixes, opened. */
async function openProduct(page: Page, n: number): Promise<void> {
  await page.goto('/c/baking-mixes');
  await page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').nth(n).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
}

/** The skus of the lines the page's mini cart shows. */
async function miniCartSkus(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer.locator('.cart-line__sku')).toHaveCount(2);
  return (await drawer.locator('.cart-line__sku').allTextContents()).map((s) => s.trim()).sort();
}

test('two tabs add different products at the same moment: both tabs and the server cart keep both', async ({ page, context, db }) => {
  const other = await context.newPage();
  await other.addInitScript(holdIncomingMessages);
  const cartIds = [watchCartId(page), watchCartId(other)];
  await openProduct(page, 0);
  await openProduct(other, 1);

  // The second tab hears nothing until both clicks have changed their carts: the messages cross.
  await other.evaluate(() => (window as unknown as { holdMessages: () => void }).holdMessages());
  await Promise.all([page.getByRole('button', { name: 'Add to cart' }).click(), other.getByRole('button', { name: 'Add to cart' }).click()]);
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  await expect(notification(other, 'Product has been added to the cart!')).toBeVisible();
  await other.evaluate(() => (window as unknown as { releaseMessages: () => void }).releaseMessages());

  const skus = await miniCartSkus(page);
  expect(new Set(skus).size).toBe(2);
  expect(await miniCartSkus(other)).toEqual(skus);

  // One server cart for both tabs, with each product once.
  await expect.poll(() => cartIds.map((id) => id()).find(Boolean) ?? null).not.toBeNull();
  const cartId = cartIds.map((id) => id()).find(Boolean)!;
  const sorted = async () => (await serverLines(db, cartId)).sort((a, b) => (a.sku < b.sku ? -1 : 1));
  await expect.poll(sorted, { timeout: 15_000 }).toEqual(skus.map((sku) => ({ sku, qty: 1 })));
});
