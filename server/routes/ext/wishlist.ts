import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { addToWishlist, listWishlist, removeFromWishlist, WISHLIST_MAX_ITEMS } from '../../services/wishlist/wishlistRepo.ts';

const sku = { type: 'string', minLength: 1, maxLength: 128 } as const;
const tokenQuery = { type: 'object', properties: { token: { type: 'string' } } } as const;
const addBody = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: WISHLIST_MAX_ITEMS,
      items: { type: 'object', required: ['sku'], additionalProperties: false, properties: { sku, qty: { type: 'integer', minimum: 1, maximum: 1 } } },
    },
  },
} as const;
const removeBody = {
  type: 'object',
  required: ['skus'],
  additionalProperties: false,
  properties: { skus: { type: 'array', minItems: 1, maxItems: WISHLIST_MAX_ITEMS, items: sku } },
} as const;
const listEnvelope = {
  200: {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      result: {
        type: 'object',
        properties: {
          items: {
            type: 'array',
            items: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer' }, added_at: { type: 'string' } } },
          },
        },
      },
    },
  },
} as const;

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * /api/ext/wishlist — the signed-in shopper's wishlist on the server (issue 10; docs/wishlist-api.md).
 * Always the token's own list: nothing in a request can name another customer (additional
 * properties are refused), so there is nothing to check beyond the token itself.
 */
const wishlist: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/', { schema: { querystring: tokenQuery, response: listEnvelope } }, async (request, reply) => {
    noStore(reply);
    const who = await app.auth.requirePrincipal(request);
    return { code: 200, result: { items: await listWishlist(db, who.customerId) } };
  });

  app.post('/add', { schema: { querystring: tokenQuery, body: addBody, response: listEnvelope } }, async (request, reply) => {
    noStore(reply);
    const who = await app.auth.requirePrincipal(request);
    const { items } = request.body as { items: { sku: string }[] };
    return {
      code: 200,
      result: {
        items: await addToWishlist(
          db,
          who.customerId,
          items.map((i) => i.sku),
        ),
      },
    };
  });

  app.post('/remove', { schema: { querystring: tokenQuery, body: removeBody, response: listEnvelope } }, async (request, reply) => {
    noStore(reply);
    const who = await app.auth.requirePrincipal(request);
    const { skus } = request.body as { skus: string[] };
    return { code: 200, result: { items: await removeFromWishlist(db, who.customerId, skus) } };
  });
};

export default wishlist;
