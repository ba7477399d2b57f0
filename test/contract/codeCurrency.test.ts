// @vitest-environment node
/**
 * Gift cards and fixed coupons keep their currency (issue 13, migration 020): a rand card or a rand
 * coupon never pays the same number in a euro cart, neither when applied nor when an order names a
 * cart that still carries one; percent coupons fit every currency. FLOUR-1 costs 115 R in the
 * default view and 59.50 € (net 50 plus 19%) in de.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../server/services/messages/apiMessages.ts';
import { berlinAddress } from '../support/orderFixtures.ts';
import { backendNames } from './backends.ts';
import { cartCalls, orderBody, setStock, storedOrder } from './cartHelpers.ts';
import { setViewDoc } from './fixtures.ts';
import { setUpTestApp, type TestApp } from './testApp.ts';

const berlin = { ...berlinAddress, email: 'lena@example.com' };
const inGerman = (text: string) => translateMessage(text, 'de');
const ZAR_CARD_IN_EUR = 'The gift card GIFT-DEMO-0500 is in ZAR and cannot pay for a cart in EUR';

const balance = async (t: TestApp, code: string) =>
  Number((await t.db.query<{ balance: string }>('select balance from gift_card where code = $1', [code])).rows[0].balance);
const timesUsed = async (t: TestApp, code: string) =>
  Number((await t.db.query<{ times_used: number }>('select times_used from coupon where code = $1', [code])).rows[0].times_used);

describe.each(backendNames)('gift cards and coupons in their own currency (%s)', (backend) => {
  const t = setUpTestApp(backend, async () => {
    await setViewDoc(t.db, 'de', 'product', 101, { price: 50 });
    await setStock(t.db, 'FLOUR-1', 1000);
  });
  const zar = () => cartCalls(t.app);
  const eur = () => cartCalls(t.app, 'de');
  const euroCart = async (qty = 1) => {
    const cartId = await eur().create();
    expect(await eur().add(cartId, 'FLOUR-1', qty)).toMatchObject({ sku: 'FLOUR-1', qty });
    return cartId;
  };
  /** An order of the cart in the de view; `body` tells its order_id. */
  const euroOrder = async (cartId: string) => {
    const body = orderBody({ cart_id: cartId }, berlin);
    return { body, res: await t.app.inject({ method: 'POST', url: '/api/order', headers: { 'x-vs-store-code': 'de' }, payload: body }) };
  };

  it('refuses a rand gift card in a euro cart, applying nothing', async () => {
    const cartId = await euroCart();
    const res = await eur().addVoucher(cartId, 'gift-demo-0500');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: inGerman(ZAR_CARD_IN_EUR) });
    expect(await eur().totals(cartId)).toMatchObject({ grand_total: 59.5 });
    expect((await t.db.query('select voucher_code from cart where id = $1', [cartId])).rows[0]).toEqual({ voucher_code: null });
  });

  it('refuses an order from a euro cart that carries a rand card: no order stored, the balance unchanged', async () => {
    const cartId = await euroCart();
    // As a cart kept from before the card's currency was checked.
    await t.db.query("update cart set voucher_code = 'GIFT-DEMO-0500' where id = $1", [cartId]);
    const { body, res } = await euroOrder(cartId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: inGerman(ZAR_CARD_IN_EUR) });
    expect(await storedOrder(t.db, body.order_id)).toBeUndefined();
    expect(await balance(t, 'GIFT-DEMO-0500')).toBe(500);
    // The cart dropped the card: its totals, and the next order, are the price without it.
    expect(await eur().totals(cartId)).toMatchObject({ grand_total: 59.5 });
  });

  it('pays a euro cart with a euro card, and refuses the euro card in a rand cart', async () => {
    const cartId = await euroCart();
    expect((await eur().addVoucher(cartId, 'GIFT-DEMO-EUR-50')).json()).toEqual({ code: 200, result: true });
    expect(await eur().totals(cartId)).toMatchObject({ voucher_code: 'GIFT-DEMO-EUR-50', voucher_amount: 50, grand_total: 9.5 });
    const { body, res } = await euroOrder(cartId);
    expect(res.statusCode).toBe(200);
    expect(await storedOrder(t.db, body.order_id)).toMatchObject({ currency: 'EUR', voucher_code: 'GIFT-DEMO-EUR-50', voucher_amount: '50.00' });
    expect(await balance(t, 'GIFT-DEMO-EUR-50')).toBe(0);

    const randCart = await zar().create();
    await zar().add(randCart, 'FLOUR-1', 1);
    const refused = await zar().addVoucher(randCart, 'GIFT-DEMO-EUR-10');
    expect(refused.json()).toEqual({ code: 400, result: 'The gift card GIFT-DEMO-EUR-10 is in EUR and cannot pay for a cart in ZAR' });
  });

  it('refuses the rand coupon SAVE50 in a euro cart, when applied and when an order names it', async () => {
    const cartId = await euroCart(6); // 357 €: above the 300 the coupon asks, had it been euro
    const message = 'The coupon SAVE50 is for carts in ZAR and cannot be used in a cart in EUR';
    const res = await eur().applyCoupon(cartId, 'save50');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: inGerman(message) });
    expect(await eur().totals(cartId)).toMatchObject({ grand_total: 357 });

    const before = await timesUsed(t, 'SAVE50');
    await t.db.query("update cart set coupon_code = 'SAVE50' where id = $1", [cartId]);
    const order = await euroOrder(cartId);
    expect(order.res.json()).toEqual({ code: 400, result: inGerman(message) });
    expect(await timesUsed(t, 'SAVE50')).toBe(before);
    expect(await storedOrder(t.db, order.body.order_id)).toBeUndefined();
  });

  it('takes the euro coupon SAVE5 off a euro cart of 30 € or more and refuses it in rand', async () => {
    const cartId = await euroCart();
    expect((await eur().applyCoupon(cartId, 'SAVE5')).json()).toEqual({ code: 200, result: true });
    expect(await eur().totals(cartId)).toMatchObject({ coupon_code: 'SAVE5', discount_amount: -5, grand_total: 54.5 });
    const randCart = await zar().create();
    await zar().add(randCart, 'FLOUR-1', 3);
    expect((await zar().applyCoupon(randCart, 'SAVE5')).json()).toEqual({
      code: 400,
      result: 'The coupon SAVE5 is for carts in EUR and cannot be used in a cart in ZAR',
    });
  });

  it('never overdraws a euro card when two euro orders race for it', async () => {
    await t.db.query("insert into gift_card (code, balance, initial_balance, currency) values ('CARD-EUR-RACE', 50, 50, 'EUR')");
    const carts = await Promise.all([euroCart(), euroCart()]);
    for (const cartId of carts) expect((await eur().addVoucher(cartId, 'CARD-EUR-RACE')).statusCode).toBe(200);
    const answers = await Promise.all(carts.map(euroOrder));
    expect(answers.map((a) => a.res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.res.statusCode === 400)!.res.json()).toEqual({ code: 400, result: inGerman('Please correct the gift card code.') });
    expect(await balance(t, 'CARD-EUR-RACE')).toBe(0);
  });

  it.each([
    ['default', 115, 103.5],
    ['de', 59.5, 53.55],
  ])('takes the percent coupon HEALTHY10 off a cart in the %s view', async (view, before, after) => {
    const c = view === 'de' ? eur() : zar();
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 1);
    expect(await c.totals(cartId)).toMatchObject({ grand_total: before });
    expect((await c.applyCoupon(cartId, 'HEALTHY10')).json()).toEqual({ code: 200, result: true });
    expect(await c.totals(cartId)).toMatchObject({ coupon_code: 'HEALTHY10', grand_total: after });
  });
});

describe.each(backendNames)('migration 020 on a database with coupons from before (%s)', (backend) => {
  const t = setUpTestApp(backend, undefined, { fixtures: false });
  const migration = fs.readFileSync(new URL('../../server/db/migrations/020_coupon_currency.sql', import.meta.url), 'utf8');

  it('makes the old fixed coupons and minimum subtotals rand, leaves plain percent coupons to any currency, and can run twice', async () => {
    await t.db.query('alter table coupon drop column currency');
    // The demo coupons as migration 008 wrote them (migration 028 takes them out of a database
    // without the demo catalogue, as this one is now), and three of a shop's own.
    await t.db.query(
      `insert into coupon (code, kind, value, min_subtotal) values ('HEALTHY10', 'percent', 10, 0), ('SAVE50', 'fixed', 50, 300),
         ('WINTER2024', 'percent', 20, 0), ('OLD-FIXED', 'fixed', 20, 0), ('OLD-MIN', 'percent', 5, 100), ('OLD-PCT', 'percent', 5, 0)`,
    );
    await t.db.exec(migration);
    await t.db.exec(migration);
    const { rows } = await t.db.query<{ code: string; currency: string | null }>('select code, currency from coupon order by code');
    expect(rows).toEqual([
      { code: 'HEALTHY10', currency: null },
      { code: 'OLD-FIXED', currency: 'ZAR' },
      { code: 'OLD-MIN', currency: 'ZAR' },
      { code: 'OLD-PCT', currency: null },
      { code: 'SAVE5', currency: 'EUR' },
      { code: 'SAVE50', currency: 'ZAR' },
      { code: 'WINTER2024', currency: null },
    ]);
  });
});
