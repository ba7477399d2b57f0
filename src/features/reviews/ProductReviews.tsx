import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { whenPageShown } from '../../lib/startupGate';
import { useAsync, type AsyncState } from '../../components/useAsync';
import type { Product } from '../../domain/types';
import { ReviewForm } from './ReviewForm';
import { loadReviews, starsOf, type Review } from './reviewsApi';
import './reviews.css';

/** The approved reviews of a product, loaded once the page is shown. */
export function useProductReviews(productId: number | null): AsyncState<Review[]> {
  return useAsync(productId === null ? null : `reviews:${productId}`, () => whenPageShown().then(() => loadReviews(productId!)));
}

/** The approved reviews of a product (the page loads them with useProductReviews) and the form to write one. */
export function ProductReviews({ product, loaded: state }: { product: Pick<Product, 'id'>; loaded: AsyncState<Review[]> }) {
  const { t } = useTranslation();
  const reviews = state.status === 'success' ? state.data : [];
  return (
    <section className="product__section reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('product.reviews.title')}</h2>
      {state.status === 'loading' ? <p aria-busy="true">{t('catalog.loading')}</p> : null}
      {state.status === 'error' ? <p>{t('product.reviews.loadFailed')}</p> : null}
      {state.status === 'success' && !reviews.length ? <p>{t('product.reviews.none')}</p> : null}
      {reviews.length ? (
        <ul className="reviews__list">
          {reviews.map((r) => {
            const stars = starsOf(r);
            return (
              <li key={r.id} className="review">
                <p className="review__head">
                  <strong>{r.nickname}</strong>
                  {r.created_at ? <span className="review__date"> {formatDate(r.created_at)}</span> : null}
                </p>
                {stars ? (
                  <p className="review__stars" role="img" aria-label={t('product.reviews.starsLabel', { count: stars })}>
                    {'★'.repeat(stars)}
                    {'☆'.repeat(5 - stars)}
                  </p>
                ) : null}
                {r.title && !r.detail.startsWith(r.title.replace(/…$/, '')) ? <p className="review__title">{r.title}</p> : null}
                <p className="review__text">{r.detail}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ReviewForm productId={product.id} />
    </section>
  );
}
