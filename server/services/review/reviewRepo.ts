/**
 * Reviews as catalogue documents (entity 'review', contract §6.6 / §8.1). A new review waits for
 * approval (review_status 2 = pending, vsf-api's default); an operator approves it (status 1,
 * `npm run review:approve -- <id>`), and only approved ones are searchable by shoppers.
 */
import type { Queryable } from '../../db/index.ts';
import type { RatingInput, ReviewInput } from './validateReview.ts';
import { SHARED_STORE_CODE } from '../catalog/catalogView.ts';

export const REVIEW_APPROVED = 1;
export const REVIEW_PENDING = 2;

export interface Rating {
  vote_id: number;
  rating_id: number;
  rating_name: string;
  percent: number;
  value: number;
}

export interface ReviewDoc {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  ratings: Rating[];
  review_entity: 'product';
  review_type: number;
  review_status: number;
  created_at: string;
  product_id: number;
  entity_pk_value: number;
  customer_id: number | null;
  store_id: number;
  stores: number[];
}

/** Magento's "2025-06-01 10:00:00". */
const magentoDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export function ratingsOf(input: unknown, reviewId: number): Rating[] {
  if (!Array.isArray(input)) return [];
  return input.map((r: RatingInput, i) => {
    const value = Number(r.value);
    return {
      vote_id: reviewId * 10 + i + 1,
      rating_id: i + 1,
      rating_name: typeof r.rating_name === 'string' && r.rating_name ? r.rating_name : 'Rating',
      percent: value * 20,
      value,
    };
  });
}

/** Reviews are shared by every store view (catalogView.ts): they are about the default view's products. */
export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const { rows } = await db.query("select 1 from catalog_entity where store_code = $1 and entity = 'product' and id = $2", [
    SHARED_STORE_CODE,
    String(productId),
  ]);
  return rows.length > 0;
}

export interface NewReview {
  review: ReviewInput;
  customerId: number | null;
  storeId: number;
  status?: number;
  now?: Date;
}

/** Stores a review (pending unless told otherwise) and returns the stored document. */
export async function insertReview(db: Queryable, input: NewReview): Promise<ReviewDoc> {
  const { rows } = await db.query<{ id: string }>("select nextval('review_id_seq')::text as id");
  const id = Number(rows[0].id);
  const r = input.review;
  const doc: ReviewDoc = {
    id,
    title: String(r.title).trim(),
    detail: String(r.detail).trim(),
    nickname: String(r.nickname).trim(),
    ratings: ratingsOf(r.ratings, id),
    review_entity: 'product',
    // Magento: 1 = by a customer, 2 = by a guest.
    review_type: input.customerId ? 1 : 2,
    review_status: input.status ?? REVIEW_PENDING,
    created_at: magentoDate(input.now ?? new Date()),
    product_id: Number(r.product_id),
    entity_pk_value: Number(r.product_id),
    customer_id: input.customerId,
    store_id: input.storeId,
    stores: [0, input.storeId],
  };
  await db.query("insert into catalog_entity (store_code, entity, id, doc) values ($1, 'review', $2, $3::jsonb)", [
    SHARED_STORE_CODE,
    String(id),
    JSON.stringify(doc),
  ]);
  return doc;
}

/** Sets a review's status; false when there is no such review. */
export async function setReviewStatus(db: Queryable, id: string, status: number): Promise<boolean> {
  const { rows } = await db.query(
    `update catalog_entity set doc = jsonb_set(doc, '{review_status}', to_jsonb($2::int)), updated_at = now()
      where store_code = $3 and entity = 'review' and id = $1 returning id`,
    [id, status, SHARED_STORE_CODE],
  );
  return rows.length > 0;
}
