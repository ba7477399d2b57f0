// @vitest-environment node
/**
 * The abandoned-payment sweeper (issue 12): a pending-payment order older than PENDING_PAYMENT_TTL
 * is canceled and gives back stock, coupon use and gift-card amount; two sweepers at once cancel
 * each order once; a provider that reports a payment after the sweep never pays an order twice,
 * and /order/status tells the shopper what happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAbandonedPayments } from '../../server/services/payments/sweepAbandonedPayments.ts';
import { backendNames } from './backends.ts';
import { cartCalls, setStock } from './cartHelpers.ts';
import { GRAND_TOTAL, pendingOrder, providerCases, savePending, statusOf, submitOutcome } from './paymentsHelpers.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const TTL = 2 * 3600;
const zapper = providerCases.find((p) => p.name === 'zapper')!;

describe.each(backendNames)('abandoned-payment sweeper (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own sweeper is off here: these tests run the sweeps themselves.
    t = await makeTestApp(backend, { env: { PENDING_PAYMENT_TTL: '0' } });
    await t.db.query("insert into gift_card (code, balance, initial_balance) values ('SWEEP-CARD', 100, 100)");
  });
  afterAll(() => t.close());

  const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<Record<string, T>>(sql, params)).rows[0];
  const stock = async () =>
    Number((await one<number>(`select (doc #>> '{stock,qty}')::numeric as q from catalog_entity where entity = 'product' and sku = 'FLOUR-1'`)).q);
  const orderRow = (id: number) => one<unknown>('select status, payment_state, stock_held from shop_order where id = $1', [id]);
  const age = (id: number, hours: number) => t.db.query(`update shop_order set updated_at = now() - make_interval(hours => $2) where id = $1`, [id, hours]);

  /** A saved pending order with a zapper attempt; answers the order id and the provider page. */
  async function pendingWithAttempt(fields: Record<string, unknown> = {}, total = GRAND_TOTAL) {
    const body = pendingOrder(fields);
    const { backendOrderId } = await savePending(t.app, body);
    const created = await zapper.create(t.app, body.order_id, total);
    expect(created.statusCode).toBe(200);
    return { id: backendOrderId, orderId: body.order_id, page: zapper.pageOf(created.json().result) };
  }

  it('cancels an old pending payment and gives back stock, coupon use and gift-card amount', async () => {
    await setStock(t.db, 'FLOUR-1', 10);
    const c = cartCalls(t.app);
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2);
    await c.shippingInformation(cartId, 'courier', 'standard');
    expect((await c.applyCoupon(cartId, 'HEALTHY10')).json().result).toBe(true);
    expect((await c.addVoucher(cartId, 'SWEEP-CARD')).json().result).toBe(true);
    const usesBefore = Number((await one<number>("select times_used from coupon where code = 'HEALTHY10'")).times_used);
    const total = (await c.totals(cartId)).grand_total;
    const { id, page } = await pendingWithAttempt({ cart_id: cartId }, total);
    expect(await stock()).toBe(8);
    expect(Number((await one<number>("select times_used from coupon where code = 'HEALTHY10'")).times_used)).toBe(usesBefore + 1);
    expect(Number((await one<number>("select balance from gift_card where code = 'SWEEP-CARD'")).balance)).toBe(0);

    // Younger than the TTL: kept.
    expect(await sweepAbandonedPayments(t.db, TTL)).toEqual([]);
    await age(id, 3);
    expect(await sweepAbandonedPayments(t.db, TTL)).toEqual([id]);
    expect(await orderRow(id)).toEqual({ status: 'canceled', payment_state: 'expired', stock_held: false });
    expect(await stock()).toBe(10);
    expect(Number((await one<number>("select times_used from coupon where code = 'HEALTHY10'")).times_used)).toBe(usesBefore);
    expect(Number((await one<number>("select balance from gift_card where code = 'SWEEP-CARD'")).balance)).toBe(100);
    // The shopper coming back is told the payment expired, and may pay again.
    const ref = new URL(page).pathname.split('/').pop()!;
    const status = (await t.app.inject({ method: 'GET', url: `/api/payments/status?payment_intent=${ref}` })).json().result;
    expect(status).toMatchObject({ status: 'expired', next_step: 'retry-payment' });
    // A second sweep finds nothing more to do.
    expect(await sweepAbandonedPayments(t.db, TTL)).toEqual([]);
  });

  it('leaves cash-on-delivery orders and paid orders alone, however old', async () => {
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: pendingOrder({ addressInformation: { ...pendingOrder().addressInformation, payment_method_code: 'cashondelivery' } }),
    });
    const codId = cod.json().result.backendOrderId;
    const paid = await pendingWithAttempt();
    await submitOutcome(t.app, paid.page, 'pay');
    await age(codId, 30);
    await age(paid.id, 30);
    expect(await sweepAbandonedPayments(t.db, TTL)).toEqual([]);
    expect((await orderRow(codId)).status).toBe('pending');
    expect((await orderRow(paid.id)).status).toBe('processing');
  });

  it('two sweepers at once cancel every old order exactly once', async () => {
    await setStock(t.db, 'FLOUR-1', 100);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await pendingWithAttempt()).id);
    expect(await stock()).toBe(100 - 24);
    for (const id of ids) await age(id, 5);
    const [a, b] = await Promise.all([sweepAbandonedPayments(t.db, TTL), sweepAbandonedPayments(t.db, TTL)]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set([...a, ...b]).size).toBe(ids.length);
    // Stock given back once per order, and one 'expired' transition per attempt.
    expect(await stock()).toBe(100);
    const { n } = await one<number>(
      `select count(*)::int as n from payment_event e join payment p on p.id = e.payment_id where p.order_ref = any($1::int[]) and e.to_state = 'expired'`,
      [ids],
    );
    expect(Number(n)).toBe(ids.length);
  });

  it('a late provider return after the sweep: the order takes the payment when it can still be served', async () => {
    await setStock(t.db, 'FLOUR-1', 10);
    const { id, page } = await pendingWithAttempt();
    await age(id, 3);
    await sweepAbandonedPayments(t.db, TTL);
    expect(await stock()).toBe(10);
    const back = await submitOutcome(t.app, page, 'pay');
    expect(back.statusCode).toBe(303);
    expect(await orderRow(id)).toEqual({ status: 'processing', payment_state: 'paid', stock_held: true });
    expect(await stock()).toBe(8);
    expect((await statusOf(t.app, back.headers.location as string)).json().result).toMatchObject({ status: 'processing', next_step: 'show-confirmation' });
  });

  it('a late provider return for an order paid meanwhile by a retry is never a second payment: refund due, the shopper is told', async () => {
    await setStock(t.db, 'FLOUR-1', 10);
    const first = await pendingWithAttempt();
    await age(first.id, 3);
    await sweepAbandonedPayments(t.db, TTL);
    // The shopper comes back and pays the same order again (a new attempt)...
    const retry = await zapper.create(t.app, first.orderId, GRAND_TOTAL);
    await submitOutcome(t.app, zapper.pageOf(retry.json().result), 'pay');
    expect(await stock()).toBe(8);
    // ...then the provider reports the first attempt paid as well.
    const late = await submitOutcome(t.app, first.page, 'pay');
    const answer = (await statusOf(t.app, late.headers.location as string)).json().result;
    expect(answer).toMatchObject({ status: 'refund_due', order_status: 'processing', next_step: 'show-confirmation' });
    const paidAttempts = await one<number>("select count(*)::int as n from payment where order_ref = $1 and state = 'paid'", [first.id]);
    expect(Number(paidAttempts.n)).toBe(1);
    expect(await stock()).toBe(8);
  });

  it('a late provider return when the stock is gone: refund due, the order stays canceled', async () => {
    await setStock(t.db, 'FLOUR-1', 2);
    const { id, page } = await pendingWithAttempt();
    await age(id, 3);
    await sweepAbandonedPayments(t.db, TTL);
    await setStock(t.db, 'FLOUR-1', 1); // sold to someone else meanwhile
    const late = await submitOutcome(t.app, page, 'pay');
    expect(await orderRow(id)).toEqual({ status: 'canceled', payment_state: 'expired', stock_held: false });
    expect(await stock()).toBe(1);
    expect((await statusOf(t.app, late.headers.location as string)).json().result).toMatchObject({ status: 'refund_due', next_step: 'retry-payment' });
    // Reported twice, it changes nothing more.
    await submitOutcome(t.app, page, 'pay');
    expect(await stock()).toBe(1);
  });
});

describe.each(backendNames)('the server runs the sweeper by itself (%s)', (backend) => {
  it('cancels an abandoned payment once PENDING_PAYMENT_TTL has passed', async () => {
    const t = await makeTestApp(backend, { env: { PENDING_PAYMENT_TTL: '2' } });
    try {
      await setStock(t.db, 'FLOUR-1', 10);
      const body = pendingOrder();
      const { backendOrderId } = await savePending(t.app, body);
      const status = async () => (await t.db.query<{ status: string }>('select status from shop_order where id = $1', [backendOrderId])).rows[0].status;
      await expect.poll(status, { timeout: 30_000, interval: 200 }).toBe('canceled');
    } finally {
      await t.close();
    }
  }, 60_000);
});
