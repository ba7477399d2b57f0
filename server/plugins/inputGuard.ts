import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { firstUnstorableText } from '../../src/domain/wellFormedText.ts';
import { ApiError } from '../services/apiError.ts';

/**
 * Refuses, before any route runs, a query, path parameter or JSON body holding text the database
 * cannot store (U+0000, unpaired surrogates): a 400 naming the field, where PostgreSQL would
 * have failed the request with a 500 halfway through (issue 12).
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['querystring', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        if (Buffer.isBuffer(value)) continue;
        const where = firstUnstorableText(value);
        if (where !== null) {
          throw new ApiError(400, `Invalid request: ${part} ${where} contains a NUL character or a broken (unpaired surrogate) character`);
        }
      }
    });
  },
  { name: 'inputGuard' },
);
