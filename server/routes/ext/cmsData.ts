import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { badRequest } from '../../services/apiError.ts';
import { cmsById, cmsByIdentifier, type CmsType } from '../../services/cms/cmsData.ts';
import { storeViewByStoreId, storeViewOf, storeViewsOf } from '../../services/storeViews.ts';

const anyObject = { type: 'object', additionalProperties: true } as const;
const response = { 200: { type: 'object', properties: { code: { type: 'integer' }, result: anyObject }, required: ['code', 'result'] } };
const text = { type: 'string', minLength: 1, maxLength: 255 } as const;

/**
 * /api/ext/cms-data (contract §8.2, spec 001 §7): the VSF client's cms.endpoint
 * "cms{{type}}/{{cmsId}}" and cms.endpointIdentifier "cms{{type}}Identifier/{{cmsIdentifier}}/storeId/{{storeId}}".
 * vsf-api answered every failure with a 500; here a missing document is a 404 and a bad storeId a 400.
 * The documents are the store view's own: the view the storeId names, else the request's (x-vs-store-code).
 */
const cmsData: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  for (const type of ['Page', 'Block'] as CmsType[]) {
    app.get(`/cms${type}/:id`, { schema: { params: { type: 'object', properties: { id: text }, required: ['id'] }, response } }, async (request) => {
      const { id } = request.params as { id: string };
      return { code: 200, result: await cmsById(db, storeViewOf(request).storeCode, type, id) };
    });
    app.get(
      `/cms${type}Identifier/:identifier/storeId/:storeId`,
      { schema: { params: { type: 'object', properties: { identifier: text, storeId: text }, required: ['identifier', 'storeId'] }, response } },
      async (request) => {
        const { identifier, storeId } = request.params as { identifier: string; storeId: string };
        if (!/^\d{1,9}$/.test(storeId)) throw badRequest('storeId must be a whole number');
        const view = storeViewByStoreId(Number(storeId), storeViewsOf(request)) ?? storeViewOf(request);
        return { code: 200, result: await cmsByIdentifier(db, view.storeCode, type, identifier, Number(storeId)) };
      },
    );
  }
};

export default cmsData;
