/**
 * POST /api/review/create body rules (contract §8.1: vsf-api's review.schema.json, made strict
 * where the old schema let nonsense through): product_id an integer, title, detail and nickname
 * non-empty text, review_entity 'product', customer_id an integer or null, ratings 1–5.
 * Returns human-readable reasons; an empty list means the review is valid.
 */
export interface RatingInput {
  rating_name?: unknown;
  value?: unknown;
}

export interface ReviewInput {
  product_id?: unknown;
  title?: unknown;
  detail?: unknown;
  nickname?: unknown;
  review_entity?: unknown;
  customer_id?: unknown;
  ratings?: unknown;
  [field: string]: unknown;
}

export const LIMITS = { title: 255, nickname: 128, detail: 5000, ratings: 10 } as const;

function text(review: ReviewInput, field: 'title' | 'detail' | 'nickname', reasons: string[]): void {
  const v = review[field];
  if (typeof v !== 'string' || v.trim() === '') reasons.push(`${field} is required`);
  else if (v.length > LIMITS[field]) reasons.push(`${field} must have at most ${LIMITS[field]} characters`);
}

function ratings(raw: unknown, reasons: string[]): void {
  if (raw === undefined || raw === null) return;
  if (!Array.isArray(raw)) {
    reasons.push('ratings must be a list');
    return;
  }
  if (raw.length > LIMITS.ratings) reasons.push(`at most ${LIMITS.ratings} ratings`);
  raw.forEach((r: RatingInput, i) => {
    const value = typeof r?.value === 'string' && r.value.trim() !== '' ? Number(r.value) : r?.value;
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 5) reasons.push(`ratings[${i}].value must be a whole number from 1 to 5`);
    if (r?.rating_name !== undefined && (typeof r.rating_name !== 'string' || r.rating_name.length > 64))
      reasons.push(`ratings[${i}].rating_name must be text`);
  });
}

export function validateReview(body: unknown): string[] {
  const review = (body as { review?: unknown } | null)?.review;
  if (!review || typeof review !== 'object' || Array.isArray(review)) return ['review is required'];
  const r = review as ReviewInput;
  const reasons: string[] = [];
  // vsf-api's schema: an integer; the string "1" is refused (contract §8.1).
  if (!Number.isInteger(r.product_id) || (r.product_id as number) <= 0) reasons.push('product_id must be the integer id of a product');
  text(r, 'title', reasons);
  text(r, 'detail', reasons);
  text(r, 'nickname', reasons);
  if (r.review_entity !== undefined && r.review_entity !== 'product') reasons.push("review_entity must be 'product'");
  if (r.customer_id !== undefined && r.customer_id !== null && !Number.isInteger(r.customer_id)) reasons.push('customer_id must be an integer or null');
  ratings(r.ratings, reasons);
  return reasons;
}
