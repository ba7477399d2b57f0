// @vitest-environment node
// Issue 5, journey 5: another shopper's token cannot read or change this shopper's cart, orders,
// profile or addresses — every endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { call, orderBody, shopper, shopperAddress } from './userSession.ts';

type Shopper = Awaited<ReturnType<typeof shopper>>;

describe.each(backendNames)('ownership (%s)', (backend) => {
  let t: TestApp;
  let a: Shopper;
  let b: Shopper;
  let cartA: number;
  let itemA: number;
  let orderA: string;

  beforeAll(async () => {
    t = await makeTestApp(backend);
    a = await shopper(t.app, 'alice', { addresses: [shopperAddress] });
    b = await shopper(t.app, 'bob');
    cartA = (await call(t.app, 'POST', '/api/cart/create', a.token)).json().result;
    itemA = (await call(t.app, 'POST', `/api/cart/update?cartId=${cartA}`, a.token, { cartItem: { sku: 'FLOUR-1', qty: 2, quoteId: String(cartA) } })).json()
      .result.item_id;
    orderA = (await call(t.app, 'POST', '/api/order', a.token, orderBody(a.email, { products: [{ sku: 'OATS-1', qty: 1 }] }))).json().result.orderNumber;
  });
  afterAll(() => t.close());

  const pullA = async () => (await call(t.app, 'GET', `/api/cart/pull?cartId=${cartA}`, a.token)).json().result as { sku: string; qty: number }[];

  it('gives a customer a numeric cart id, the same one on every device, and another shopper another one', async () => {
    expect(typeof cartA).toBe('number');
    expect((await call(t.app, 'POST', '/api/cart/create', a.token, undefined, 'header')).json()).toEqual({ code: 200, result: cartA });
    const cartB = (await call(t.app, 'POST', '/api/cart/create', b.token)).json().result;
    expect(cartB).not.toBe(cartA);
    expect((await pullA()).map((i) => [i.sku, i.qty])).toEqual([['FLOUR-1', 2]]);
  });

  const cartCalls: [string, 'GET' | 'POST', string, object | undefined][] = [
    ['pull', 'GET', 'pull', undefined],
    ['totals', 'GET', 'totals', undefined],
    ['payment-methods', 'GET', 'payment-methods', undefined],
    ['shipping-methods', 'POST', 'shipping-methods', { address: { country_id: 'ZA' } }],
    [
      'shipping-information',
      'POST',
      'shipping-information',
      { addressInformation: { shippingAddress: { countryId: 'ZA' }, shippingCarrierCode: 'courier', shippingMethodCode: 'standard' } },
    ],
    ['update (add)', 'POST', 'update', { cartItem: { sku: 'OATS-1', qty: 1 } }],
    ['update (change qty)', 'POST', 'update', { cartItem: { sku: 'FLOUR-1', qty: 9, item_id: 0 } }],
    ['delete', 'POST', 'delete', { cartItem: { item_id: 0, sku: 'FLOUR-1' } }],
  ];

  it.each(cartCalls)('cart %s: another shopper\'s token, or none, gets "No such entity" and changes nothing', async (_name, method, path, payload) => {
    const body = payload && 'cartItem' in payload ? { cartItem: { ...(payload as { cartItem: object }).cartItem, item_id: itemA } } : payload;
    for (const [token, via] of [
      [b.token, 'query'],
      [b.token, 'header'],
      [null, 'query'],
    ] as const) {
      const res = await call(t.app, method, `/api/cart/${path}?cartId=${cartA}`, token, body, via);
      expect(res.json()).toEqual({ code: 404, result: `No such entity with cartId = ${cartA}` });
    }
    expect((await pullA()).map((i) => [i.sku, i.qty])).toEqual([['FLOUR-1', 2]]);
  });

  it("answers 401 for an invalid token on a customer cart (the client refreshes), and works with the owner's token", async () => {
    expect((await call(t.app, 'GET', `/api/cart/totals?cartId=${cartA}`, 'forged.token.value')).json().code).toBe(401);
    const totals = await call(t.app, 'GET', `/api/cart/totals?cartId=${cartA}`, a.token, undefined, 'header');
    expect(totals.json().result).toMatchObject({ grand_total: 230 });
  });

  it('keeps a guest cart a guest cart, token or not (contract §2)', async () => {
    const guest = (await call(t.app, 'POST', '/api/cart/create', null)).json().result;
    expect(guest).toMatch(/^[0-9a-f]{32}$/);
    expect((await call(t.app, 'POST', `/api/cart/update?cartId=${guest}`, b.token, { cartItem: { sku: 'OATS-1', qty: 1 } })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/cart/pull?cartId=${guest}`, null)).json().result).toHaveLength(1);
  });

  it('never files an order under another customer, whatever user_id says, nor empties their cart', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/order',
      b.token,
      orderBody(b.email, { user_id: String(a.profile.id), cart_id: String(cartA), products: [{ sku: 'FLOUR-1', qty: 1 }] }),
    );
    expect(res.statusCode).toBe(200);
    const guestOrder = await call(t.app, 'POST', '/api/order', null, orderBody(b.email, { user_id: String(a.profile.id), cart_id: String(cartA) }));
    expect(guestOrder.statusCode).toBe(200);
    expect((await pullA()).map((i) => [i.sku, i.qty])).toEqual([['FLOUR-1', 2]]);

    const historyA = (await call(t.app, 'GET', '/api/user/order-history', a.token)).json().result;
    expect(historyA.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([orderA]);
    const historyB = (await call(t.app, 'GET', '/api/user/order-history', b.token)).json().result;
    expect(historyB.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([res.json().result.orderNumber]);
    expect((await call(t.app, 'GET', '/api/user/order-history', null)).json().code).toBe(401);
  });

  it('answers each token with its own profile only', async () => {
    expect((await call(t.app, 'GET', '/api/user/me', b.token)).json().result).toMatchObject({ id: b.profile.id, email: b.email, addresses: [] });
    expect((await call(t.app, 'GET', `/api/user/me?customerId=${a.profile.id}`, b.token, undefined, 'header')).json().result.id).toBe(b.profile.id);
  });

  it.each([
    ['its id and customer_id', (addr: { id: number; customer_id: number }) => ({ ...addr })],
    ['its id with the own customer_id', (addr: { id: number }) => ({ ...addr, customer_id: 'SELF' })],
    ['its customer_id alone', (addr: { customer_id: number }) => ({ ...shopperAddress, customer_id: addr.customer_id })],
  ])('refuses with 403 an address carrying %s of another shopper, and changes nothing', async (_name, forge) => {
    const [addrA] = a.profile.addresses;
    const forged = forge(addrA as never) as Record<string, unknown>;
    if (forged.customer_id === 'SELF') forged.customer_id = b.profile.id;
    const res = await call(t.app, 'POST', '/api/user/me', b.token, {
      customer: { firstname: 'Bob', lastname: 'Builder', addresses: [{ ...forged, city: 'Stolen' }] },
    });
    expect(res.json()).toEqual({ code: 403, result: 'Provided invalid address.id or address.customer_id' });
    const meA = (await call(t.app, 'GET', '/api/user/me', a.token)).json().result;
    expect(meA.addresses).toEqual([expect.objectContaining({ id: addrA.id, city: 'Cape Town' })]);
    // Nothing of the refused update was applied, not even the name.
    expect((await call(t.app, 'GET', '/api/user/me', b.token)).json().result).toMatchObject({ firstname: 'Thandi', addresses: [] });
  });

  it("changes only the token's own password and newsletter status", async () => {
    const res = await call(t.app, 'POST', '/api/user/change-password', b.token, { currentPassword: 'correct horse 1', newPassword: 'bobs new password' });
    expect(res.json().result).toBe(true);
    // Alice's session and password are untouched.
    expect((await call(t.app, 'GET', '/api/user/me', a.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: a.email, password: 'correct horse 1' } })).statusCode).toBe(200);
    const status = (await call(t.app, 'GET', '/api/ext/mailchimp-subscribe/subscribe', a.token)).json().result;
    expect(status).toEqual({ email: a.email, subscribed: false });
  });
});
