import type { BrowserContext, Page, Route } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import { test, expect } from './fixtures.ts';
import { confirmButton, fillCheckout, orderSent, orderWaiting, placeOrderOffline, queuedTasks } from './offlineOrderSteps.ts';

/**
 * Issue 10, prompt delivery and every tab knows: a confirmed order whose send fails (a 5xx, a lost
 * answer) is sent again by the page on its own while it is open and online, and the shopper sees
 * "waiting" until the shop has stored it and "sent" exactly then; a tab that did not send it stops
 * saying it waits. Without the service worker, so the page is the only sender and every request
 * is seen by context.route.
 */
test.use({ serviceWorkers: 'block' });

async function storedOrders(db: Db, orderId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = $1', [orderId]);
  return rows[0].n;
}

const waitingNotice = (page: Page) => page.getByTestId('queued-orders');

/** An order placed offline from a filled checkout, the shopper back in the shop: its order_id. */
async function orderConfirmedOffline(page: Page, goOffline: () => Promise<void>): Promise<string> {
  await page.goto('/');
  await fillCheckout(page);
  const orderId = await placeOrderOffline(page, goOffline);
  await page.getByRole('button', { name: 'Continue shopping' }).click();
  return orderId;
}

/** The first `times` order sends end as `fail` does, the later ones reach the shop; `count` says how many failed. */
async function failOrderSends(context: BrowserContext, times: number, fail: (route: Route) => Promise<void>) {
  const failed = { count: 0 };
  await context.route('**/api/order', async (route) => {
    if (failed.count >= times) return route.continue();
    failed.count++;
    await fail(route);
  });
  return failed;
}

test('a send answered 500 is tried again by the page on its own, and "sent" shows once the shop has it', async ({ page, context, network, db }) => {
  const orderId = await orderConfirmedOffline(page, network.offline);

  const failed = await failOrderSends(context, 2, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, result: 'Error placing an order.' }) }),
  );
  await network.online();
  await confirmButton(page).click();
  // Waiting while the shop does not have it.
  await expect(waitingNotice(page)).toContainText('1 order is waiting to be sent.');
  expect(await storedOrders(db, orderId)).toBe(0);
  // No reload, no new 'online' event: the page's own back-off sends it.
  await expect(orderSent(page)).toBeVisible({ timeout: 30_000 });
  expect(failed.count).toBe(2);
  expect(await storedOrders(db, orderId)).toBe(1);
  await expect(waitingNotice(page)).toHaveCount(0);
  await expect.poll(() => queuedTasks(page)).toEqual([]);
});

test('an answer lost on the way back: the order is sent again with the same order_id and stored once', async ({ page, context, network, db }) => {
  const orderId = await orderConfirmedOffline(page, network.offline);

  await failOrderSends(context, 1, async (route) => {
    // The shop stores it, but the answer never reaches the page.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await network.online();
  await confirmButton(page).click();
  await expect(orderSent(page)).toBeVisible({ timeout: 30_000 });
  expect(await storedOrders(db, orderId)).toBe(1);
  await expect(waitingNotice(page)).toHaveCount(0);
});

test('when one tab sends the queued order, the other tab stops saying it waits', async ({ page, context, network, db }) => {
  const orderId = await orderConfirmedOffline(page, network.offline);
  const other = await context.newPage();
  // Opened offline would not load without the worker: open it once online, before confirming.
  await network.online();
  await other.goto('/');
  await expect(orderWaiting(page)).toBeVisible();
  await expect(orderWaiting(other)).toBeVisible();
  await expect(waitingNotice(other)).toContainText('1 order is waiting to be sent.');

  await confirmButton(page).click();
  await expect(orderSent(page)).toBeVisible();
  expect(await storedOrders(db, orderId)).toBe(1);
  // The other tab follows without a reload.
  await expect(waitingNotice(other)).toHaveCount(0);
  await expect(orderWaiting(other)).toHaveCount(0);
});
