// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';
import { courierStandardRate } from '../support/shippingFixtures.ts';

describe.each(backendNames)('guest cart (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const create = async () => (await t.app.inject({ method: 'POST', url: '/api/cart/create' })).json().result as string;
  const update = (cartId: string, cartItem: object) => t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });
  const get = (path: string, cartId: string) => t.app.inject({ method: 'GET', url: `/api/cart/${path}?cartId=${cartId}` });

  it('creates a guest cart with a 32 hex masked id', async () => {
    expect(await create()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('adds, updates, pulls, totals and deletes items', async () => {
    const cartId = await create();
    const added = await update(cartId, { sku: 'FLOUR-1', qty: 2, quoteId: cartId });
    expect(added.statusCode).toBe(200);
    const item = added.json().result;
    expect(item).toEqual({
      item_id: expect.any(Number),
      sku: 'FLOUR-1',
      qty: 2,
      name: 'Almond Flour 1kg',
      price: 100,
      product_type: 'simple',
      quote_id: cartId,
    });

    // The parent sku with configurable_item_options stores the child's sku.
    const whey = (
      await update(cartId, {
        sku: 'WHEY',
        qty: 1,
        product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '1' }] } },
      })
    ).json().result;
    expect(whey).toMatchObject({
      sku: 'WHEY-VAN',
      product_type: 'configurable',
      price: 300,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '1' }] } },
    });

    // Adding the same product again adds to its line, as Magento does.
    expect((await update(cartId, { sku: 'FLOUR-1', qty: 1 })).json().result).toMatchObject({ item_id: item.item_id, qty: 3 });
    expect((await update(cartId, { sku: 'FLOUR-1', qty: 1, item_id: item.item_id })).json().result).toMatchObject({ item_id: item.item_id, qty: 1 });

    const pulled = await get('pull', cartId);
    expect(pulled.headers['cache-control']).toBe('no-cache, no-store');
    expect(pulled.json().result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      ['FLOUR-1', 1],
      ['WHEY-VAN', 1],
    ]);

    const totals = (await get('totals', cartId)).json().result;
    expect(totals).toMatchObject({ subtotal: 400, subtotal_incl_tax: 460, tax_amount: 60, grand_total: 460, items_qty: 2, quote_currency_code: 'ZAR' });
    expect(totals.items.map((i: { item_id: number }) => i.item_id)).toEqual(pulled.json().result.map((i: { item_id: number }) => i.item_id));
    expect(JSON.parse(totals.items[1].options)).toEqual([{ label: 'Flavour', value: 'Vanilla' }]);
    expect(totals.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);

    const del = await t.app.inject({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: { cartItem: { item_id: whey.item_id, sku: 'WHEY-VAN', quoteId: cartId } },
    });
    expect(del.json()).toEqual({ code: 200, result: true });
    expect((await get('pull', cartId)).json().result).toHaveLength(1);
  });

  it("stores a configurable child added by its own sku with the parent's options", async () => {
    const cartId = await create();
    const item = (await update(cartId, { sku: 'WHEY-VAN', qty: 1 })).json().result;
    expect(item).toMatchObject({ sku: 'WHEY-VAN', product_type: 'configurable', name: 'Whey Protein Vanilla', price: 300 });
    expect(item.product_option.extension_attributes.configurable_item_options).toEqual([{ option_id: '93', option_value: '1' }]);
  });

  it('offers the courier and collect in store, and adds shipping to the totals', async () => {
    const cartId = await create();
    await update(cartId, { sku: 'OATS-1', qty: 2 });
    const methods = await t.app.inject({ method: 'POST', url: `/api/cart/shipping-methods?cartId=${cartId}`, payload: { address: { country_id: 'ZA' } } });
    expect(methods.json().result).toEqual([
      courierStandardRate,
      {
        carrier_code: 'pickup',
        method_code: 'store',
        carrier_title: 'Collect in store',
        method_title: 'Cape Town store',
        amount: 0,
        base_amount: 0,
        available: true,
        error_message: '',
        price_excl_tax: 0,
        price_incl_tax: 0,
      },
    ]);
    // The providers come first (paymentsSafety.test.ts checks them); a cart with something to deliver ends with cash on delivery.
    expect((await get('payment-methods', cartId)).json().result.at(-1)).toMatchObject({ code: 'cashondelivery', title: 'Cash On Delivery' });
    const info = await t.app.inject({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: { addressInformation: { shippingAddress: { countryId: 'ZA' }, shippingCarrierCode: 'courier', shippingMethodCode: 'standard' } },
    });
    const { payment_methods, totals } = info.json().result;
    expect(payment_methods.at(-1)).toMatchObject({ code: 'cashondelivery', title: 'Cash On Delivery' });
    // 2 × 34.50 (the active special price incl. VAT) + 65 shipping.
    expect(totals).toMatchObject({ subtotal_incl_tax: 69, shipping_incl_tax: 65, grand_total: 134, tax_amount: 17.48 });
    expect(totals.total_segments.map((s: { code: string; value: number }) => [s.code, s.value])).toEqual([
      ['subtotal', 69],
      ['shipping', 65],
      ['tax', 17.48],
      ['grand_total', 134],
    ]);
  });

  it.each([
    ['an unknown sku', { sku: 'NOPE', qty: 1 }, 404, /doesn't exist/],
    ['a zero qty', { sku: 'FLOUR-1', qty: 0 }, 400, /qty must be a positive number/],
    ['a text qty', { sku: 'FLOUR-1', qty: 'many' }, 400, /qty must be a positive number/],
    ['an out-of-stock product', { sku: 'SOLD-OUT', qty: 1 }, 400, /out of stock/],
    ['a disabled product', { sku: 'DISABLED', qty: 1 }, 400, /not available/],
    ['a configurable without options', { sku: 'WHEY', qty: 1 }, 400, /choose options/],
    ['a foreign item id', { sku: 'FLOUR-1', qty: 1, item_id: 999999 }, 404, /doesn't contain the 999999 item/],
  ])('refuses %s and writes nothing', async (_name, cartItem, code, message) => {
    const cartId = await create();
    const res = await update(cartId, cartItem);
    expect(res.statusCode).toBe(code);
    expect(res.json()).toMatchObject({ code, result: expect.stringMatching(message) });
    expect((await get('pull', cartId)).json().result).toEqual([]);
  });

  it.each([
    ['pull', 'GET', undefined],
    ['totals', 'GET', undefined],
    ['update', 'POST', { cartItem: { sku: 'FLOUR-1', qty: 1 } }],
  ] as const)('answers %s on an unknown cart with 404 "No such entity"', async (path, method, payload) => {
    const res = await t.app.inject({ method, url: `/api/cart/${path}?cartId=0123456789abcdef0123456789abcdef`, payload });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: 'No such entity with cartId = 0123456789abcdef0123456789abcdef' });
  });

  it('refuses a line of 10000 or more (the typo guard QTY_LIMIT), also when adding to a line reaches it, and keeps the line', async () => {
    const cartId = await create();
    const refused = { code: 400, result: 'Quantity must be below 10000' };
    for (const qty of [10000, 10001, 1e9]) {
      const res = await update(cartId, { sku: 'FLOUR-1', qty });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const item = (await update(cartId, { sku: 'FLOUR-1', qty: 9998 })).json().result;
    const again = await update(cartId, { sku: 'FLOUR-1', qty: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused);
    expect((await update(cartId, { sku: 'FLOUR-1', qty: 10000, item_id: item.item_id })).json()).toEqual(refused);
    // Nothing half-written: the line keeps its quantity.
    expect((await get('pull', cartId)).json().result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([['FLOUR-1', 9998]]);
    expect((await update(cartId, { sku: 'FLOUR-1', qty: 1 })).json().result).toMatchObject({ item_id: item.item_id, qty: 9999 });
  });

  it('requires a cartItem in update and delete bodies', async () => {
    const cartId = await create();
    const res = await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: {} });
    expect(res.json()).toEqual({ code: 400, result: 'No cartItem element provided within the request body' });
  });
});
