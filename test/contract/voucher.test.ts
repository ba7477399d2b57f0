// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARDS } from '../../server/services/cart/demoCodes.ts';
import { backendNames } from './backends.ts';
import { cartCalls, setStock } from './cartHelpers.ts';
import { setUpTestApp, type TestApp } from './testApp.ts';

const balance = async (t: TestApp, code: string) =>
  Number((await t.db.query<{ balance: string }>('select balance from gift_card where code = $1', [code])).rows[0].balance);

describe.each(backendNames)('gift-card vouchers (%s)', (backend) => {
  let c: ReturnType<typeof cartCalls>;
  const t = setUpTestApp(backend, async () => {
    c = cartCalls(t.app);
    await setStock(t.db, 'FLOUR-1', 1000);
    await t.db.query("insert into gift_card (code, balance, initial_balance) values ('CARD-200', 200, 200), ('CARD-50', 50, 50), ('CARD-OLD', 80, 80)");
    await t.db.query("update gift_card set expires_at = '2020-01-01' where code = 'CARD-OLD'");
  });

  it('seeds the demo gift cards', async () => {
    expect(DEMO_GIFT_CARDS.length).toBeGreaterThanOrEqual(2);
    for (const card of DEMO_GIFT_CARDS) expect(await balance(t, card.code)).toBe(card.balance);
  });

  it('lowers the grand total by its balance, keeps the VAT, and is removed by an empty code', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2); // R230
    await c.shippingInformation(cartId, 'courier', 'standard');
    expect((await c.addVoucher(cartId, 'card-50')).json()).toEqual({ code: 200, result: true });
    const totals = await c.totals(cartId);
    expect(totals.total_segments.map((s: { code: string; value: number }) => [s.code, s.value])).toEqual([
      ['subtotal', 230],
      ['shipping', 65],
      ['tax', 38.48],
      ['giftcardaccount', -50],
      ['grand_total', 245],
    ]);
    expect(totals).toMatchObject({ voucher_code: 'CARD-50', voucher_amount: 50 });

    expect((await c.addVoucher(cartId, '')).json()).toEqual({ code: 200, result: true });
    expect(await c.totals(cartId)).toMatchObject({ grand_total: 295 });
  });

  it('pays at most the grand total', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 1); // R115, no shipping chosen
    await c.addVoucher(cartId, 'CARD-200');
    expect(await c.totals(cartId)).toMatchObject({ grand_total: 0, voucher_amount: 115 });
  });

  it.each([
    ['an unknown code', 'NO-SUCH-CARD'],
    ['an expired card', 'CARD-OLD'],
  ])('refuses %s', async (_name, code) => {
    const cartId = await c.create();
    const res = await c.addVoucher(cartId, code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: 'Please correct the gift card code.' });
  });

  it('draws the balance down when the order is placed, and the order charges what the cart showed', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 1);
    await c.shippingInformation(cartId, 'courier', 'standard');
    await c.addVoucher(cartId, 'CARD-200');
    await c.applyCoupon(cartId, 'HEALTHY10');
    const shown = await c.totals(cartId);
    // R115 - R11.50 + R65 = R168.50, all paid by the card.
    expect(shown).toMatchObject({ grand_total: 0, voucher_amount: 168.5 });
    const res = await c.order({ cart_id: cartId, products: [{ sku: 'FLOUR-1', qty: 1, price: 0.01 }] });
    expect(res.statusCode).toBe(200);
    expect(await balance(t, 'CARD-200')).toBe(31.5);
    const { rows } = await t.db.query<Record<string, string>>('select grand_total, voucher_code, voucher_amount from shop_order where cart_id = $1', [cartId]);
    expect([Number(rows[0].grand_total), rows[0].voucher_code, Number(rows[0].voucher_amount)]).toEqual([0, 'CARD-200', 168.5]);

    // The next cart may use what is left.
    const next = await c.create();
    await c.add(next, 'FLOUR-1', 1);
    await c.addVoucher(next, 'CARD-200');
    expect(await c.totals(next)).toMatchObject({ voucher_amount: 31.5, grand_total: 83.5 });
  });

  it('never overdraws a card when two orders race for it', async () => {
    await t.db.query("insert into gift_card (code, balance, initial_balance) values ('CARD-RACE', 100, 100)");
    const carts = await Promise.all([c.create(), c.create()]);
    for (const cartId of carts) {
      await c.add(cartId, 'FLOUR-1', 1);
      await c.addVoucher(cartId, 'CARD-RACE');
    }
    const answers = await Promise.all(carts.map((cartId) => c.order({ cart_id: cartId })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({ code: 400, result: 'Please correct the gift card code.' });
    expect(await balance(t, 'CARD-RACE')).toBe(0);
  });
});
