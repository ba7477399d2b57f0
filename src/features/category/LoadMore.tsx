import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
  /** The list was restored from memory (going back): do not load a page more just because the end is in view. */
  restored: boolean;
}

/**
 * Loads the next page when the end of the list scrolls into view (IntersectionObserver), with a
 * "Load more" button for keyboards, assistive technology and browsers without the observer.
 */
export function LoadMore({ shown, total, loading, onLoadMore, restored }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  const skipFirst = useRef(restored);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined' || shown >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // The observer reports once at start; after going back that report is the restored position, not a scroll.
        if (skipFirst.current) {
          skipFirst.current = false;
          return;
        }
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, total]);

  if (shown === 0 || shown >= total) return null;
  return (
    <div className="category__more" ref={sentinel}>
      <p>{t('catalog.shownOf', { shown, total })}</p>
      <button type="button" className="button" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? t('catalog.loading') : t('catalog.loadMore')}
      </button>
    </div>
  );
}
