import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useAsync } from '../../components/useAsync';
import { usePageMeta } from '../../components/usePageMeta';
import { loadMyReviews } from './myReviews';
import { useProfile } from './useProfile';

/** /my-account/reviews: the reviews the shopper wrote (found by their customer id). */
export default function MyReviewsPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const id = typeof profile?.id === 'number' ? profile.id : null;
  const loaded = useAsync(id === null ? null : `my-reviews:${id}`, () => loadMyReviews(id as number));
  usePageMeta(t('account.reviews.title'));
  const reviews = loaded.status === 'success' ? loaded.data : [];
  return (
    <>
      <h1>{t('account.reviews.title')}</h1>
      {loaded.status === 'loading' ? (
        <div className="skeleton skeleton--text" aria-busy="true" />
      ) : loaded.status === 'error' ? (
        <p role="alert">{t('account.reviews.error')}</p>
      ) : reviews.length ? (
        <ul className="my-reviews">
          {reviews.map((r) => (
            <li key={r.id} className="my-review">
              <h2>{r.title}</h2>
              <p className="account__meta">
                {[r.product_name, r.created_at ? formatDate(r.created_at) : null].filter(Boolean).join(' · ')}
                {r.review_status !== undefined && r.review_status !== 1 ? ` · ${t('account.reviews.pending')}` : null}
              </p>
              {typeof r.rating === 'number' ? <p>{t('account.reviews.rating', { rating: r.rating })}</p> : null}
              <p>{r.detail}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('account.reviews.empty')}</p>
      )}
    </>
  );
}
