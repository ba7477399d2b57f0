import { filter, searchCatalog } from '../../api/catalog';

/** A review document of the catalogue's review index (contract §8.1 fields, plus the server's date and product name). */
export interface ReviewDoc {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  customer_id?: number | null;
  review_status?: number;
  created_at?: string;
  rating?: number;
  product_name?: string;
}

/**
 * The reviews this customer wrote: the review index carries the customer_id the review was created
 * with (POST /api/review/create sends it for a logged-in shopper), so the shopper's reviews are a
 * search on it, newest first.
 */
export async function loadMyReviews(customerId: number): Promise<ReviewDoc[]> {
  const res = await searchCatalog<ReviewDoc>('review', { _appliedFilters: [filter('customer_id', { eq: customerId })] }, { size: 50, sort: 'created_at:desc' });
  return res.items;
}
