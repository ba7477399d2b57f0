// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';
import { GRAND_TOTAL, pendingOrder, plentyOfFlour, providerCases, savePending, statusOf, submitOutcome } from './paymentsHelpers.ts';

describe.each(backendNames)('payment providers end to end (%s)', (backend) => {
  const t = setUpTestApp(backend, async () => {
    await plentyOfFlour(t.db);
  });

  const orderRow = async (orderId: string) =>
    (
      await t.db.query<{ status: string; payment_state: string; payment_method: string }>(
        'select status, payment_state, payment_method from shop_order where order_id = $1',
        [orderId],
      )
    ).rows[0];

  describe.each(providerCases)('$name', (provider) => {
    it('create → sandbox page → pay → /order/status → order processing', async () => {
      const body = pendingOrder();
      const confirmation = await savePending(t.app, body);
      expect(await orderRow(body.order_id)).toMatchObject({ status: 'pending', payment_state: 'pending' });

      const created = await provider.create(t.app, body.order_id, GRAND_TOTAL);
      expect(created.statusCode).toBe(200);
      const pageUrl = provider.pageOf(created.json().result);
      expect(new URL(pageUrl).pathname).toMatch(new RegExp(`^/sandbox/${provider.name}/`));

      const page = await t.app.inject({ method: 'GET', url: new URL(pageUrl).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain(confirmation.orderNumber);
      expect(page.body).toMatch(/<button type="submit" name="outcome" value="pay">Pay R\s295\.00<\/button>/);
      for (const outcome of ['cancel', 'fail']) expect(page.body).toContain(`value="${outcome}"`);
      if (provider.name === 'zapper') expect(page.body).toMatch(/<svg class="qr" role="img" aria-label="QR code to pay with Zapper"/);
      else expect(page.body).not.toContain('<svg');

      const paid = await submitOutcome(t.app, pageUrl, 'pay');
      expect(paid.statusCode).toBe(303);
      const location = String(paid.headers.location);
      expect(location.startsWith(`${provider.returnsTo}?`)).toBe(true);
      const query = new URL(location, 'http://localhost').searchParams;
      expect([...query.keys()].sort()).toEqual([...provider.keys].sort());

      const status = await statusOf(t.app, location);
      expect(status.statusCode).toBe(200);
      expect(status.json().result).toMatchObject({
        order_id: body.order_id,
        orderNumber: confirmation.orderNumber,
        status: 'processing',
        payment_state: 'paid',
        order_status: 'processing',
        provider: provider.name,
        next_step: 'show-confirmation',
        amount: GRAND_TOTAL,
        currency: 'ZAR',
        redirect_url: null,
      });
      expect(await orderRow(body.order_id)).toEqual({ status: 'processing', payment_state: 'paid', payment_method: provider.name });

      // A settled attempt's page no longer offers the buttons; it links back with the outcome.
      const after = await t.app.inject({ method: 'GET', url: new URL(pageUrl).pathname });
      expect(after.body).toContain('This payment is already paid.');
      expect(after.body).not.toContain('value="pay"');
    });
  });

  it.each(['payjustnow', 'ikhokha'])('%s process-order?ref= answers the order state from the records', async (name) => {
    const provider = providerCases.find((p) => p.name === name)!;
    const body = pendingOrder();
    await savePending(t.app, body);
    const pageUrl = provider.pageOf((await provider.create(t.app, body.order_id, GRAND_TOTAL)).json().result);
    const ref = new URL(String((await submitOutcome(t.app, pageUrl, 'pay')).headers.location)).searchParams.get('ref')!;
    const processed = await t.app.inject({ method: 'GET', url: `/api/${name}/process-order?ref=${ref}` });
    expect(processed.json()).toMatchObject({ code: 200, result: { status: 'processing', order_id: body.order_id } });
    // The other provider's process-order does not know this reference.
    const other = name === 'ikhokha' ? 'payjustnow' : 'ikhokha';
    expect((await t.app.inject({ method: 'GET', url: `/api/${other}/process-order?ref=${ref}` })).statusCode).toBe(404);
  });

  it('answers the card checkout id in the contract shape', async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const res = await t.app.inject({ method: 'POST', url: '/api/card/checkoutid', payload: { grandTotal: '295.00', checkoutReference: body.order_id } });
    expect(res.json()).toEqual({
      code: 200,
      result: {
        id: expect.stringMatching(/^[0-9A-F]{32}\.sbx01$/),
        ndc: expect.any(String),
        redirectUrl: expect.stringContaining('/sandbox/card/'),
        result: { code: '000.200.100', description: 'successfully created checkout' },
      },
    });
  });

  it('PayPal-style execute confirms only a payment the payer approved', async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/paypal/create-payment', payload: { grandTotal: GRAND_TOTAL, checkoutReference: body.order_id } })
    ).json().result;
    const execute = () => t.app.inject({ method: 'POST', url: '/api/paypal/execute', payload: { paymentID: created.id, payerID: 'X' } });
    const early = await execute();
    expect(early.statusCode).toBe(400);
    expect(early.json().result).toBe('PAYMENT_NOT_APPROVED_FOR_EXECUTION');
    await submitOutcome(t.app, created.redirectUrl, 'pay');
    const done = await execute();
    expect(done.json()).toMatchObject({
      code: 200,
      result: { id: created.id, state: 'approved', transactions: [{ amount: { total: '295.00', currency: 'ZAR' } }], order: { status: 'processing' } },
    });
  });
});
