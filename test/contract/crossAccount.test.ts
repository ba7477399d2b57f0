// @vitest-environment node
/**
 * Issue 12 figure: 0 cross-account reads or writes. Shopper B (and a guest, and tokens forged,
 * expired or of the wrong kind for A) sends every account request at A's cart, orders, profile
 * and addresses; no answer carries anything of A's, and A's records are exactly as before.
 * (Wishlists live on the device only: the server has no wishlist to reach.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGroupToken } from '../../server/services/auth/groupToken.ts';
import { signToken } from '../../server/services/auth/signedToken.ts';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { call, orderBody, shopper, shopperAddress } from './userSession.ts';

type Shopper = Awaited<ReturnType<typeof shopper>>;
const MARK_CITY = 'Alicetown Marker';

describe.each(backendNames)('cross-account requests (%s)', (backend) => {
  let t: TestApp;
  let a: Shopper;
  let b: Shopper;
  let cartA: number;
  let orderA: { orderNumber: string; backendOrderId: number };
  let orderIdA: string;

  beforeAll(async () => {
    t = await makeTestApp(backend);
    a = await shopper(t.app, 'alice-x', { addresses: [{ ...shopperAddress, city: MARK_CITY }] });
    b = await shopper(t.app, 'bob-x');
    cartA = (await call(t.app, 'POST', '/api/cart/create', a.token)).json().result;
    await call(t.app, 'POST', `/api/cart/update?cartId=${cartA}`, a.token, { cartItem: { sku: 'FLOUR-1', qty: 2, quoteId: String(cartA) } });
    const body = orderBody(a.email, { products: [{ sku: 'OATS-1', qty: 1 }] });
    orderIdA = body.order_id;
    orderA = (await call(t.app, 'POST', '/api/order', a.token, body)).json().result;
  });
  afterAll(() => t.close());

  /** Everything of A's the server keeps, as text: compared before and after the attempts. */
  async function recordsOfA(): Promise<string> {
    const q = async (sql: string, params: unknown[]) => JSON.stringify((await t.db.query(sql, params)).rows);
    return [
      await q('select id, email, firstname, lastname, password_hash, updated_at from customer where id = $1', [a.profile.id]),
      await q('select * from customer_address where customer_id = $1 order by id', [a.profile.id]),
      await q('select sku, qty from cart_item where cart_id = $1 order by sku', [String(cartA)]),
      await q('select id, customer_id, shipping_carrier_code, shipping_method_code, coupon_code from cart where id = $1', [String(cartA)]),
      await q('select order_id, customer_id, status, grand_total, email from shop_order where customer_id = $1 order by id', [a.profile.id]),
      await q('select id, revoked_at from auth_family where customer_id = $1 order by id', [a.profile.id]),
    ].join('\n');
  }

  it("gives B, a guest and forged, expired or wrong-kind tokens nothing of A's, and changes nothing of A's", async () => {
    const secret = await t.app.auth.secret();
    const claimsA = JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString());
    const intruders: [string, string | null][] = [
      ['B', b.token],
      ['guest', null],
      ['A forged', signToken('x'.repeat(40), claimsA)],
      ['A expired', signToken(secret, { ...claimsA, iat: 1_000, exp: 2_000 })],
      [
        'A as B: B token with A sub',
        signToken('y'.repeat(40), { ...JSON.parse(Buffer.from(b.token.split('.')[1], 'base64url').toString()), sub: a.profile.id }),
      ],
      ['A group token', signGroupToken(secret, { group_id: 1, id: a.profile.id, user: a.email })],
    ];
    const before = await recordsOfA();
    const addrA = a.profile.addresses[0];
    const neighbours = [cartA, cartA - 1, cartA + 1].map(String);
    const requests: ['GET' | 'POST' | 'DELETE', string, object | undefined][] = [
      ...neighbours.flatMap(
        (id) =>
          [
            ['GET', `/api/cart/pull?cartId=${id}`, undefined],
            ['GET', `/api/cart/totals?cartId=${id}`, undefined],
            ['GET', `/api/cart/payment-methods?cartId=${id}`, undefined],
            ['GET', `/api/cart/coupon?cartId=${id}`, undefined],
            ['POST', `/api/cart/update?cartId=${id}`, { cartItem: { sku: 'OATS-1', qty: 5, quoteId: id } }],
            ['POST', `/api/cart/update?cartId=${id}`, { cartItem: { sku: 'FLOUR-1', qty: 9, item_id: 1, quoteId: id } }],
            ['POST', `/api/cart/delete?cartId=${id}`, { cartItem: { sku: 'FLOUR-1', item_id: 1 } }],
            ['POST', `/api/cart/apply-coupon?cartId=${id}&coupon=WELCOME10`, undefined],
            [
              'POST',
              `/api/cart/shipping-information?cartId=${id}`,
              { addressInformation: { shippingAddress: { countryId: 'ZA' }, shippingCarrierCode: 'courier', shippingMethodCode: 'express' } },
            ],
            ['POST', `/api/cart/collect-totals?cartId=${id}`, { methods: { paymentMethod: { method: 'cashondelivery' } } }],
          ] as ['GET' | 'POST', string, object | undefined][],
      ),
      ['GET', `/api/user/me?customerId=${a.profile.id}`, undefined],
      ['GET', `/api/user/order-history?customerId=${a.profile.id}&pageSize=50`, undefined],
      [
        'POST',
        '/api/user/me',
        { customer: { id: a.profile.id, email: a.email, firstname: 'Mallory', lastname: 'Evil', addresses: [{ ...addrA, city: 'Stolen' }] } },
      ],
      ['POST', '/api/user/me', { customer: { firstname: 'Mallory', lastname: 'Evil', addresses: [{ ...shopperAddress, customer_id: a.profile.id }] } }],
      ['POST', '/api/user/change-password', { currentPassword: 'correct horse 1', newPassword: 'stolen password 1', customerId: a.profile.id }],
      // A's own order_id sent again by someone else (B's e-mail: what B types is B's own data).
      ['POST', '/api/order', orderBody(b.email, { order_id: orderIdA, user_id: String(a.profile.id), cart_id: String(cartA) })],
      ['POST', '/api/order', orderBody(b.email, { user_id: String(a.profile.id), cart_id: String(cartA) })],
      ['GET', `/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(a.email)}`, undefined],
      ['GET', `/api/payments/status?ref=${orderA.backendOrderId}`, undefined],
    ];
    let answered = 0;
    for (const [who, token] of intruders) {
      for (const via of token ? (['query', 'header'] as const) : (['query'] as const)) {
        for (const [method, url, payload] of requests) {
          const res = await call(t.app, method, url, token, payload, via);
          answered++;
          expect(res.statusCode, `${who} ${method} ${url}`).toBeLessThan(500);
          const text = res.body;
          for (const mark of [a.email, MARK_CITY, orderA.orderNumber, `"customer_id":${a.profile.id}`, `"id":${a.profile.id},`]) {
            expect(text.includes(mark), `${who} (${via}) ${method} ${url} answered ${res.statusCode} with A's ${mark}: ${text.slice(0, 200)}`).toBe(false);
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(300);
    expect(await recordsOfA()).toBe(before);
    // And A still sees all of it.
    expect((await call(t.app, 'GET', '/api/user/me', a.token)).json().result.addresses[0].city).toBe(MARK_CITY);
    expect((await call(t.app, 'GET', `/api/cart/pull?cartId=${cartA}`, a.token)).json().result).toEqual([expect.objectContaining({ sku: 'FLOUR-1', qty: 2 })]);
  }, 120_000);

  it("answers a re-sent order_id of a customer's order to that customer only (409 to anyone else)", async () => {
    const again = await call(t.app, 'POST', '/api/order', a.token, orderBody(a.email, { order_id: orderIdA }), 'header');
    expect(again.json()).toEqual({ code: 200, result: orderA });
    for (const token of [b.token, null]) {
      expect((await call(t.app, 'POST', '/api/order', token, orderBody(b.email, { order_id: orderIdA }))).json()).toEqual({
        code: 409,
        result: 'This order_id belongs to another order',
      });
    }
  });
});
