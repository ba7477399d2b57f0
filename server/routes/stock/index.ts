import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { httpCache } from '../../plugins/httpCache.ts';
import { badRequest, notFound } from '../../services/apiError.ts';
import { findBySku, findBySkus } from '../../services/catalog/products.ts';
import { stockItemOf } from '../../services/stock/stockItem.ts';
import { storeViewOf } from '../../services/storeViews.ts';

const stockItem = {
  type: 'object',
  additionalProperties: true,
  properties: { item_id: { type: 'integer' }, product_id: { type: 'integer' }, qty: { type: 'number' }, is_in_stock: { type: 'boolean' } },
} as const;
const envelope = (result: object) => ({ 200: { type: 'object', properties: { code: { type: 'integer' }, result } } });

/**
 * Stock (contract §5), read from the product documents as vsf-api's elastic-stock extension does
 * (the request's store view's; every view's copy of a product holds the same stock).
 * Missing parameters are 400 with vsf-api's messages (it answered 500).
 */
const stock: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // Stock is checked before a line is added: always revalidated (a 304 when unchanged). The view
  // may be named by a header (storeViewOf), which caches must then key the answer by.
  await httpCache(app, { sharedMaxAge: 0, varyBy: ['x-vs-store-code'] });
  const check = async (request: FastifyRequest, sku: string | undefined) => {
    if (!sku) throw badRequest('sku parameter is required');
    const match = await findBySku(db, storeViewOf(request).storeCode, sku);
    if (!match) throw notFound('No stock information for given sku');
    return { code: 200, result: stockItemOf(match) };
  };
  const schema = { response: envelope(stockItem) };
  app.get('/check', { schema: { ...schema, querystring: { type: 'object', properties: { sku: { type: 'string', maxLength: 255 } } } } }, async (request) =>
    check(request, (request.query as { sku?: string }).sku),
  );
  app.get('/check/:sku', { schema: { ...schema, params: { type: 'object', properties: { sku: { type: 'string', maxLength: 255 } } } } }, async (request) =>
    check(request, (request.params as { sku?: string }).sku),
  );

  app.get(
    '/list',
    {
      schema: {
        querystring: { type: 'object', properties: { skus: { type: 'string', maxLength: 20_000 } } },
        response: envelope({ type: 'array', items: stockItem }),
      },
    },
    async (request) => {
      const raw = (request.query as { skus?: string }).skus;
      if (!raw) throw badRequest('skus parameter is required');
      const skus = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!skus.length) throw badRequest('skus parameter is required');
      const found = await findBySkus(db, storeViewOf(request).storeCode, skus);
      // Input order; unknown skus are skipped.
      return { code: 200, result: skus.flatMap((sku) => (found.has(sku) ? [stockItemOf(found.get(sku)!)] : [])) };
    },
  );
};

export default stock;
