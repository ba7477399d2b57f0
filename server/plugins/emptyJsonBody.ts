import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An empty body sent with `Content-Type: application/json` means "no body" (issue 12): the Vue
 * Storefront 1 client POSTs /api/cart/create, apply-coupon, delete-coupon, add-voucher… that way,
 * and Fastify's own parser refuses such a request with 400. Everything else is Fastify's parser
 * unchanged (prototype-poisoning protection, route body limits).
 */
export default fp(
  async function emptyJsonBody(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if ((body as string).trim() === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });
  },
  { name: 'empty-json-body' },
);
