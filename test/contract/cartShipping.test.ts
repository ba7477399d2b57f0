// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

/**
 * The cart remembers the shipping method chosen with shipping-information, so GET totals (which
 * the PWA pulls after every cart change) keeps charging it — the grand total the shopper sees on
 * the review step is the one the order stores (a checkout showed R189.98 and stored R254.98).
 */
describe.each(backendNames)('cart shipping method (%s)', (backend) => {
  const t = setUpTestApp(backend);

  const create = async () => (await t.app.inject({ method: 'POST', url: '/api/cart/create' })).json().result as string;
  const update = (cartId: string, cartItem: object) => t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });
  const totals = async (cartId: string) => (await t.app.inject({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })).json().result;
  const shippingInformation = (cartId: string, codes: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: { addressInformation: { shippingAddress: { countryId: 'ZA', city: 'Cape Town' }, ...codes } },
    });

  it('has no shipping in the totals before a method is chosen', async () => {
    const cartId = await create();
    await update(cartId, { sku: 'OATS-1', qty: 2 });
    expect(await totals(cartId)).toMatchObject({ subtotal_incl_tax: 69, shipping_incl_tax: 0, grand_total: 69 });
  });

  it('keeps charging the chosen method in GET totals, also after the items change', async () => {
    const cartId = await create();
    const line = (await update(cartId, { sku: 'OATS-1', qty: 2 })).json().result;
    const info = await shippingInformation(cartId, { shippingCarrierCode: 'courier', shippingMethodCode: 'standard' });
    expect(info.json().result.totals).toMatchObject({ shipping_incl_tax: 65, grand_total: 134 });

    expect(await totals(cartId)).toMatchObject({ shipping_incl_tax: 65, grand_total: 134 });
    await update(cartId, { sku: 'OATS-1', qty: 3, item_id: line.item_id });
    const after = await totals(cartId);
    expect(after).toMatchObject({ subtotal_incl_tax: 103.5, shipping_incl_tax: 65, grand_total: 168.5 });
    expect(after.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
  });

  it('accepts the snake case codes of the contract, and refuses an unknown method without forgetting the chosen one', async () => {
    const cartId = await create();
    await update(cartId, { sku: 'OATS-1', qty: 1 });
    expect((await shippingInformation(cartId, { shipping_carrier_code: 'courier', shipping_method_code: 'standard' })).statusCode).toBe(200);
    const bad = await shippingInformation(cartId, { shippingCarrierCode: 'drone', shippingMethodCode: 'fast' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, result: 'Carrier with such method not found: drone, fast' });
    expect(await totals(cartId)).toMatchObject({ shipping_incl_tax: 65, grand_total: 99.5 });
  });

  it('charges no shipping once the cart holds only virtual products', async () => {
    const cartId = await create();
    const line = (await update(cartId, { sku: 'OATS-1', qty: 1 })).json().result;
    await shippingInformation(cartId, { shippingCarrierCode: 'courier', shippingMethodCode: 'standard' });
    expect((await update(cartId, { sku: 'GIFT-100', qty: 1 })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/cart/delete?cartId=${cartId}`, payload: { cartItem: { sku: 'OATS-1', item_id: line.item_id } } });
    expect(await totals(cartId)).toMatchObject({ shipping_incl_tax: 0 });
  });
});
