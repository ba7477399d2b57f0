/** Cart and order calls shared by the coupon, voucher, shipping-method and order-stock contract tests. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { address, guestOrder } from '../support/orderFixtures.ts';

export { address };

let seq = 0;

/** The cart calls, in the store view `storeCode` when given (its x-vs-store-code header), else the default view. */
export function cartCalls(app: FastifyInstance, storeCode?: string) {
  const q = (cartId: string, extra = '') => `cartId=${encodeURIComponent(cartId)}${extra}`;
  const view = storeCode ? { 'x-vs-store-code': storeCode } : {};
  const inject = (opts: { method: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> }) =>
    app.inject({ ...opts, headers: { ...view, ...opts.headers } });
  return {
    create: async (): Promise<string> => (await inject({ method: 'POST', url: '/api/cart/create' })).json().result,
    add: async (cartId: string, sku: string, qty: number, product_option?: object) =>
      (await inject({ method: 'POST', url: `/api/cart/update?${q(cartId)}`, payload: { cartItem: { sku, qty, quoteId: cartId, product_option } } })).json()
        .result,
    totals: async (cartId: string) => (await inject({ method: 'GET', url: `/api/cart/totals?${q(cartId)}` })).json().result,
    applyCoupon: (cartId: string, coupon: string) =>
      inject({ method: 'POST', url: `/api/cart/apply-coupon?${q(cartId, `&coupon=${encodeURIComponent(coupon)}`)}` }),
    deleteCoupon: (cartId: string) => inject({ method: 'POST', url: `/api/cart/delete-coupon?${q(cartId)}` }),
    coupon: (cartId: string) => inject({ method: 'GET', url: `/api/cart/coupon?${q(cartId)}` }),
    addVoucher: (cartId: string, code: string) =>
      inject({ method: 'POST', url: `/api/cart/add-voucher?${q(cartId, `&voucherCode=${encodeURIComponent(code)}`)}` }),
    shippingInformation: (cartId: string, carrier: string, method: string, country = 'ZA') =>
      inject({
        method: 'POST',
        url: `/api/cart/shipping-information?${q(cartId)}`,
        payload: {
          addressInformation: { shippingAddress: { countryId: country, city: 'Cape Town' }, shippingCarrierCode: carrier, shippingMethodCode: method },
        },
      }),
    shippingMethods: (cartId: string, addr: object) => inject({ method: 'POST', url: `/api/cart/shipping-methods?${q(cartId)}`, payload: { address: addr } }),
    order: (fields: Record<string, unknown> = {}, headers?: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/order', payload: orderBody(fields), headers }),
  };
}

/** A cash-on-delivery order body of contract §4.1 with one address for shipping and billing. */
export function orderBody(fields: Record<string, unknown> = {}, addressOf: object = address) {
  return { ...guestOrder(`cart-test-${Date.now()}-${++seq}`, [{ sku: 'FLOUR-1', qty: 1 }], addressOf), transmited: true, ...fields };
}

export async function setStock(db: Db, sku: string, qty: number): Promise<void> {
  await db.query(
    `update catalog_entity set doc = jsonb_set(jsonb_set(doc, '{stock,qty}', to_jsonb($2::numeric)), '{stock,is_in_stock}', to_jsonb($2::numeric > 0)) where entity = 'product' and sku = $1`,
    [sku, qty],
  );
}

export async function storedOrder(db: Db, orderId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query<Record<string, unknown>>('select * from shop_order where order_id = $1', [orderId]);
  return rows[0];
}

/** The answer to a placed order (contract §4.1), checked whole; returns its result for further checks. */
export function expectOrderPlaced(res: { statusCode: number; json: () => { result: Record<string, unknown> } }) {
  expect(res.statusCode).toBe(200);
  const { result } = res.json();
  expect(result).toEqual({
    magentoOrderId: expect.any(Number),
    backendOrderId: result.magentoOrderId,
    orderNumber: expect.stringMatching(/^\d{9}$/),
    transferedAt: expect.any(String),
  });
  return result;
}
