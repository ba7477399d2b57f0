import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { checkEmail } from '../../services/user/accounts.ts';
import { customerById } from '../../services/user/customerRepo.ts';
import { ApiError } from '../../services/apiError.ts';
import { isSubscribed, subscribe, unsubscribe } from '../../services/newsletter/subscribers.ts';
import { storeViewOf } from '../../services/storeViews.ts';

const emailBody = { type: 'object', properties: { email: { type: 'string', maxLength: 254 } } } as const;
const trueEnvelope = { 200: { type: 'object', properties: { code: { type: 'integer' }, result: { type: 'boolean' } } } } as const;

/** /api/ext/mailchimp-subscribe/subscribe — the newsletter (spec 001 §7), stored in our database. */
const newsletter: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post('/subscribe', { schema: { body: emailBody, response: trueEnvelope } }, async (request) => {
    await app.rateLimit(request, { name: 'subscribe', max: 30, windowSeconds: 3600 });
    const email = checkEmail((request.body as { email?: unknown } | undefined)?.email);
    if (await subscribe(db, email, storeViewOf(request).language)) app.mailer.kick();
    return { code: 200, result: true };
  });

  // The address in a JSON body (vsf-api) or in ?email= (a DELETE without a body).
  app.delete('/subscribe', { schema: { querystring: emailBody, response: trueEnvelope } }, async (request) => {
    const body = (request.body ?? {}) as { email?: unknown };
    const query = request.query as { email?: unknown };
    await unsubscribe(db, checkEmail(body.email ?? query.email));
    return { code: 200, result: true };
  });

  // The signed-in shopper's own status (the account's newsletter page); never by a bare address.
  app.get(
    '/subscribe',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { code: { type: 'integer' }, result: { type: 'object', properties: { email: { type: 'string' }, subscribed: { type: 'boolean' } } } },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const who = await app.auth.requirePrincipal(request);
      const customer = await customerById(db, who.customerId);
      if (!customer) throw new ApiError(401, "The consumer isn't authorized to access self.");
      return { code: 200, result: { email: customer.email, subscribed: await isSubscribed(db, customer.email) } };
    },
  );
};

export default newsletter;
