/**
 * Product reviews (contract §8.1): approved ones are listed through the catalogue search (entity
 * `review`, review_status 1); new ones go to POST /api/review/create and wait for approval.
 */
import { filter, searchCatalog } from '../../api/catalog';
import { callApi } from '../../api/http';

export interface Review {
  id: number | string;
  product_id: number;
  title?: string;
  detail: string;
  nickname: string;
  review_status?: number;
  created_at?: string;
  ratings?: { rating_name?: string; value?: number | string; percent?: number }[];
}

export interface NewReview {
  productId: number;
  author: string;
  text: string;
  /** 1..5 stars. */
  rating: number;
  customerId?: number | null;
}

/** The approved reviews of a product, newest first. */
export async function loadReviews(productId: number): Promise<Review[]> {
  const res = await searchCatalog<Review>(
    'review',
    { _appliedFilters: [filter('product_id', { eq: productId }), filter('review_status', { eq: 1 })] },
    { size: 50, sort: 'created_at:desc' },
  );
  return res.items;
}

/** Stars of a review: a rating value 1..5, or a percent (Magento's rating votes). */
export function starsOf(review: Review): number | null {
  const r = review.ratings?.[0];
  if (!r) return null;
  const value = Number(r.value);
  if (value >= 1 && value <= 5) return Math.round(value);
  const percent = Number(r.percent);
  return percent > 0 ? Math.max(1, Math.min(5, Math.round(percent / 20))) : null;
}

/** The contract's body; the title the schema requires is the start of the text. */
export function reviewBody(input: NewReview) {
  const text = input.text.trim();
  const title = text.length > 50 ? `${text.slice(0, 47).trimEnd()}…` : text;
  return {
    review: {
      product_id: input.productId,
      title,
      detail: text,
      nickname: input.author.trim(),
      review_entity: 'product',
      customer_id: input.customerId ?? null,
      ratings: [{ rating_name: 'Rating', value: input.rating }],
    },
  };
}

/**
 * Spec 000 §7: success only when the answer's code is 200 (both calls throw otherwise). A signed-in
 * shopper's review carries the user token: the server keeps customer_id only when the token proves it,
 * which is what lists the review under "My reviews".
 */
export async function createReview(input: NewReview): Promise<void> {
  const body = reviewBody(input);
  // The signed-in call (token refresh) is loaded when a review is sent, not with the product page.
  if (input.customerId) await (await import('../../api/queue/authedCall')).callAuthed('/api/review/create?token={{token}}', { method: 'POST', body });
  else await callApi('/api/review/create', { method: 'POST', body: JSON.stringify(body) });
}
