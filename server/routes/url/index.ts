import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { httpCache } from '../../plugins/httpCache.ts';
import { typed } from '../jsonSchema.ts';
import { badRequest } from '../../services/apiError.ts';
import { mapUrl } from '../../services/url/mapUrl.ts';
import { storeViewOf } from '../../services/storeViews.ts';
import { customerGroupOf, groupInputOf, withCustomerGroup } from '../../services/catalog/customerGroup.ts';

const fieldList = { type: ['array', 'null'], items: { type: 'string' } } as const;

/** POST /api/url/map — contract §7: the raw hit for an exact url_path / identifier, else null. */
const url: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  await httpCache(app, { sharedMaxAge: 0 });
  app.post(
    '/map',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            url: { type: 'string', maxLength: 2000 },
            includeFields: fieldList,
            excludeFields: fieldList,
            // Spec 000 §7: the client also sends options and filters {sku}; like vsf-api they change nothing.
            groupToken: { type: ['string', 'null'], maxLength: 4000 },
            groupId: { type: ['integer', 'string', 'null'] },
          },
        },
        response: {
          200: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                properties: {
                  ...typed({ _index: 'string', _type: 'string', _id: 'string', _score: 'number' }),
                  _source: { type: 'object', additionalProperties: true },
                },
              },
            ],
          },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { url?: string; includeFields?: string[] | null; excludeFields?: string[] | null };
      if (!body.url) throw badRequest('Missing url');
      // Spec 000 §6: a product is priced for the shopper's customer group (groupToken / groupId).
      const view = withCustomerGroup(storeViewOf(request), await customerGroupOf(db, config, groupInputOf(request.body)));
      const hit = await mapUrl(db, view, body.url, body.includeFields ?? null, body.excludeFields ?? null);
      // A miss is HTTP 200 with the JSON body null, as vsf-api answers.
      return reply.type('application/json').send(hit === null ? 'null' : hit);
    },
  );
};

export default url;
