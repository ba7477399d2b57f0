import type { Queryable } from '../db/index.ts';
import type { Product } from '../../src/domain/types.ts';
import { insertReview, REVIEW_APPROVED } from '../services/review/reviewRepo.ts';
import { REFERENCE_DATE } from './pricing.ts';

/** A few approved reviews so product pages of the demo catalogue show some (issue 3). */
const texts: [string, string, string, number][] = [
  ['Lovely quality', 'Exactly as described, arrived quickly and tastes great.', 'Thandi', 5],
  ['Good value', 'Decent product for the price. Would buy again.', 'Pieter', 4],
  ['Not bad', 'Does the job, although the packaging could be better.', 'Aisha', 3],
  ['My new favourite', 'The whole family enjoys it. Highly recommended!', 'Sipho', 5],
];

/** Demo reviews for the first listed simple products: two each, all approved. */
export async function insertDemoReviews(tx: Queryable, products: Product[], count = 8): Promise<number> {
  const targets = products.filter((p) => p.type_id === 'simple' && p.visibility >= 2 && p.status <= 1).slice(0, Math.ceil(count / 2));
  let n = 0;
  for (const [k, product] of targets.entries()) {
    for (const j of [0, 1]) {
      if (n >= count) break;
      const [title, detail, nickname, value] = texts[(k + j * 2) % texts.length];
      await insertReview(tx, {
        review: { product_id: product.id, title, detail, nickname, ratings: [{ rating_name: 'Quality', value }] },
        customerId: null,
        storeId: 1,
        status: REVIEW_APPROVED,
        now: new Date(REFERENCE_DATE - (k * 2 + j + 1) * 86_400_000),
      });
      n++;
    }
  }
  return n;
}
