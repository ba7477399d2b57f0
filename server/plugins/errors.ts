import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError } from '../services/apiError.ts';
import { translateMessage, translateResult } from '../services/messages/apiMessages.ts';
import { schemaErrorMessage } from '../services/messages/schemaMessages.ts';
import { storeViewOf } from '../services/storeViews.ts';
import { isApiPath } from './static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by plugins/static.ts: answers a browser navigation with the SPA's index.html. */
    spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  }
}

/** Status and envelope message of an error code; `default` answers every code not listed. */
type Answers = Record<string, [number, string]> & { default: [number, string] };
const answerOf = (code: string | undefined, answers: Answers) => (code !== undefined && Object.hasOwn(answers, code) ? answers[code] : answers.default);

const CLIENT_ERRORS: Answers = {
  HPE_HEADER_OVERFLOW: [431, 'Request header fields too large (the URL counts as one)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout'],
  default: [400, 'Malformed HTTP request'],
};

const FRAMEWORK_ERRORS: Answers = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI too long'],
  FST_ERR_BAD_URL: [400, 'The URL is not valid percent-encoded UTF-8'],
  default: [400, 'Bad request'],
};

/**
 * Errors Node's HTTP parser raises before there is a request (Fastify's `clientErrorHandler`): a
 * request line or headers over the size limit (431) or an unparsable request (400). The answer is
 * the envelope like every other one; the URL is unknown here, so this holds for /api and the rest.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, result] = answerOf(err.code, CLIENT_ERRORS);
  const body = JSON.stringify({ code, result });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait when the database is not reachable. */
const DATABASE_RETRY_AFTER_S = 5;

/** The language of the request's store view: error messages are written in it (issue 13, docs/api-messages.md). */
const languageOf = (request: FastifyRequest): string => storeViewOf(request).language;

/** Router errors (Fastify's `frameworkErrors`): an undecodable path (400), a path parameter over the limit (414). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [code, result] = answerOf(error.code, FRAMEWORK_ERRORS);
  void reply.code(code).send({ code, result: translateMessage(result, languageOf(request)) });
}

/**
 * The one error handler (STYLE 12, DESIGN decision 9): every failure is the contract's envelope
 * with HTTP status = code. Bad input is a 4xx with a clear message (vsf-api answered 500 for
 * most of them); a 5xx never shows internals. Unknown routes get JSON, not Express's HTML 404.
 * Messages are thrown in English and written here in the language of the request's store view.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      const language = languageOf(request);
      if (error instanceof ApiError) return reply.code(error.code).send({ code: error.code, result: translateResult(error.result, language) });
      const err = error as FastifyError;
      if (err.validation) return reply.code(400).send({ code: 400, result: schemaErrorMessage(err, language) });
      if (isDatabaseUnavailable(error)) {
        // Not the request's fault and not for ever (out of reach, a statement canceled at the
        // statement timeout, a deadlock broken): clients send it again (the order queue does).
        request.log.error({ err }, 'database unavailable');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
        return reply.code(503).send({ code: 503, result: translateMessage(UNAVAILABLE, language) });
      }
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply.code(status).send({ code: status, result: translateMessage('Internal server error', language) });
      }
      return reply.code(status).send({ code: status, result: translateMessage(err.message, language) });
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (!isApiPath(url) && app.spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
        return app.spaFallback(request, reply);
      }
      return reply.code(404).send({ code: 404, result: translateMessage(`Route ${request.method} ${url} not found`, languageOf(request)) });
    });
  },
  { name: 'errors' },
);
