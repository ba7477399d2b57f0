import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';
import { ProductGrid } from '../../components/ProductGrid';
import { tileActions } from '../catalog/tileActions';
import { EAGER_TILES } from '../../components/productLink';
import { LoadMore } from '../category/LoadMore';
import { useCategoryListing, type CategoryListing } from '../category/useCategoryListing';
import { useSeo } from '../seo/useSeo';
import { offlineMessage } from './offlineMessage';
import { isSearchableTerm } from '../../domain/searchTerm';
import { normaliseTerm, productSearchQuery, searchPath } from './searchQuery';
import './search.css';

/** A shareable page of search results: /search?q={term}, 50 a page like a category. */
export default function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = normaliseTerm(params.get('q') ?? '');
  const searchable = isSearchableTerm(term);
  const results = useCategoryListing(searchable ? productSearchQuery(term) : null);
  useSeo({
    title: searchable ? t('search.pageTitle', { term }) : t('search.pageTitleEmpty'),
    description: searchable ? t('search.pageDescription', { term }) : t('search.pageIntro'),
    canonicalPath: searchable ? searchPath(term) : '/search',
  });
  // A plain GET form (it works before the app has loaded too), submitted through the router.
  const action = useHref('/search');
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = new URLSearchParams([...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v)]));
    void navigate(`/search?${query}`);
  };
  return (
    <div className="search-page">
      <h1>{searchable ? t('search.pageTitle', { term }) : t('search.pageTitleEmpty')}</h1>
      <form method="get" action={action} role="search" className="search-page__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="search-page-q">
          {t('search.label')}
        </label>
        <input id="search-page-q" className="search-panel__input" type="search" name="q" defaultValue={term} key={term} placeholder={t('search.placeholder')} />
        <button type="submit" className="button">
          {t('search.title')}
        </button>
      </form>
      <p className={`search-panel__message${results.offline ? ' search-panel__message--offline' : ''}`} role="status">
        {resultMessage(t, term, results)}
      </p>
      {searchable && (results.status === 'loading' || results.items.length > 0) ? (
        <>
          {/* Tiles are h3: an h2 keeps the outline in order (h1 → h2 → h3). */}
          <h2 className="visually-hidden">{t('search.products')}</h2>
          <ProductGrid
            tileActions={tileActions}
            products={results.items}
            loading={results.status === 'loading'}
            eagerCount={EAGER_TILES}
            label={t('search.products')}
          />
        </>
      ) : null}
      <LoadMore shown={results.items.length} total={results.total} loading={results.loadingMore} onLoadMore={results.loadMore} restored={results.restored} />
    </div>
  );
}

/** The one line above the results: the minimum length, progress, offline state or the count. */
function resultMessage(t: TFunction, term: string, results: CategoryListing): string {
  if (!term) return t('search.pageIntro');
  if (!isSearchableTerm(term)) return t('validation.searchMin');
  if (results.status === 'loading') return t('search.searching');
  if (results.offline) return offlineMessage(t, term, results.items.length > 0, results.local);
  if (!results.items.length) return t('search.noResults', { term });
  return t('search.resultCount', { count: results.total });
}
