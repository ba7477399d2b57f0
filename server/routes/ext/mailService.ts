import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { strings } from '../jsonSchema.ts';
import { ApiError } from '../../services/apiError.ts';
import { issueMailToken, mailTokenValid } from '../../services/mail/contactToken.ts';
import { enqueueMail } from '../../services/mail/outbox.ts';
import { contactCopyMail, contactMail } from '../../services/mail/templates.ts';
import { checkEmail } from '../../services/user/accounts.ts';

export const NOT_AUTHORIZED = 'Email is not authorized!';
export const NOT_WHITELISTED = 'Target email address is not from the whitelist!';

const letterBody = {
  type: 'object',
  properties: {
    ...strings({ sourceAddress: 254, targetAddress: 254, subject: 200, emailText: 10000, token: 1000 }),
    confirmation: { type: 'boolean' },
  },
} as const;

/** /api/ext/mail-service — the contact form (vsf-api's mail-service extension, spec 001 §7). */
const mailService: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/get-token',
    { schema: { response: { 200: { type: 'object', properties: { code: { type: 'integer' }, result: { type: 'string' } } } } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { code: 200, result: issueMailToken(await app.auth.secret()) };
    },
  );

  app.post(
    '/send-email',
    { schema: { body: letterBody, response: { 200: { type: 'object', properties: { code: { type: 'integer' }, result: { type: 'boolean' } } } } } },
    async (request) => {
      const b = (request.body ?? {}) as Record<string, unknown>;
      if (!mailTokenValid(await app.auth.secret(), b.token)) throw new ApiError(403, NOT_AUTHORIZED);
      await app.rateLimit(request, { name: 'contact', max: 20, windowSeconds: 3600 });
      const sourceAddress = checkEmail(b.sourceAddress);
      // Only the shop's own address: otherwise anyone could send mail to anybody through us.
      if (typeof b.targetAddress !== 'string' || b.targetAddress.trim().toLowerCase() !== config.accounts.mailFrom.toLowerCase()) {
        throw new ApiError(400, NOT_WHITELISTED);
      }
      const subject = typeof b.subject === 'string' ? b.subject.replace(/[\r\n]+/g, ' ').trim() : '';
      const emailText = typeof b.emailText === 'string' ? b.emailText.trim() : '';
      if (!subject || !emailText) throw new ApiError(400, 'subject and emailText: Field is required');
      const letter = { sourceAddress, subject, emailText };
      await db.transaction(async (tx) => {
        await enqueueMail(tx, contactMail(config.accounts.mailFrom, letter));
        if (b.confirmation === true) await enqueueMail(tx, contactCopyMail(letter));
      });
      app.mailer.kick();
      return { code: 200, result: true };
    },
  );
};

export default mailService;
