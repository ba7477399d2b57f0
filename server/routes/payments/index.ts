import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { ApiError, badRequest } from '../../services/apiError.ts';
import type { PaymentAdapter } from '../../services/payments/adapter.ts';
import { createCheckout, type CheckoutInput } from '../../services/payments/createCheckout.ts';
import { paymentByReference } from '../../services/payments/paymentRepo.ts';
import { paymentStatus } from '../../services/payments/paymentStatus.ts';
import { ADAPTERS } from '../../services/payments/sandboxAdapters.ts';

const anyObject = { type: 'object', additionalProperties: true } as const;
const amount = { type: ['number', 'string'] } as const;
const checkoutBody = {
  type: 'object',
  properties: {
    grandTotal: amount,
    checkoutReference: { type: 'string', maxLength: 100 },
    paymentCode: { type: 'string' },
    shopperResultUrl: { type: 'string' },
  },
  required: ['grandTotal', 'checkoutReference'],
} as const;
const reply200 = { 200: { type: 'object', properties: { code: { type: 'integer' }, result: anyObject }, required: ['code', 'result'] } };
const refQuery = { type: 'object', properties: { ref: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['ref'] } as const;

/** The sandbox pages live on this server: absolute so a PWA on another origin can send the shopper there. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Payment provider endpoints (spec 001 §7; DESIGN decision 8), registered under /api:
 * create calls per provider, the process-order look-ups, the card checkout id (endpoint /api/card),
 * the PayPal-style execute step, and GET|POST /api/payments/status for the /order/status page.
 */
const payments: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const create = (adapter: PaymentAdapter, returnUrlOf: (request: FastifyRequest) => unknown) => async (request: FastifyRequest) => {
    const body = request.body as CheckoutInput;
    const origins = [config.accounts.publicUrl, originOf(request)];
    const record = await createCheckout(db, adapter, { ...body, returnUrl: returnUrlOf(request) }, origins);
    return { code: 200, result: adapter.checkoutAnswer(record, originOf(request) + adapter.pagePath(record)) };
  };
  const shopperResultUrl = (request: FastifyRequest) => (request.body as { shopperResultUrl?: unknown }).shopperResultUrl;
  const post = (url: string, adapter: PaymentAdapter, returnUrl = shopperResultUrl, querystring?: object) =>
    app.post(url, { schema: { body: checkoutBody, ...(querystring ? { querystring } : {}), response: reply200 } }, create(adapter, returnUrl));

  post('/zapper/create-checkout', ADAPTERS.zapper);
  post('/paygate/create-checkout', ADAPTERS.paygate);
  post('/payjustnow/create-checkout', ADAPTERS.payjustnow);
  const ikhokhaReturn = (request: FastifyRequest) => (request.query as { returnurlbase?: string }).returnurlbase;
  const ikhokhaQuery = { type: 'object', properties: { returnurlbase: { type: 'string', maxLength: 2000 } } };
  post('/ikhokha/create-paylink', ADAPTERS.ikhokha, ikhokhaReturn, ikhokhaQuery);
  post('/ikhokha/create-checkout', ADAPTERS.ikhokha, ikhokhaReturn, ikhokhaQuery);
  // Card checkout id: {endpoint} = /api/card, answering {code, result: {id, result: {code, description}, ndc, redirectUrl}}.
  post('/card/checkoutid', ADAPTERS.card);
  post('/paypal/create-payment', ADAPTERS.paypal);

  // process-order (PayJustNow, iKhokha): the order's state from our records, for that provider's attempt only.
  for (const provider of ['payjustnow', 'ikhokha'] as const) {
    app.get(`/${provider}/process-order`, { schema: { querystring: refQuery, response: reply200 } }, async (request) => {
      const ref = (request.query as { ref: string }).ref;
      const found = await paymentByReference(db, ref);
      if (!found || found.provider !== provider) throw new ApiError(404, 'Payment not found');
      return { code: 200, result: await paymentStatus(db, { ref }) };
    });
  }

  // PayPal-style execute: the body is passed through (paymentID/paymentId, payerID); the answer says
  // what our records say. A payment the payer has not approved on the provider page is not executed.
  app.post('/paypal/execute', { schema: { body: anyObject, response: reply200 } }, async (request) => {
    const body = request.body as Record<string, unknown>;
    const id = body.paymentID ?? body.paymentId ?? body.id;
    if (typeof id !== 'string' || !id) throw badRequest('paymentID is required');
    const found = await paymentByReference(db, id);
    if (!found || found.provider !== 'paypal') throw new ApiError(404, 'Payment not found');
    const status = await paymentStatus(db, { id });
    if (found.state !== 'paid') throw badRequest(found.state === 'pending' ? 'PAYMENT_NOT_APPROVED_FOR_EXECUTION' : `PAYMENT_${found.state.toUpperCase()}`);
    return {
      code: 200,
      result: {
        id,
        state: 'approved',
        payer: { payer_id: found.providerIds.payer_id },
        transactions: [{ amount: { total: found.amount.toFixed(2), currency: found.currency } }],
        order: status,
      },
    };
  });

  // The /order/status page's question: the query values of spec 001 §2, as query (GET) or JSON body (POST).
  const statusSchema = { response: reply200 };
  app.get('/payments/status', { schema: { querystring: anyObject, ...statusSchema } }, async (request) => ({
    code: 200,
    result: await paymentStatus(db, request.query as Record<string, unknown>),
  }));
  app.post('/payments/status', { schema: { body: anyObject, ...statusSchema } }, async (request) => ({
    code: 200,
    result: await paymentStatus(db, request.body as Record<string, unknown>),
  }));
};

export default payments;
