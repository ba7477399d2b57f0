import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { ApiError, badRequest } from '../../services/apiError.ts';
import { OUTCOME_STATE, type PaymentAdapter, type PaymentOutcome, type PaymentRecord } from '../../services/payments/adapter.ts';
import { orderById, paymentByReference, settlePayment } from '../../services/payments/paymentRepo.ts';
import { adapterOf } from '../../services/payments/sandboxAdapters.ts';
import { sandboxPage } from './sandboxPage.ts';

const params = {
  type: 'object',
  properties: { provider: { type: 'string', maxLength: 20 }, reference: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['provider', 'reference'],
} as const;

/** The attempt's return URL with this provider's query values (a path stays a path). */
export function returnHref(adapter: PaymentAdapter, p: PaymentRecord): string {
  const relative = p.returnUrl.startsWith('/');
  const url = new URL(p.returnUrl, 'http://relative.invalid');
  for (const [k, v] of Object.entries(adapter.returnQuery(p, p.state))) url.searchParams.set(k, v);
  return relative ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * The sandbox provider pages (DESIGN decision 8): GET /sandbox/<provider>/<reference> shows the
 * attempt; POST with outcome=pay|cancel|fail settles it as the provider would, then 303 back to
 * the shop's /order/status with that provider's query values.
 */
const sandbox: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // HTML forms post urlencoded bodies; parsed here only (encapsulated to this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function attempt(request: FastifyRequest): Promise<{ adapter: PaymentAdapter; payment: PaymentRecord }> {
    const { provider, reference } = request.params as { provider: string; reference: string };
    const adapter = adapterOf(provider);
    const payment = adapter ? await paymentByReference(db, reference) : null;
    if (!adapter || !payment || payment.provider !== adapter.provider) throw new ApiError(404, 'Payment not found');
    return { adapter, payment };
  }

  app.get('/sandbox/:provider/:reference', { schema: { params } }, async (request, reply) => {
    const { adapter, payment } = await attempt(request);
    const order = await orderById(db, payment.orderRef);
    const pageUrl = `${request.protocol}://${request.host}${adapter.pagePath(payment)}`;
    const html = await sandboxPage({ adapter, payment, orderNumber: order.orderNumber, pageUrl, returnHref: returnHref(adapter, payment) });
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.post(
    '/sandbox/:provider/:reference',
    { schema: { params, body: { type: 'object', properties: { outcome: { type: 'string' } } } } },
    async (request, reply) => {
      const { adapter, payment } = await attempt(request);
      const outcome = (request.body as { outcome?: string } | undefined)?.outcome as PaymentOutcome | undefined;
      if (!outcome || !Object.hasOwn(OUTCOME_STATE, outcome)) throw badRequest('outcome must be pay, cancel or fail');
      // Settling twice (double click, two devices, replay) changes nothing the second time.
      const settled = await settlePayment(db, payment.reference, OUTCOME_STATE[outcome]);
      return reply.header('Cache-Control', 'no-store').redirect(returnHref(adapter, settled!.payment), 303);
    },
  );
};

export default sandbox;
