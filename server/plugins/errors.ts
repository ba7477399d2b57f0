import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../services/apiError.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by plugins/static.ts: answers a browser navigation with the SPA's index.html. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  }
}

/** Fastify's schema messages say "body/cartItem must have…"; make them read as a sentence. */
function validationMessage(err: FastifyError): string {
  return `Invalid request: ${err.message}`;
}

/**
 * The one error handler (STYLE 12, DESIGN decision 9): every failure is the contract's envelope
 * with HTTP status = code. Bad input is a 4xx with a clear message (vsf-api answered 500 for
 * most of them); a 5xx never shows internals. Unknown routes get JSON, not Express's HTML 404.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) return reply.code(error.code).send({ code: error.code, result: error.result });
      const err = error as FastifyError;
      if (err.validation) return reply.code(400).send({ code: 400, result: validationMessage(err) });
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply.code(status).send({ code: status, result: 'Internal server error' });
      }
      return reply.code(status).send({ code: status, result: err.message });
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/img/');
      if (!isApi && app.spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
        return app.spaFallback(request, reply);
      }
      return reply.code(404).send({ code: 404, result: `Route ${request.method} ${url} not found` });
    });
  },
  { name: 'errors' },
);
