import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';

/** GET /api/ → {"version":"1.12.5"}: not enveloped, as vsf-api (scripts wait for it). */
const root: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  app.get(
    '/',
    {
      schema: {
        response: { 200: { type: 'object', properties: { version: { type: 'string' } }, required: ['version'] } },
      },
    },
    async () => ({ version: config.apiVersion }),
  );
};

export default root;
