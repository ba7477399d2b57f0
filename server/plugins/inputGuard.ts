import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { firstUnstorableText } from '../../src/domain/wellFormedText.ts';
import { unstorableText } from '../services/apiError.ts';
import { isPageAddress } from './static.ts';

/**
 * Refuses, before any route runs, a query, path parameter or JSON body holding text the database
 * cannot store (U+0000, unpaired surrogates): a 400 naming the field, where PostgreSQL would
 * have failed the request with a 500 halfway through (issue 12). A shopper who opens a page's
 * address holding such text gets the page instead of a JSON error: it then adds nothing of that
 * address's own from the database (spaIndex.ts), and what it asks the API for meets this guard.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request, reply) => {
      for (const [part, value] of [
        ['querystring', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        if (Buffer.isBuffer(value)) continue;
        const where = firstUnstorableText(value);
        if (where !== null) {
          if (app.spaFallback && isPageAddress(request)) {
            await app.spaFallback(request, reply);
            return reply;
          }
          throw unstorableText(part, where);
        }
      }
    });
  },
  { name: 'inputGuard' },
);
