import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { resolveResetLink } from '../../services/user/passwordReset.ts';

/** GET /api/account/GetUserIDFromPasswordLink?forgotPasswordHash= : whose reset link this is (spec 001 §7). */
const account: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get(
    '/GetUserIDFromPasswordLink',
    {
      schema: {
        querystring: { type: 'object', properties: { forgotPasswordHash: { type: 'string', maxLength: 200 } } },
        response: {
          200: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              result: { type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string' }, resetToken: { type: 'string' } } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await app.rateLimit(request, { name: 'reset-link', max: 60, windowSeconds: 3600 });
      return { code: 200, result: await resolveResetLink(db, (request.query as { forgotPasswordHash?: string }).forgotPasswordHash) };
    },
  );
};

export default account;
