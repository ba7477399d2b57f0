import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { activeStoreLocations } from '../../services/stores/storeLocations.ts';

const response = {
  200: {
    type: 'object',
    properties: { code: { type: 'integer' }, result: { type: 'array', items: { type: 'object', additionalProperties: true } } },
    required: ['code', 'result'],
  },
};

/** GET /api/ext/stores: the open stores and pick-up points (store locator, collect in store). */
const stores: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/', { schema: { response } }, async () => ({ code: 200, result: await activeStoreLocations(db) }));
};

export default stores;
