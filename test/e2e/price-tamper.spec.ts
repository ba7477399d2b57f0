import { test, expect } from './fixtures.ts';
import { addBySku, buyableSku, checkoutToPayment, dbCents, orderByEmail, payWith } from './paymentSteps.ts';

/**
 * Issue 4 journey 6: the shopper (or anything between browser and server) edits the prices in the
 * order request. The server prices the order from its catalogue: what the order costs does not change.
 */
test('editing the prices in the order request does not change what the order costs', async ({ page, context, db }) => {
  const who = `tamper-${Date.now()}@example.co.za`;
  const tampered: unknown[] = [];
  await context.route(
    (url) => url.pathname === '/api/order',
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = request.postDataJSON() as { products: Record<string, unknown>[] };
      for (const p of body.products) Object.assign(p, { price: 0.01, price_incl_tax: 0.01, final_price: 0.01, final_price_incl_tax: 0.01, row_total: 0.01 });
      Object.assign(body, { grand_total: 0.01 });
      tampered.push(body);
      await route.continue({ postData: JSON.stringify(body) });
    },
  );
  await addBySku(page, db, await buyableSku(db, 7));
  await checkoutToPayment(page, who);
  const shown = await payWith(page, /Cash on delivery/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({ timeout: 20_000 });

  expect(tampered).toHaveLength(1);
  const [order] = await orderByEmail(db, who);
  expect(order.payment_method).toBe('cashondelivery');
  expect(dbCents(order.grand_total)).toBe(shown);
  expect(dbCents(order.grand_total)).toBeGreaterThan(100);
  const items = await db.query<{ price_incl_tax: string }>(
    'select i.price_incl_tax from shop_order_item i join shop_order o on o.id = i.order_ref where o.order_id = $1',
    [order.order_id],
  );
  expect(items.rows.every((r) => dbCents(r.price_incl_tax) > 1)).toBe(true);
});
