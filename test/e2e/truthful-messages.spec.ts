import { expect, test } from './fixtures.ts';
import { fillCheckout, placeOrderOffline } from './offlineOrderSteps.ts';

/**
 * Issue 10, "Nothing misleading": what the shopper reads when a page cannot load says why (offline,
 * or the shop's server not answering), never that the product does not exist; and an order placed
 * offline gets one message, not four. Without the service worker, so context.route sees every request.
 */
test.use({ serviceWorkers: 'block' });

test('online, but the shop does not answer: a product page says the shop cannot be reached, not that the product is missing', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The shop's server fails from now on (a crash behind the proxy): catalogue and URL lookups answer 503.
  await context.route(/\/api\/(catalog|url)\//, (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>Service Unavailable</body></html>' }),
  );
  // Its HTML brings no answer of its own (a product page's start-up data, docs/startup-data.md): as
  // the service worker's shell, or a server whose API did not answer within its budget.
  await context.route('**/p/NEVER-SEEN/**', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace(/<script type="application\/json" id="startup-data">[^<]*<\/script>/, '') });
  });
  await page.goto('/p/NEVER-SEEN/some-product');
  await expect(page.getByRole('heading', { level: 1, name: "The shop can't be reached right now" })).toBeVisible();
  await expect(page.getByText(/Product query returned empty result/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/p\/NEVER-SEEN\/some-product$/);

  // The same for an address the URL map would resolve.
  await page.goto('/some/never/visited/page');
  await expect(page.getByRole('heading', { level: 1, name: "The shop can't be reached right now" })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);

  // The shop answers again: pages load as usual.
  await context.unroute(/\/api\/(catalog|url)\//);
  await page.goto('/c/baking-mixes');
  await expect(page.getByRole('list', { name: 'Baking Mixes' }).getByRole('article').first()).toBeVisible();
});

test('after an order placed offline the shopper reads one message about it, not four', async ({ page, network }) => {
  await page.goto('/');
  await fillCheckout(page);
  await placeOrderOffline(page, network.offline);
  // The thank-you page says it; no notification and no queue notice repeat it.
  await expect(page.getByText('Your order is saved on this device and will be sent as soon as you are online again.')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/saved on this device/)).toHaveCount(0);
  await expect(page.getByTestId('queued-orders')).toHaveCount(0);
  // Once the shopper leaves the thank-you page, the queue notice reminds them.
  await page.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(page.getByTestId('queued-orders')).toContainText('1 order is waiting to be sent.');
});
