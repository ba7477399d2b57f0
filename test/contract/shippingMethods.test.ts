// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { cartCalls, setStock } from './cartHelpers.ts';
import { setUpTestApp } from './testApp.ts';

type Method = { carrier_code: string; method_code: string; method_title: string; price_incl_tax: number; available: boolean };
const summary = (methods: Method[]) => methods.map((m) => [`${m.carrier_code}/${m.method_code}`, m.price_incl_tax]);

describe.each(backendNames)('shipping methods by cart and address (%s)', (backend) => {
  let c: ReturnType<typeof cartCalls>;
  const t = setUpTestApp(backend, async () => {
    c = cartCalls(t.app);
    await setStock(t.db, 'FLOUR-1', 1000);
  });

  const methodsFor = async (cartId: string, addr: object = { country_id: 'ZA', city: 'Durban' }) =>
    (await c.shippingMethods(cartId, addr)).json().result as Method[];

  it('offers the R65 courier below R600 and collect in store, every one available', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 5); // R575
    const methods = await methodsFor(cartId);
    expect(summary(methods)).toEqual([
      ['courier/standard', 65],
      ['pickup/store', 0],
    ]);
    expect(methods.every((m) => m.available)).toBe(true);
  });

  it('makes the courier free from R600 of goods after the coupon', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 6); // R690
    expect(summary(await methodsFor(cartId))).toEqual([
      ['courier/standard', 0],
      ['pickup/store', 0],
    ]);
    await c.shippingInformation(cartId, 'courier', 'standard');
    expect(await c.totals(cartId)).toMatchObject({ shipping_incl_tax: 0, grand_total: 690 });
    // 20% off leaves R552 of goods: the courier costs R65 again.
    await t.db.query("insert into coupon (code, kind, value) values ('SHIP20', 'percent', 20)");
    await c.applyCoupon(cartId, 'SHIP20');
    expect(summary(await methodsFor(cartId))[0]).toEqual(['courier/standard', 65]);
    expect(await c.totals(cartId)).toMatchObject({ shipping_incl_tax: 65, grand_total: 552 + 65 });
  });

  it('offers only collect in store outside South Africa, and refuses the courier there', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 1);
    expect(summary(await methodsFor(cartId, { country_id: 'NA' }))).toEqual([['pickup/store', 0]]);
    const refused = await c.shippingInformation(cartId, 'courier', 'standard', 'NA');
    expect(refused.json()).toEqual({ code: 400, result: 'Carrier with such method not found: courier, standard' });
    const pickup = await c.shippingInformation(cartId, 'pickup', 'store', 'NA');
    expect(pickup.json().result.totals).toMatchObject({ shipping_incl_tax: 0, grand_total: 115 });
  });

  it('offers nothing for a cart of only virtual products', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'GIFT-100', 1);
    expect(await methodsFor(cartId)).toEqual([]);
  });

  it('answers collect-totals for a method without remembering it, in both spellings', async () => {
    const cartId = await c.create();
    await c.add(cartId, 'FLOUR-1', 2);
    const collect = (methods: object) => t.app.inject({ method: 'POST', url: `/api/cart/collect-totals?cartId=${cartId}`, payload: { methods } });
    const camel = await collect({ paymentMethod: { method: 'cashondelivery' }, shippingCarrierCode: 'courier', shippingMethodCode: 'standard' });
    expect(camel.json().result).toMatchObject({ shipping_incl_tax: 65, grand_total: 295 });
    const snake = await collect({ paymentMethod: { method: 'cashondelivery' }, shipping_carrier_code: 'pickup', shipping_method_code: 'store' });
    expect(snake.json().result).toMatchObject({ shipping_incl_tax: 0, grand_total: 230 });
    expect(await c.totals(cartId)).toMatchObject({ shipping_incl_tax: 0, grand_total: 230 });
    const none = await t.app.inject({ method: 'POST', url: `/api/cart/collect-totals?cartId=${cartId}`, payload: {} });
    expect(none.json()).toEqual({ code: 400, result: 'No shipping and payment methods element provided within the request body' });
  });

  it('charges an order the same shipping as the cart: free over R600, collect in store free', async () => {
    const big = await c.order({ products: [{ sku: 'FLOUR-1', qty: 6 }] });
    const pickup = await c.order({
      products: [{ sku: 'FLOUR-1', qty: 1 }],
      addressInformation: {
        ...(await import('./cartHelpers.ts')).orderBody().addressInformation,
        shipping_carrier_code: 'pickup',
        shipping_method_code: 'store',
      },
      // Collecting in store names the store (checkout custom parameters, spec 000 §3).
      customParameters: { storeSelect: 'durban' },
    });
    expect([big.statusCode, pickup.statusCode]).toEqual([200, 200]);
    const totals = await t.db.query<{ grand_total: string; shipping_incl_tax: string }>(
      'select grand_total, shipping_incl_tax from shop_order where id = any($1::int[]) order by id',
      [[big.json().result.backendOrderId, pickup.json().result.backendOrderId]],
    );
    expect(totals.rows.map((r) => [Number(r.grand_total), Number(r.shipping_incl_tax)])).toEqual([
      [690, 0],
      [115, 0],
    ]);
  });
});
