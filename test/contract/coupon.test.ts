// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { subscribe } from '../../server/services/newsletter/subscribers.ts';
import { backendNames } from './backends.ts';
import { cartCalls, setStock } from './cartHelpers.ts';
import { setUpTestApp } from './testApp.ts';
import { call, shopper } from './userSession.ts';

const BAD = "You've entered an incorrect coupon code. Please try again.";
const segments = (t: { total_segments: { code: string; value: number }[] }) => t.total_segments.map((s) => [s.code, s.value]);

describe.each(backendNames)('coupons (%s)', (backend) => {
  let c: ReturnType<typeof cartCalls>;
  const t = setUpTestApp(backend, async () => {
    c = cartCalls(t.app);
    await setStock(t.db, 'FLOUR-1', 1000);
  });

  it('changes the totals exactly when applied, and back when removed', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2); // 2 × R115
    await c.shippingInformation(cartId, 'courier', 'standard');
    const before = await c.totals(cartId);
    expect(segments(before)).toEqual([
      ['subtotal', 230],
      ['shipping', 65],
      ['tax', 38.48],
      ['grand_total', 295],
    ]);

    expect((await c.applyCoupon(cartId, 'healthy10')).json()).toEqual({ code: 200, result: true });
    const after = await c.totals(cartId);
    // 10% of R230 = R23, of which R3 VAT.
    expect(segments(after)).toEqual([
      ['subtotal', 230],
      ['shipping', 65],
      ['discount', -23],
      ['tax', 35.48],
      ['grand_total', 272],
    ]);
    expect(after).toMatchObject({ coupon_code: 'HEALTHY10', discount_amount: -23 });
    expect(after.items[0]).toMatchObject({ discount_amount: 23, discount_percent: 10 });
    expect((await c.coupon(cartId)).json()).toEqual({ code: 200, result: 'HEALTHY10' });

    expect((await c.deleteCoupon(cartId)).json()).toEqual({ code: 200, result: true });
    const removed = await c.totals(cartId);
    expect(segments(removed)).toEqual(segments(before));
    expect(removed).not.toHaveProperty('coupon_code');
    expect((await c.coupon(cartId)).json()).toEqual({ code: 200, result: null });
  });

  it.each([
    ['an unknown code', 'NOPE-NOPE'],
    ['an expired coupon', 'WINTER2024'],
    ['a fixed coupon below its minimum subtotal (SAVE50 from R300)', 'SAVE50'],
  ])("refuses %s with the spec's message and leaves the totals alone", async (_name, code) => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2);
    const res = await c.applyCoupon(cartId, code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: BAD });
    expect(await c.totals(cartId)).toMatchObject({ grand_total: 230, discount_amount: 0 });
  });

  it('takes R50 off a cart of R300 or more with SAVE50, and drops it when the cart falls below', async () => {
    const cartId = await c.create();
    const line = await c.add(cartId, 'FLOUR-1', 3); // R345
    expect((await c.applyCoupon(cartId, 'SAVE50')).statusCode).toBe(200);
    expect(await c.totals(cartId)).toMatchObject({ subtotal_incl_tax: 345, discount_amount: -50, grand_total: 295, coupon_code: 'SAVE50' });
    await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: 'FLOUR-1', qty: 2, item_id: line.item_id } } });
    const small = await c.totals(cartId);
    expect(small).toMatchObject({ grand_total: 230, discount_amount: 0 });
    expect(small).not.toHaveProperty('coupon_code');
  });

  it('asks for a code', async () => {
    const cartId = await c.create();
    expect((await c.applyCoupon(cartId, '')).json()).toEqual({ code: 400, result: 'No coupon code provided' });
  });

  it('counts a use when an order is placed, and refuses the coupon past its usage limit', async () => {
    await t.db.query("insert into coupon (code, kind, value, usage_limit) values ('ONCE20', 'percent', 20, 1)");
    const first = await c.create();
    await c.add(first, 'FLOUR-1', 1);
    const second = await c.create();
    await c.add(second, 'FLOUR-1', 1);
    expect((await c.applyCoupon(first, 'ONCE20')).statusCode).toBe(200);
    expect((await c.applyCoupon(second, 'ONCE20')).statusCode).toBe(200);
    await c.shippingInformation(first, 'courier', 'standard');
    const shown = await c.totals(first);

    const placed = await c.order({ cart_id: first });
    expect(placed.statusCode).toBe(200);
    const { rows: stored } = await t.db.query<{ coupon_code: string; grand_total: string }>(
      'select coupon_code, grand_total from shop_order where cart_id = $1',
      [first],
    );
    expect([stored[0].coupon_code, Number(stored[0].grand_total)]).toEqual(['ONCE20', shown.grand_total]);
    const { rows } = await t.db.query<{ times_used: number }>("select times_used from coupon where code = 'ONCE20'");
    expect(Number(rows[0].times_used)).toBe(1);

    // The second cart's coupon is used up: its totals drop it and a new apply is refused.
    expect(await c.totals(second)).toMatchObject({ grand_total: 115, discount_amount: 0 });
    expect((await c.applyCoupon(second, 'ONCE20')).json()).toEqual({ code: 404, result: BAD });
    // 20% of R115 = R23 off: the order charged what the first cart showed.
    expect(shown).toMatchObject({ discount_amount: -23 });
  });

  it('makes the newsletter code a single-use 10% coupon', async () => {
    await subscribe(t.db, 'reader@example.com', { publicUrl: 'https://shop.example', view: { language: 'en', pathPrefix: '' } });
    const { rows } = await t.db.query<{ coupon_code: string }>("select coupon_code from newsletter_subscriber where email = 'reader@example.com'");
    const code = rows[0].coupon_code;
    expect(code).toMatch(/^WELCOME10-[A-Z0-9]{8}$/);

    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2);
    expect((await c.applyCoupon(cartId, code.toLowerCase())).statusCode).toBe(200);
    const totals = await c.totals(cartId);
    expect(totals).toMatchObject({ coupon_code: code, discount_amount: -23, grand_total: 207 });
    const body = { cart_id: cartId, products: [{ sku: 'FLOUR-1', qty: 2 }] };
    const placed = await c.order(body);
    expect(placed.statusCode).toBe(200);

    const again = await c.create();
    await c.add(again, 'FLOUR-1', 1);
    expect((await c.applyCoupon(again, code)).json()).toEqual({ code: 404, result: BAD });
  });

  it('stores the order at the discounted total the cart showed, whatever prices the body claims', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2);
    await c.applyCoupon(cartId, 'HEALTHY10');
    await c.shippingInformation(cartId, 'courier', 'standard');
    const shown = await c.totals(cartId);
    const res = await c.order({ cart_id: cartId, products: [{ sku: 'FLOUR-1', qty: 2, price: 1, priceInclTax: 1, price_incl_tax: 1 }] });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.query<Record<string, string>>('select grand_total, discount, tax, coupon_code from shop_order where cart_id = $1', [cartId]);
    expect([Number(rows[0].grand_total), Number(rows[0].discount), Number(rows[0].tax), rows[0].coupon_code]).toEqual([
      shown.grand_total,
      23,
      shown.tax_amount,
      'HEALTHY10',
    ]);
    // A completed order uses up the cart's coupon.
    expect((await c.coupon(cartId)).json().result).toBeNull();
  });

  it("refuses another shopper's token on the coupon and voucher calls, changing nothing", async () => {
    const a = await shopper(t.app, 'coupon-a');
    const b = await shopper(t.app, 'coupon-b');
    const cartA = (await call(t.app, 'POST', '/api/cart/create', a.token)).json().result;
    await call(t.app, 'POST', `/api/cart/update?cartId=${cartA}`, a.token, { cartItem: { sku: 'FLOUR-1', qty: 1 } });
    expect((await call(t.app, 'POST', `/api/cart/apply-coupon?cartId=${cartA}&coupon=HEALTHY10`, a.token)).statusCode).toBe(200);
    const calls: ['GET' | 'POST', string][] = [
      ['POST', 'apply-coupon?coupon=SAVE50'],
      ['POST', 'delete-coupon'],
      ['GET', 'coupon'],
      ['POST', 'add-voucher?voucherCode='],
      ['POST', 'collect-totals'],
    ];
    for (const [method, path] of calls) {
      const url = `/api/cart/${path}${path.includes('?') ? '&' : '?'}cartId=${cartA}`;
      for (const [token, via] of [
        [b.token, 'query'],
        [b.token, 'header'],
        [null, 'query'],
      ] as const) {
        const res = await call(t.app, method, url, token, method === 'POST' ? { methods: {} } : undefined, via);
        expect(res.json()).toEqual({ code: 404, result: `No such entity with cartId = ${cartA}` });
      }
    }
    expect((await call(t.app, 'GET', `/api/cart/coupon?cartId=${cartA}`, a.token)).json()).toEqual({ code: 200, result: 'HEALTHY10' });
  });
});
