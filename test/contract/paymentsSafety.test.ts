// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { makeTestApp, setUpTestApp, type TestApp } from './testApp.ts';
import { GRAND_TOTAL, pendingOrder, plentyOfFlour, providerCases, savePending, statusOf, submitOutcome } from './paymentsHelpers.ts';

const zapper = providerCases.find((p) => p.name === 'zapper')!;
const paygate = providerCases.find((p) => p.name === 'paygate')!;

describe.each(backendNames)("payment outcomes are the server's (%s)", (backend) => {
  const t = setUpTestApp(backend, async () => {
    await plentyOfFlour(t.db);
  });

  const orderRow = async (orderId: string) =>
    (await t.db.query<{ status: string; payment_state: string }>('select status, payment_state from shop_order where order_id = $1', [orderId])).rows[0];
  const events = async (reference: string) =>
    (await t.db.query<{ to_state: string }>('select e.to_state from payment_event e join payment p on p.id = e.payment_id where p.reference = $1', [reference]))
      .rows;
  const newCart = async (skus: [string, number][]) => {
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/create' })).json().result as string;
    for (const [sku, qty] of skus) await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku, qty } } });
    return cartId;
  };
  const cartSkus = async (cartId: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })).json().result as { sku: string }[]).map((i) => i.sku);
  const zapperAttempt = async (orderId: string) => (await zapper.create(t.app, orderId, GRAND_TOTAL)).json().result as Record<string, string>;

  it('a canceled payment cancels the order but keeps it and the cart; a new attempt for the same order_id succeeds', async () => {
    const cartId = await newCart([['FLOUR-1', 2]]);
    const body = pendingOrder({ cart_id: cartId });
    await savePending(t.app, body);
    expect(await cartSkus(cartId)).toEqual(['FLOUR-1']);

    const first = await zapperAttempt(body.order_id);
    const canceled = await submitOutcome(t.app, first.redirectUrl, 'cancel');
    const status = (await statusOf(t.app, String(canceled.headers.location))).json().result;
    expect(status).toMatchObject({ status: 'canceled', payment_state: 'canceled', order_status: 'canceled', next_step: 'retry-payment' });
    expect(await orderRow(body.order_id)).toEqual({ status: 'canceled', payment_state: 'canceled' });
    expect(await cartSkus(cartId)).toEqual(['FLOUR-1']);

    // Retry: the same checkoutReference, another provider this time; the order is reopened.
    const retry = (await paygate.create(t.app, body.order_id, GRAND_TOTAL)).json().result;
    expect(retry.PAY_REQUEST_ID).not.toBe(first.payment_intent);
    expect(await orderRow(body.order_id)).toEqual({ status: 'pending', payment_state: 'pending' });
    const paid = await submitOutcome(t.app, retry.redirectUrl, 'pay');
    expect((await statusOf(t.app, String(paid.headers.location))).json().result).toMatchObject({ status: 'processing', provider: 'paygate' });
    expect(await orderRow(body.order_id)).toEqual({ status: 'processing', payment_state: 'paid' });
    // Paid: the ordered lines leave the server cart now.
    expect(await cartSkus(cartId)).toEqual([]);
    // The first attempt's return URL still tells its own story, and the order stays paid.
    expect((await statusOf(t.app, String(canceled.headers.location))).json().result).toMatchObject({ status: 'processing', payment_state: 'paid' });
    // A paid order takes no new attempt.
    expect((await zapper.create(t.app, body.order_id, GRAND_TOTAL)).statusCode).toBe(409);
  });

  it('a failed payment ends as failed with the order canceled for a retry', async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const failed = await submitOutcome(t.app, (await zapperAttempt(body.order_id)).redirectUrl, 'fail');
    expect(new URL(String(failed.headers.location), 'http://x').searchParams.get('redirect_status')).toBe('failed');
    expect((await statusOf(t.app, String(failed.headers.location))).json().result).toMatchObject({
      status: 'failed',
      payment_state: 'failed',
      next_step: 'retry-payment',
    });
    expect(await orderRow(body.order_id)).toEqual({ status: 'canceled', payment_state: 'failed' });
  });

  it.each([
    ['a tampered amount', (ref: string) => paygate.create(t.app, ref, 0.01), 400, 'grandTotal does not match the order total'],
    ['one cent more', (ref: string) => paygate.create(t.app, ref, '295.01'), 400, 'grandTotal does not match the order total'],
    ['an unknown order', () => paygate.create(t.app, 'no-such-order', GRAND_TOTAL), 404, 'No order waiting for payment has this checkoutReference'],
    [
      'a return URL off the shop',
      (ref: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payjustnow/create-checkout',
          payload: { grandTotal: GRAND_TOTAL, checkoutReference: ref, shopperResultUrl: 'https://evil.example/order/status' },
        }),
      400,
      'The return URL must lead back to this shop',
    ],
  ])('refuses a checkout for %s', async (_name, create, code, message) => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const res = await create(body.order_id);
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ code, result: message });
    expect((await t.db.query('select 1 from payment where checkout_reference = $1', [body.order_id])).rows).toHaveLength(0);
  });

  it("returns to a URL on this server's own origin (a PWA served by this server)", async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ikhokha/create-paylink?returnurlbase=http%3A%2F%2Flocalhost%3A80',
      payload: { grandTotal: GRAND_TOTAL, checkoutReference: body.order_id },
    });
    const back = await submitOutcome(t.app, created.json().result.paylinkUrl, 'cancel');
    expect(String(back.headers.location)).toMatch(/^http:\/\/localhost\/order\/status\?ref=ikh[0-9a-f]+&status=CANCELLED$/);
  });

  it('a status query that lies (redirect_status=succeeded, status=1) changes nothing', async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const a = await zapperAttempt(body.order_id);
    const lie = await t.app.inject({
      method: 'GET',
      url: `/api/payments/status?payment_intent=${a.payment_intent}&payment_intent_client_secret=${a.payment_intent_client_secret}&redirect_status=succeeded`,
    });
    expect(lie.json().result).toMatchObject({
      status: 'pending',
      payment_state: 'pending',
      next_step: 'complete-payment',
      redirect_url: expect.stringContaining('/sandbox/zapper/'),
    });
    const viaPost = await t.app.inject({ method: 'POST', url: '/api/payments/status', payload: { checkoutReference: body.order_id, status: '1' } });
    expect(viaPost.json().result).toMatchObject({ status: 'pending', provider: 'zapper' });
    expect(await orderRow(body.order_id)).toEqual({ status: 'pending', payment_state: 'pending' });
    // Someone else's intent id with a made-up secret is not found; no reference at all is bad input.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/status?payment_intent=${a.payment_intent}&payment_intent_client_secret=guess` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/status?redirect_status=succeeded' })).statusCode).toBe(400);
  });

  it('concurrent pay callbacks transition once; a replayed cancel cannot undo a payment', async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const a = await zapperAttempt(body.order_id);
    const results = await Promise.all(Array.from({ length: 8 }, () => submitOutcome(t.app, a.redirectUrl, 'pay')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(303));
    expect(await events(a.payment_intent)).toEqual([{ to_state: 'paid' }]);
    await submitOutcome(t.app, a.redirectUrl, 'cancel');
    await submitOutcome(t.app, a.redirectUrl, 'fail');
    expect(await events(a.payment_intent)).toEqual([{ to_state: 'paid' }]);
    expect(await orderRow(body.order_id)).toEqual({ status: 'processing', payment_state: 'paid' });
  });

  it('two attempts of one order paid at once charge it once', async () => {
    const body = pendingOrder();
    await savePending(t.app, body);
    const a = await zapperAttempt(body.order_id);
    const b = (await paygate.create(t.app, body.order_id, GRAND_TOTAL)).json().result;
    await Promise.all([submitOutcome(t.app, a.redirectUrl, 'pay'), submitOutcome(t.app, b.redirectUrl, 'pay')]);
    const { rows } = await t.db.query<{ state: string }>('select state from payment where checkout_reference = $1 order by state', [body.order_id]);
    expect(rows.map((r) => r.state)).toEqual(['canceled', 'paid']);
    expect(await orderRow(body.order_id)).toEqual({ status: 'processing', payment_state: 'paid' });
  });
});

describe.each(backendNames)('save-pending-order and payment methods (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    await plentyOfFlour(t.db);
  });
  afterAll(() => t.close());

  it('save-pending-order is idempotent on order_id, also in parallel, and validates like POST /api/order', async () => {
    const body = pendingOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/order/save-pending-order', payload: body })));
    const first = answers[0].json();
    expect(first.result).toMatchObject({ backendOrderId: expect.any(Number), orderNumber: expect.stringMatching(/^\d{9}$/) });
    for (const a of answers) expect(a.json()).toEqual(first);
    const { rows } = await t.db.query<Record<string, unknown>>('select status, payment_state, grand_total from shop_order where order_id = $1', [
      body.order_id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', payment_state: 'pending' });
    expect(Number(rows[0].grand_total)).toBe(GRAND_TOTAL);
    const bad = await t.app.inject({ method: 'POST', url: '/api/order/save-pending-order', payload: { ...pendingOrder(), products: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result).toContain('products must be a non-empty array');
  });

  const methodsOf = async (skus: string[]) => {
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/create' })).json().result as string;
    for (const sku of skus) await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku, qty: 1 } } });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/cart/payment-methods?cartId=${cartId}` })).json().result as { code: string }[];
    const info = await t.app.inject({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: { addressInformation: { shippingAddress: { countryId: 'ZA' } } },
    });
    expect(info.json().result.payment_methods).toEqual(listed);
    return listed;
  };

  it('offers the providers with the spec constants, and cash on delivery only for something to deliver', async () => {
    const physical = await methodsOf(['FLOUR-1', 'GIFT-100']);
    expect(physical.map((m) => m.code)).toEqual(['zapper', 'paygate', 'payjustnow', 'ikhokha', 'card', 'cashondelivery']);
    expect(physical[0]).toEqual({
      code: 'zapper',
      title: 'Zapper Payment',
      cost: 0,
      cost_incl_tax: 0,
      default: true,
      offline: true,
      is_server_method: false,
      type_id: 4,
    });
    expect(physical.slice(0, 4).map((m) => (m as { type_id?: number }).type_id)).toEqual([4, 8, 12, 13]);
    expect((await methodsOf(['GIFT-100'])).map((m) => m.code)).toEqual(['zapper', 'paygate', 'payjustnow', 'ikhokha', 'card']);
  });
});
