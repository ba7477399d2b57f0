import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { typed } from '../jsonSchema.ts';
import { ApiError } from '../../services/apiError.ts';
import { insertReview, productExists } from '../../services/review/reviewRepo.ts';
import { validateReview, type ReviewInput } from '../../services/review/validateReview.ts';
import { storeViewOf } from '../../services/storeViews.ts';

const rating = {
  type: 'object',
  properties: typed({ vote_id: 'integer', rating_id: 'integer', rating_name: 'string', percent: 'number', value: 'integer' }),
} as const;
const result = {
  type: 'object',
  properties: {
    ...typed({ id: 'integer', title: 'string', detail: 'string', nickname: 'string' }),
    ratings: { type: 'array', items: rating },
    ...typed({
      review_entity: 'string',
      review_type: 'integer',
      review_status: 'integer',
      created_at: 'string',
      entity_pk_value: 'integer',
      product_id: 'integer',
    }),
    customer_id: { type: ['integer', 'null'] },
    store_id: { type: 'integer' },
    stores: { type: 'array', items: { type: 'integer' } },
  },
} as const;

/**
 * The customer the review is written by: only the one the token proves. The old client sent
 * customer_id without a token; such a review is kept as a guest's (nickname only), so nobody can
 * put a review into someone else's account.
 */
async function customerIdOf(request: FastifyRequest, claimed: unknown): Promise<number | null> {
  if (!request.server.hasDecorator('auth')) return null;
  const principal = await request.server.auth.principal(request);
  if (!principal) return null;
  if (claimed !== undefined && claimed !== null && claimed !== principal.customerId) {
    throw new ApiError(403, 'customer_id does not match the signed-in customer');
  }
  return principal.customerId;
}

/** POST /api/review/create — contract §8.1. New reviews wait for approval (review_status 2). */
const review: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post(
    '/create',
    { schema: { body: { type: 'object' }, response: { 200: { type: 'object', properties: { ...typed({ code: 'integer' }), result } } } } },
    async (request) => {
      const reasons = validateReview(request.body);
      if (reasons.length) throw new ApiError(400, reasons);
      const input = (request.body as { review: ReviewInput }).review;
      if (!(await productExists(db, input.product_id as number))) throw new ApiError(400, ['product_id must be the integer id of a product']);
      const customerId = await customerIdOf(request, input.customer_id);
      const doc = await insertReview(db, { review: input, customerId, storeId: storeViewOf(request).storeId });
      return { code: 200, result: doc };
    },
  );
};

export default review;
