import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { placeOrder } from '../../services/order/placeOrder.ts';
import { orderGrandTotal } from '../../services/order/orderRepo.ts';
import { storeViewOf } from '../../services/storeViews.ts';

const confirmation = {
  type: 'object',
  properties: {
    magentoOrderId: { type: 'integer' },
    backendOrderId: { type: 'integer' },
    orderNumber: { type: 'string' },
    transferedAt: { type: 'string' },
    // save-pending-order only: the total the server priced, which the provider create call must ask for.
    grandTotal: { type: 'number' },
  },
  required: ['magentoOrderId', 'backendOrderId', 'orderNumber', 'transferedAt'],
} as const;

/**
 * POST /api/order (contract §4). The body is checked by validateOrder, which lists every reason
 * in words (a JSON schema here would stop at Fastify's first message), so the route schema only
 * says "an object".
 */
const order: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const options = {
    // Orders carry full product objects: far past vsf-api's 100 kB default (contract §1.1).
    bodyLimit: 2 * 1024 * 1024,
    schema: {
      body: { type: 'object' },
      response: { 200: { type: 'object', properties: { code: { type: 'integer' }, result: confirmation }, required: ['code', 'result'] } },
    },
  };
  const place = (opts: { pendingPayment?: boolean }) => async (request: FastifyRequest) => {
    // With a token the order is the customer's (401 for an expired one: the client refreshes and resends).
    const who = await app.auth.principal(request);
    const result = await placeOrder(db, storeViewOf(request), request.body, new Date(), who?.customerId ?? null, opts);
    app.mailer.kick();
    if (!opts.pendingPayment) return { code: 200, result };
    return { code: 200, result: { ...result, grandTotal: await orderGrandTotal(db, result.backendOrderId) } };
  };

  app.post('/', options, place({}));
  // POST /api/order/save-pending-order (spec 000 §7): the same validation and prices as above, the same
  // idempotency on order_id; the order waits for an online payment (status and payment_state 'pending')
  // and its checkoutReference for the provider create calls is its order_id (routes/payments).
  app.post('/save-pending-order', options, place({ pendingPayment: true }));
};

export default order;
