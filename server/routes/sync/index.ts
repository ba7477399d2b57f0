import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { typed } from '../jsonSchema.ts';
import { orderStatus } from '../../services/order/orderRepo.ts';

/**
 * GET /api/sync/order/:order_id (contract §9): was the order with this client order_id stored?
 * Anyone who has (or guesses) an order id can ask, so the answer is the contract's fields only:
 * stored or not, and when; never the order's number, status, total or contents.
 */
const sync: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get(
    '/order/:order_id',
    {
      schema: {
        params: { type: 'object', properties: { order_id: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['order_id'] },
        response: {
          200: {
            type: 'object',
            properties: {
              code: { type: 'integer' },
              result: {
                anyOf: [
                  { type: 'null' },
                  {
                    type: 'object',
                    properties: typed({
                      platform_order_id: 'integer',
                      transmited: 'boolean',
                      transmited_at: 'string',
                      platform: 'string',
                      order: 'null',
                    }),
                  },
                ],
              },
            },
          },
        },
      },
    },
    async (request) => {
      const found = await orderStatus(db, (request.params as { order_id: string }).order_id);
      if (!found) return { code: 200, result: null };
      return {
        code: 200,
        result: {
          platform_order_id: Number(found.id),
          transmited: true,
          transmited_at: new Date(found.created_at).toISOString(),
          platform: 'embedded',
          order: null,
        },
      };
    },
  );
};

export default sync;
