import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { typed } from '../jsonSchema.ts';
import { parseSearchRequest } from '../../services/catalog/searchRequest.ts';
import { searchCatalog } from '../../services/catalog/searchCatalog.ts';
import { storeViewsOf } from '../../services/storeViews.ts';
import { customerGroupOf, groupInputOf, withCustomerGroup } from '../../services/catalog/customerGroup.ts';
import { httpCache } from '../../plugins/httpCache.ts';

/** Seconds a shared cache (a CDN) may keep a catalogue answer; see plugins/httpCache.ts. */
export const CATALOG_SHARED_MAX_AGE = 30;

/** Prices for a customer group are the caller's own: not for shared caches. */
const personal = (q: Record<string, unknown>) =>
  q.groupToken !== undefined || q.groupId !== undefined || (typeof q.request === 'string' && /"group(Token|Id)"/.test(q.request));

const params = {
  type: 'object',
  properties: { index: { type: 'string', maxLength: 100 }, type: { type: 'string', maxLength: 100 } },
  required: ['index', 'type'],
} as const;

const querystring = {
  type: 'object',
  properties: {
    request: { type: 'string', maxLength: 100_000 },
    response_format: { type: 'string', enum: ['compact', 'standard'] },
    ...typed({
      request_format: 'string',
      size: 'string',
      from: 'string',
      sort: 'string',
      _source_include: 'string',
      _source_exclude: 'string',
      _source_includes: 'string',
      _source_excludes: 'string',
    }),
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

/**
 * The answer is written by JSON.stringify, not by a serialiser compiled from the schema: the
 * documents are free-form, so fast-json-stringify handed each of their fields to JSON.stringify
 * anyway and joined the pieces into a long string the ETag hash then had to flatten (~0.6 ms
 * for 50 hits, against ~0.2 ms). Same bytes: searchCatalog writes the schema's keys first.
 * It is encoded to UTF-8 once, here: the ETag hash and the socket (or the compressor) would
 * each encode the string again, and product texts (dashes, accents) make it a two-byte string,
 * which encodes slowly (~1.4 ms each for a 280 kB page of hits).
 */
const serializerCompiler = () => (data: unknown) => Buffer.from(JSON.stringify(data)) as unknown as string;

/** /api/catalog/:index/:type/_search, GET (?request=) and POST (body) — contract §6. */
const catalog: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  await httpCache(app, { sharedMaxAge: CATALOG_SHARED_MAX_AGE, personal });
  const handler = async (request: FastifyRequest) => {
    const { index, type } = request.params as { index: string; type: string };
    const req = parseSearchRequest({ index, type, query: request.query as Record<string, unknown>, body: request.body, views: storeViewsOf(request) });
    // Spec 000 §6: prices for the shopper's customer group (groupToken/groupId in the query or the URL).
    if (req.type === 'product') req.view = withCustomerGroup(req.view, await customerGroupOf(db, config, groupInputOf(req.query, request.query)));
    return searchCatalog(db, req);
  };
  app.get('/:index/:type/_search', { schema: { params, querystring, response }, serializerCompiler }, handler);
  app.post('/:index/:type/_search', { schema: { params, querystring, response }, serializerCompiler }, handler);
};

export default catalog;
