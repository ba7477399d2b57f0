// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';
import { GRAND_TOTAL, pendingOrder, providerCases, savePending, submitOutcome } from './paymentsHelpers.ts';

const zapper = providerCases.find((p) => p.name === 'zapper')!;
const paygate = providerCases.find((p) => p.name === 'paygate')!;

/** Issue 4: an order waiting for payment holds its stock; a canceled payment gives it back; a retry takes it again. */
describe.each(backendNames)('stock of orders waiting for payment (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const setFlour = (qty: number) =>
    t.db.query(
      `update catalog_entity set doc = jsonb_set(jsonb_set(doc, '{stock,qty}', $1::jsonb), '{stock,is_in_stock}', 'true') where entity = 'product' and sku = 'FLOUR-1'`,
      [String(qty)],
    );
  const flour = async () =>
    Number(
      (await t.db.query<{ qty: string }>(`select doc->'stock'->>'qty' as qty from catalog_entity where entity = 'product' and sku = 'FLOUR-1'`)).rows[0].qty,
    );

  it('a canceled payment puts the stock back; a retry takes it again; paying keeps it taken', async () => {
    await setFlour(10);
    const body = pendingOrder(); // 2 × FLOUR-1
    await savePending(t.app, body);
    expect(await flour()).toBe(8);

    const first = (await zapper.create(t.app, body.order_id, GRAND_TOTAL)).json().result as Record<string, string>;
    await submitOutcome(t.app, first.redirectUrl, 'cancel');
    expect(await flour()).toBe(10);
    // A replayed cancel gives nothing back twice.
    await submitOutcome(t.app, first.redirectUrl, 'cancel');
    expect(await flour()).toBe(10);

    const retry = (await paygate.create(t.app, body.order_id, GRAND_TOTAL)).json().result as Record<string, string>;
    expect(await flour()).toBe(8);
    await submitOutcome(t.app, retry.redirectUrl, 'pay');
    expect(await flour()).toBe(8);
  });

  it('a retry is refused when the stock was sold meanwhile, and the order stays canceled', async () => {
    await setFlour(2);
    const body = pendingOrder();
    await savePending(t.app, body);
    const first = (await zapper.create(t.app, body.order_id, GRAND_TOTAL)).json().result as Record<string, string>;
    await submitOutcome(t.app, first.redirectUrl, 'fail');
    expect(await flour()).toBe(2);
    await setFlour(1); // someone else bought one in the meantime

    const retry = await paygate.create(t.app, body.order_id, GRAND_TOTAL);
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toEqual({ code: 400, result: 'Some of the ordered products are not available!' });
    const { rows } = await t.db.query<{ status: string }>('select status from shop_order where order_id = $1', [body.order_id]);
    expect(rows[0].status).toBe('canceled');
    expect(await flour()).toBe(1);
  });

  it('a canceled payment gives back the coupon use and the gift-card amount; a retry takes them again', async () => {
    await setFlour(10);
    await t.db.query("insert into gift_card (code, balance, initial_balance) values ('CARD-PAY', 50, 50)");
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/create' })).json().result as string;
    await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: 'FLOUR-1', qty: 2 } } });
    expect((await t.app.inject({ method: 'POST', url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=HEALTHY10` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/cart/add-voucher?cartId=${cartId}&voucherCode=CARD-PAY` })).statusCode).toBe(200);
    const uses = async () => Number((await t.db.query<{ n: number }>("select times_used as n from coupon where code = 'HEALTHY10'")).rows[0].n);
    const card = async () => Number((await t.db.query<{ b: string }>("select balance as b from gift_card where code = 'CARD-PAY'")).rows[0].b);
    const usesBefore = await uses();

    const body = pendingOrder({ cart_id: cartId });
    await savePending(t.app, body);
    const total = Number((await t.db.query<{ g: string }>('select grand_total as g from shop_order where order_id = $1', [body.order_id])).rows[0].g);
    expect([await uses(), await card()]).toEqual([usesBefore + 1, 0]);

    const first = (await zapper.create(t.app, body.order_id, total)).json().result as Record<string, string>;
    await submitOutcome(t.app, first.redirectUrl, 'cancel');
    expect([await uses(), await card(), await flour()]).toEqual([usesBefore, 50, 10]);

    const retry = (await paygate.create(t.app, body.order_id, total)).json().result as Record<string, string>;
    expect([await uses(), await card(), await flour()]).toEqual([usesBefore + 1, 0, 8]);
    await submitOutcome(t.app, retry.redirectUrl, 'pay');
    // Paid: the cart's codes are used up and leave the cart.
    const codes = await t.db.query<{ coupon_code: string | null; voucher_code: string | null }>('select coupon_code, voucher_code from cart where id = $1', [
      cartId,
    ]);
    expect(codes.rows[0]).toEqual({ coupon_code: null, voucher_code: null });
  });
});
