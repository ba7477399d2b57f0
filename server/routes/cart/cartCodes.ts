/**
 * Coupon and gift-card calls of the cart (contract §2 #10-12, spec 000 §7): the code goes in the
 * query string, not the body. Registered inside the cart plugin, whose preHandler refuses another
 * shopper's cart with the contract's "No such entity" before any of these run.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { badRequest } from '../../services/apiError.ts';
import { requireCart } from '../../services/cart/cartRepo.ts';
import { appliedCoupon, applyCoupon, applyVoucher, deleteCoupon } from '../../services/cart/couponActions.ts';
import { storeViewOf } from '../../services/storeViews.ts';
import { cartQuery, envelope } from './schemas.ts';

const NO_COUPON = 'No coupon code provided';

const withParam = (name: string) =>
  ({
    type: 'object',
    properties: { ...cartQuery.properties, [name]: { type: 'string', maxLength: 64 } },
  }) as const;

const query = (request: FastifyRequest) => request.query as { cartId?: string; coupon?: string; voucherCode?: string };
const cartOf = (db: Db, request: FastifyRequest) => requireCart(db, query(request).cartId);

const cartCodes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const ok = envelope({ type: 'boolean' });

  app.post('/apply-coupon', { schema: { querystring: withParam('coupon'), response: ok } }, async (request) => {
    const cartId = await cartOf(db, request);
    const code = query(request).coupon?.trim();
    if (!code) throw badRequest(NO_COUPON);
    return { code: 200, result: await applyCoupon(db, storeViewOf(request), cartId, code) };
  });

  app.post('/delete-coupon', { schema: { querystring: cartQuery, response: ok } }, async (request) => {
    return { code: 200, result: await deleteCoupon(db, await cartOf(db, request)) };
  });

  app.get('/coupon', { schema: { querystring: cartQuery, response: envelope({ type: ['string', 'null'] }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return { code: 200, result: await appliedCoupon(db, storeViewOf(request), await cartOf(db, request)) };
  });

  // An empty voucherCode removes the gift card (spec 000 §4).
  app.post('/add-voucher', { schema: { querystring: withParam('voucherCode'), response: ok } }, async (request) => {
    const cartId = await cartOf(db, request);
    return { code: 200, result: await applyVoucher(db, storeViewOf(request), cartId, query(request).voucherCode ?? '') };
  });
};

export default cartCodes;
