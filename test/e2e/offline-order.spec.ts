import type { Route } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import { test, expect } from './fixtures.ts';
import { notification, waitForServiceWorker } from './helpers.ts';
import { confirmButton, fillCheckout, orderSent, orderWaiting, placeOrderOffline, queuedTasks } from './offlineOrderSteps.ts';

/**
 * Journey 3 (issue "Foundation"), DESIGN decisions 5 and 6: an order placed offline is queued in
 * IndexedDB, survives reloads, is sent after the shopper confirms 'Order waiting!', and the server
 * holds it exactly once — also when confirm is pressed twice (two tabs, a double click) or the page
 * is reloaded while the order is on its way.
 */
async function storedOrders(db: Db, orderId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = $1', [orderId]);
  return rows[0].n;
}

const withServiceWorker = async ({ page }: { page: import('@playwright/test').Page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
};

test('an order placed offline survives a reload and is sent once after "Order waiting!" is confirmed', async ({ page, network, db, server, request }) => {
  await withServiceWorker({ page });
  await fillCheckout(page);
  const orderId = await placeOrderOffline(page, network.offline);

  await page.reload();
  await expect(notification(page, 'Your order is saved on this device and will be sent when you are back online.')).toBeVisible();
  expect(await queuedTasks(page)).toEqual([expect.objectContaining({ task_id: orderId, confirmed: false, transmited: false })]);

  await network.online();
  await expect(orderWaiting(page)).toBeVisible();
  // Nothing goes out before the shopper confirms.
  expect(await storedOrders(db, orderId)).toBe(0);

  await confirmButton(page).click();
  await expect(orderSent(page)).toBeVisible();
  expect(await storedOrders(db, orderId)).toBe(1);
  const status = await (await request.get(`${server.directURL}/api/sync/order/${orderId}`)).json();
  expect(status).toMatchObject({ code: 200, result: { transmited: true } });
  await expect.poll(() => queuedTasks(page)).toEqual([]);
});

test('confirming twice, in two tabs at once, stores the order once', async ({ page, context, network, db }) => {
  await withServiceWorker({ page });
  await fillCheckout(page);
  const orderId = await placeOrderOffline(page, network.offline);
  // A new page session: staying on the thank-you page of this session would send without asking.
  await page.reload();
  const other = await context.newPage();
  await other.goto('/');

  let posts = 0;
  await context.route('**/api/order', async (route) => {
    posts++;
    await route.continue();
  });
  await network.online();
  await expect(orderWaiting(page)).toBeVisible();
  await expect(orderWaiting(other)).toBeVisible();
  // Both tabs confirm at the same moment (one of them twice). Clicked through the DOM: Playwright's
  // actionability checks take long enough on a loaded machine that the first tab's send could make
  // the other tab's notice go away (as it should) before its click lands.
  const buttons = await Promise.all([confirmButton(page).elementHandle(), confirmButton(other).elementHandle()]);
  await Promise.all([
    buttons[0]!.evaluate((b) => {
      (b as HTMLElement).click();
      (b as HTMLElement).click();
    }),
    buttons[1]!.evaluate((b) => (b as HTMLElement).click()),
  ]);

  // The tab whose replay sent it (or collected the service worker's answer) tells the shopper.
  // Generous: on a loaded 2-core CI machine the replay, lock hand-over and notification can take seconds.
  await expect.poll(async () => (await orderSent(page).isVisible()) || (await orderSent(other).isVisible()), { timeout: 20_000 }).toBe(true);
  expect(await storedOrders(db, orderId)).toBe(1);
  // One replayer at a time (Web Locks) across both tabs and the service worker: at most one request
  // (a POST from the service worker is not always visible to context.route, hence "at most").
  expect(posts).toBeLessThanOrEqual(1);
});

/**
 * The page is the replayer here. With the service worker active, Chromium's Background Sync wakes it
 * on "confirm" and its POST is not always seen by context.route (it then slips past the hold), so
 * the test could not reliably catch the order mid-flight. The exactly-once rule is the same for both
 * replayers (same queue module, same lock, same order_id); the first two journeys run with the worker.
 */
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a reload while the order is being sent neither loses nor duplicates it', async ({ page, context, network, db }) => {
    await page.goto('/');
    await fillCheckout(page);
    const orderId = await placeOrderOffline(page, network.offline);
    // Leaving the thank-you page (staying there would send it without asking once online).
    await page.getByRole('button', { name: 'Continue shopping' }).click();
    await network.online();

    // Hold every POST /api/order until after the reload.
    const held: Route[] = [];
    await context.route('**/api/order', (route) => void held.push(route));
    await confirmButton(page).click();
    await expect.poll(() => held.length).toBe(1);
    expect(await queuedTasks(page)).toEqual([expect.objectContaining({ task_id: orderId, confirmed: true, transmited: false })]);

    await page.reload();
    // The reloaded page resumes the confirmed order on start: a second POST with the same order_id.
    await expect.poll(() => held.length).toBe(2);
    await context.unroute('**/api/order');
    for (const route of held) await route.continue().catch(() => undefined); // the first page is gone

    await expect(orderSent(page)).toBeVisible();
    expect(await storedOrders(db, orderId)).toBe(1);
    await expect.poll(() => queuedTasks(page)).toEqual([]);
  });
});

/**
 * Issue 10, "Order waiting!" when the shop is closed. Background Sync needs its permission in a
 * Playwright context (Chrome grants it by default). Headless Chromium refuses clients.openWindow()
 * for a notificationclick that no person made (no user activation), so the journey opens the URL
 * the notification carries itself; the worker's click handler opens exactly that URL.
 */
test('with no page of the shop open, coming back online shows the "Order waiting!" notification, which opens the prompt', async ({
  page,
  context,
  network,
  db,
}) => {
  await context.grantPermissions(['notifications', 'background-sync']);
  await withServiceWorker({ page });
  await fillCheckout(page);
  const orderId = await placeOrderOffline(page, network.offline);
  // The thank-you page offers the notification; the permission is already granted here.
  await expect(page.getByText('We will let you know when your order can be sent.')).toBeVisible();
  const [worker] = context.serviceWorkers();
  await page.close();

  await network.online();
  // Background Sync wakes the worker: no window is open, so it shows a system notification.
  const notifications = () =>
    worker.evaluate(async () =>
      (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
      })),
    );
  await expect
    .poll(notifications, { timeout: 20_000 })
    .toEqual([{ title: 'Order waiting!', body: 'You placed an order while offline. Open the shop to confirm and send it.', data: { url: '/' } }]);
  // Nothing is sent before the shopper confirms.
  expect(await storedOrders(db, orderId)).toBe(0);

  // Opening it opens the shop, which asks for the confirmation.
  const [{ data }] = await notifications();
  const shop = await context.newPage();
  await shop.goto((data as { url: string }).url);
  await expect(orderWaiting(shop)).toBeVisible();
  await confirmButton(shop).click();
  await expect(orderSent(shop)).toBeVisible();
  expect(await storedOrders(db, orderId)).toBe(1);
});
