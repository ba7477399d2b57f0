import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/index.ts';
import type { RouteDeps } from '../deps.ts';
import { checkEmail } from '../../services/user/accounts.ts';
import { customerById } from '../../services/user/customerRepo.ts';
import { ApiError } from '../../services/apiError.ts';
import { UNAUTHORIZED } from '../../services/auth/sessions.ts';
import { isSubscribed, subscribe, unsubscribe, unsubscribeWithKey } from '../../services/newsletter/subscribers.ts';
import { mailViewOf } from '../../services/storeViews.ts';

const emailBody = { type: 'object', properties: { email: { type: 'string', maxLength: 254 } } } as const;
const unsubscribeQuery = { type: 'object', properties: { ...emailBody.properties, key: { type: 'string', maxLength: 100 } } } as const;

export const NOT_YOUR_ADDRESS = 'You can only unsubscribe the e-mail address of your own account.';
export const SIGN_IN_OR_LINK = 'To unsubscribe, sign in or open the link in our newsletter e-mail.';
export const LINK_NOT_VALID = 'This unsubscribe link is not valid. Please open the link in our newsletter e-mail again.';
const trueEnvelope = { 200: { type: 'object', properties: { code: { type: 'integer' }, result: { type: 'boolean' } } } } as const;

/** Ends the subscription a mailed link names: its address and key must belong together. */
async function endWithKey(db: Queryable, named: unknown, key: unknown): Promise<void> {
  const email = checkEmail(named);
  if (typeof key !== 'string' || key === '') throw new ApiError(401, SIGN_IN_OR_LINK);
  if (!(await unsubscribeWithKey(db, email, key))) throw new ApiError(403, LINK_NOT_VALID);
}

/** /api/ext/mailchimp-subscribe/subscribe — the newsletter (spec 001 §7), stored in our database. */
const newsletter: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.post('/subscribe', { schema: { body: emailBody, response: trueEnvelope } }, async (request) => {
    await app.rateLimit(request, { name: 'subscribe', max: 30, windowSeconds: 3600 });
    const email = checkEmail((request.body as { email?: unknown } | undefined)?.email);
    const target = { publicUrl: config.accounts.publicUrl, view: mailViewOf(request, config.multistore) };
    if (await subscribe(db, email, target)) app.mailer.kick();
    return { code: 200, result: true };
  });

  // Ends a subscription: the signed-in shopper's own (the address, if named, must be the account's),
  // or the one a newsletter mail's link names, with its key (services/newsletter/subscribers.ts).
  // A bare address is not enough: anyone could take anyone off the list. The address and key come
  // in a JSON body (vsf-api) or in the query (a DELETE without a body).
  app.delete('/subscribe', { schema: { querystring: unsubscribeQuery, response: trueEnvelope } }, async (request) => {
    const body = (request.body ?? {}) as { email?: unknown; key?: unknown };
    const query = request.query as { email?: unknown; key?: unknown };
    const named = body.email ?? query.email;
    const who = await app.auth.principal(request);
    if (who) {
      const customer = await customerById(db, who.customerId);
      if (!customer) throw new ApiError(401, UNAUTHORIZED);
      if (named !== undefined && checkEmail(named).toLowerCase() !== customer.email.toLowerCase()) throw new ApiError(403, NOT_YOUR_ADDRESS);
      await unsubscribe(db, customer.email);
      return { code: 200, result: true };
    }
    await endWithKey(db, named, body.key ?? query.key);
    return { code: 200, result: true };
  });

  // One-click (RFC 8058): a mail program's own "Unsubscribe" posts `List-Unsubscribe=One-Click`,
  // form-encoded or multipart, to the address in the mail's List-Unsubscribe header, which names
  // the address and key in its query (services/newsletter/subscribers.ts). The body says nothing
  // more and is not read; a GET (a link scanner's) ends nothing.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    oneClick.post('/unsubscribe', { schema: { querystring: unsubscribeQuery, response: trueEnvelope } }, async (request) => {
      const { email, key } = request.query as { email?: unknown; key?: unknown };
      await endWithKey(db, email, key);
      return { code: 200, result: true };
    });
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
      if (!customer) throw new ApiError(401, UNAUTHORIZED);
      return { code: 200, result: { email: customer.email, subscribed: await isSubscribed(db, customer.email) } };
    },
  );
};

export default newsletter;
