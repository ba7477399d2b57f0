import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { parseSearchRequest } from '../../services/catalog/searchRequest.ts';
import { searchCatalog } from '../../services/catalog/searchCatalog.ts';
import { storeViewsOf } from '../../services/storeViews.ts';
import { customerGroupOf, groupInputOf, withCustomerGroup } from '../../services/catalog/customerGroup.ts';

const params = {
  type: 'object',
  properties: { index: { type: 'string', maxLength: 100 }, type: { type: 'string', maxLength: 100 } },
  required: ['index', 'type'],
} as const;

const querystring = {
  type: 'object',
  properties: {
    request: { type: 'string', maxLength: 100_000 },
    request_format: { type: 'string' },
    response_format: { type: 'string', enum: ['compact', 'standard'] },
    size: { type: 'string' },
    from: { type: 'string' },
    sort: { type: 'string' },
    _source_include: { type: 'string' },
    _source_exclude: { type: 'string' },
    _source_includes: { type: 'string' },
    _source_excludes: { type: 'string' },
  },
} as const;

// Documents are free-form: the schema names the envelope, not every catalogue field.
const anyObject = { type: 'object', additionalProperties: true } as const;
const response = {
  200: {
    type: 'object',
    additionalProperties: true,
    properties: {
      hits: { anyOf: [{ type: 'array', items: anyObject }, anyObject] },
      total: { type: 'integer' },
      aggregations: anyObject,
    },
  },
} as const;

/** /api/catalog/:index/:type/_search, GET (?request=) and POST (body) — contract §6. */
const catalog: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const handler = async (request: FastifyRequest) => {
    const { index, type } = request.params as { index: string; type: string };
    const req = parseSearchRequest({ index, type, query: request.query as Record<string, unknown>, body: request.body, views: storeViewsOf(request) });
    // Spec 000 §6: prices for the shopper's customer group (groupToken/groupId in the query or the URL).
    if (req.type === 'product') req.view = withCustomerGroup(req.view, await customerGroupOf(db, config, groupInputOf(req.query, request.query)));
    return searchCatalog(db, req);
  };
  app.get('/:index/:type/_search', { schema: { params, querystring, response } }, handler);
  app.post('/:index/:type/_search', { schema: { params, querystring, response } }, handler);
};

export default catalog;
