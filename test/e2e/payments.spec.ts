import { test, expect } from './fixtures.ts';
import { addBySku, buyableSku, checkoutToPayment, dbCents, fillShopper, onProviderPage, orderByEmail, payWith, PROVIDERS } from './paymentSteps.ts';

/**
 * Issue 4 journeys 1 and 5 on the real server and its sandbox provider pages: the shopper is sent to
 * the provider, clicks Pay / Cancel there, comes back to /order/status, and the database says
 * what happened.
 */
const email = (tag: string) => `pay-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.za`;

for (const [i, provider] of PROVIDERS.entries()) {
  test(`a guest pays through ${provider.code} and the order is processing and paid`, async ({ page, db }) => {
    const who = email(provider.code);
    await addBySku(page, db, await buyableSku(db, i));
    await checkoutToPayment(page, who);
    const shown = await payWith(page, provider.label);
    await onProviderPage(page, 'Pay');

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText('Your payment was received and your order is being processed.')).toBeVisible();
    const [order] = await orderByEmail(db, who);
    await expect(page.getByText(`Your order number is ${order.order_number}.`)).toBeVisible();
    expect(order).toMatchObject({ status: 'processing', payment_state: 'paid', payment_method: provider.code });
    expect(dbCents(order.grand_total)).toBe(shown);
    // Paid: the cart was cleared; one purchase event for the order.
    await expect(page.getByRole('button', { name: /^Cart, 0 items|^Cart$/ })).toBeVisible();
    const purchases = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'));
    expect(purchases).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: order.order_id, currency: 'ZAR' }) })]);
  });
}

test('a canceled payment keeps the cart, and a retry of the same order succeeds', async ({ page, db }) => {
  const who = email('cancel');
  await addBySku(page, db, await buyableSku(db, 6));
  await checkoutToPayment(page, who);
  await payWith(page, /PayGate/);
  await onProviderPage(page, 'Cancel');

  await expect(page.getByText('Your payment was canceled.')).toBeVisible();
  expect(await orderByEmail(db, who)).toMatchObject([{ status: 'canceled', payment_state: 'canceled' }]);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Retry with another provider: the same order (one row), now paid.
  await page.getByRole('radio', { name: /Zapper Payment/ }).check();
  await page.getByRole('button', { name: 'Try the payment again' }).click();
  await onProviderPage(page, 'Pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const orders = await orderByEmail(db, who);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'processing', payment_state: 'paid' });
});

test('a cart of only a gift card and an e-book does not offer cash on delivery', async ({ page, db }) => {
  const skuOf = async (type: string) =>
    (
      await db.query<{ sku: string }>(
        `select sku from catalog_entity where store_code = 'default' and entity = 'product' and doc->>'type_id' = $1 and (doc->>'status')::int = 1 order by id limit 1`,
        [type],
      )
    ).rows[0].sku;
  await addBySku(page, db, await skuOf('virtual'));
  await addBySku(page, db, await skuOf('downloadable'));
  await page.goto('/checkout?step=payment');
  await fillShopper(page, email('virtual'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('radio', { name: /Zapper Payment/ })).toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toHaveCount(0);
});
