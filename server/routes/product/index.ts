import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { strings } from '../jsonSchema.ts';
import { badRequest } from '../../services/apiError.ts';
import { customerGroupOf, withCustomerGroup } from '../../services/catalog/customerGroup.ts';
import { renderList } from '../../services/product/renderList.ts';
import { storeViewByStoreId, storeViewOf } from '../../services/storeViews.ts';

const MAX_SKUS = 500;
const prices = { type: 'object', additionalProperties: true, properties: { final_price: { type: 'number' }, regular_price: { type: 'number' } } } as const;
const item = {
  type: 'object',
  additionalProperties: true,
  properties: { id: { type: 'integer' }, sku: { type: 'string' }, price_info: prices },
} as const;

/**
 * GET /api/product/render-list?skus=a,b&currencyCode=ZAR&storeId=1[&userGroupId=][&token=]
 * → {code:200, result:{items:[…]}} (contract §9). The token may also come as a bearer header.
 * Group: a token that is a valid groupToken wins; otherwise userGroupId (display prices only, as
 * vsf-api's groupId); otherwise the not-logged-in group.
 */
const product: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/render-list',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: strings({ skus: 20_000, currencyCode: 3, storeId: 10, storeCode: 20, userGroupId: 10, token: 4000 }),
        },
        response: {
          200: { type: 'object', properties: { code: { type: 'integer' }, result: { type: 'object', properties: { items: { type: 'array', items: item } } } } },
        },
      },
    },
    async (request) => {
      const q = request.query as { skus?: string; currencyCode?: string; storeId?: string; userGroupId?: string; token?: string };
      const skus = [
        ...new Set(
          (q.skus ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!skus.length) throw badRequest('skus parameter is required');
      if (skus.length > MAX_SKUS) throw badRequest(`At most ${MAX_SKUS} skus per request`);
      const storeId = Number.parseInt(q.storeId ?? '', 10) > 0 ? Number.parseInt(q.storeId!, 10) : 1;
      // The store view: its code when the request names one (x-vs-store-code / ?storeCode=), else its storeId.
      const named = request.headers['x-vs-store-code'] !== undefined || (request.query as Record<string, unknown>).storeCode !== undefined;
      const view = named ? storeViewOf(request) : storeViewByStoreId(storeId);
      if (!view) throw badRequest(`Unknown storeId ${storeId}`);
      if (q.currencyCode && q.currencyCode.toUpperCase() !== view.currency) {
        throw badRequest(`Currency ${q.currencyCode} is not available in this store view (${view.currency})`);
      }
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const token = q.token || bearer;
      const fromToken = token ? await customerGroupOf(db, config, { groupToken: token }) : null;
      const group = fromToken ?? (await customerGroupOf(db, config, { groupId: q.userGroupId }));
      const items = await renderList(db, skus, withCustomerGroup(view, group), view.storeId);
      return { code: 200, result: { items } };
    },
  );
};

export default product;
