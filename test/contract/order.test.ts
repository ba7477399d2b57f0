// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { address, guestOrder } from '../support/orderFixtures.ts';
import { expectOrderPlaced } from './cartHelpers.ts';

let counter = 0;
/** A guest's order whose lines carry tampered client prices; `fields` replace any part of it. */
function order(fields: Record<string, unknown> = {}) {
  const products = [{ sku: 'FLOUR-1', qty: 2, price: 0.01, priceInclTax: 0.01, name: 'tampered' }];
  return { ...guestOrder(`test-${Date.now()}-${++counter}`, products), transmited: true, ...fields };
}

describe.each(backendNames)('orders (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    // Every placed order now takes its quantity from stock (orderStock.test.ts): give these tests plenty.
    await t.db.query(
      `update catalog_entity set doc = jsonb_set(doc, '{stock,qty}', '100000') where entity = 'product' and sku in ('FLOUR-1', 'OATS-1', 'GIFT-100')`,
    );
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/order', payload: payload as object });
  const count = async (orderId: string) =>
    Number((await t.db.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = $1', [orderId])).rows[0].n);

  it('stores the order priced from the catalogue, ignoring client prices', async () => {
    const body = order();
    const result = expectOrderPlaced(await post(body));
    const { rows } = await t.db.query<Record<string, unknown>>('select * from shop_order where order_id = $1', [body.order_id]);
    expect(rows[0]).toMatchObject({ status: 'pending', email: 'thandi@example.com', shipping_method: 'courier_standard', payment_method: 'cashondelivery' });
    // 2 × 115.00 + 65.00 courier; VAT 30.00 + 8.48.
    expect(Number(rows[0].grand_total)).toBe(295);
    expect(Number(rows[0].tax)).toBe(38.48);
    expect(rows[0].response).toEqual(result);
    const items = await t.db.query<Record<string, unknown>>(
      'select sku, name, qty, price, price_incl_tax, row_total_incl_tax from shop_order_item where order_ref = $1',
      [result.backendOrderId],
    );
    expect(items.rows.map((r) => [r.sku, r.name, Number(r.qty), Number(r.price), Number(r.price_incl_tax), Number(r.row_total_incl_tax)])).toEqual([
      ['FLOUR-1', 'Almond Flour 1kg', 2, 100, 115, 230],
    ]);
  });

  it('answers the same order_id sent again with the same answer and stores nothing new', async () => {
    const body = order();
    const first = (await post(body)).json();
    const again = await post({ ...body, products: [{ sku: 'OATS-1', qty: 5 }] });
    expect(again.json()).toEqual(first);
    expect(await count(body.order_id)).toBe(1);
  });

  it('stores exactly one order for 20 parallel posts of one order_id', async () => {
    const body = order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await count(body.order_id)).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from shop_order_item i join shop_order o on o.id = i.order_ref where o.order_id = $1',
      [body.order_id],
    );
    expect(Number(rows[0].n)).toBe(1);
  });

  it('orders a configurable child and a virtual product without shipping for virtual-only orders', async () => {
    const configurable = await post(
      order({
        products: [{ sku: 'WHEY', qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 1 }] } } }],
      }),
    );
    expect(configurable.statusCode).toBe(200);
    const virtual = order({ products: [{ sku: 'GIFT-100', qty: 1 }] });
    delete (virtual.addressInformation as Record<string, unknown>).shippingAddress;
    const res = await post(virtual);
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.query<{ grand_total: string; shipping_incl_tax: string }>(
      'select grand_total, shipping_incl_tax from shop_order where order_id = $1',
      [virtual.order_id],
    );
    expect([Number(rows[0].grand_total), Number(rows[0].shipping_incl_tax)]).toEqual([100, 0]);
  });

  const billing = (fields: object) => ({ ...order().addressInformation, billingAddress: { ...address, ...fields } });
  it.each([
    ['an empty body', {}, 'products must be a non-empty array'],
    ['no products', order({ products: [] }), 'products must be a non-empty array'],
    ['a product without sku', order({ products: [{ qty: 1 }] }), 'products[0].sku is required'],
    [
      'a fractional qty on a later product',
      order({
        products: [
          { sku: 'FLOUR-1', qty: 1 },
          { sku: 'OATS-1', qty: 1.5 },
        ],
      }),
      'products[1].qty: Quantity must be positive integer',
    ],
    ['a short billing postcode', order({ addressInformation: billing({ postcode: '1' }) }), 'billingAddress.postcode: Zip-code must have at least 3 letters'],
    ['a bad billing e-mail', order({ addressInformation: billing({ email: 'nope' }) }), 'billingAddress.email: Please provide valid e-mail address'],
    ['a missing street', order({ addressInformation: billing({ street: [] }) }), 'billingAddress.street[0]: Field is required'],
    ['a one-letter billing name', order({ addressInformation: billing({ firstname: 'T' }) }), 'billingAddress.firstname: Name must have at least 2 letters'],
    ['a one-letter top-level domain', order({ addressInformation: billing({ email: 'a@b.c' }) }), 'billingAddress.email: Please provide valid e-mail address'],
    [
      'a physical order without shipping address',
      order({ addressInformation: { ...order().addressInformation, shippingAddress: undefined } }),
      'shippingAddress is required',
    ],
    ['an order_id that is not a string', order({ order_id: 42 }), 'order_id must be a string of 1 to 100 characters'],
    ['an order_id over 100 characters', order({ order_id: 'x'.repeat(101) }), 'order_id must be a string of 1 to 100 characters'],
    ['an unknown sku', order({ products: [{ sku: 'NOPE', qty: 1 }] }), expect.stringContaining('products[0] (NOPE)')],
    ['a disabled sku', order({ products: [{ sku: 'DISABLED', qty: 1 }] }), expect.stringContaining('not available')],
    [
      'an unknown shipping method',
      order({ addressInformation: { ...order().addressInformation, shipping_method_code: 'teleport' } }),
      expect.stringContaining('Carrier with such method not found'),
    ],
  ])('refuses %s with 400 and reasons, storing nothing', async (_name, body, reason) => {
    const before = Number((await t.db.query<{ n: number }>('select count(*)::int as n from shop_order')).rows[0].n);
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: expect.arrayContaining([reason]) });
    expect(Number((await t.db.query<{ n: number }>('select count(*)::int as n from shop_order')).rows[0].n)).toBe(before);
  });

  it('refuses out-of-stock products', async () => {
    const res = await post(
      order({
        products: [
          { sku: 'FLOUR-1', qty: 1 },
          { sku: 'SOLD-OUT', qty: 1 },
        ],
      }),
    );
    expect(res.json()).toEqual({ code: 400, result: 'Some of the ordered products are not available!' });
  });

  it('accepts an order body of a megabyte (full product objects)', async () => {
    const big = order({ products: [{ sku: 'FLOUR-1', qty: 1, description: 'x'.repeat(1_200_000) }] });
    expect((await post(big)).statusCode).toBe(200);
  });

  it('reports a stored order at /api/sync/order/:order_id with the contract fields only (no number, status or total), and null for an unknown one', async () => {
    const body = order();
    const { result } = (await post(body)).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/order/${body.order_id}` });
    expect(res.json()).toStrictEqual({
      code: 200,
      result: {
        platform_order_id: result.backendOrderId,
        transmited: true,
        transmited_at: expect.any(String),
        platform: 'embedded',
        order: null,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/order/never-sent' })).json()).toEqual({ code: 200, result: null });
  });

  it('removes the ordered lines from the server cart', async () => {
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/create' })).json().result;
    await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: 'FLOUR-1', qty: 2 } } });
    expect((await post(order({ cart_id: cartId }))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })).json().result).toEqual([]);
  });
});
