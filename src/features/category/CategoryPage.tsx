import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getCategoryBySlug } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { ProductGrid } from '../../components/ProductGrid';
import { useAsync } from '../../components/useAsync';
import { usePageMeta } from '../../components/usePageMeta';
import type { Category } from '../../domain/types';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { useCategories } from '../catalog/useCategories';
import { notificationShown } from '../notifications/notificationsSlice';
import { categoryPath, descendantIds, parentChain, parseSort, subcategories } from './categoryQuery';
import { SortSelect } from './SortSelect';
import { useCategoryProducts } from './useCategoryProducts';
import './category.css';

interface Props {
  category?: Category;
}

/** Category page (spec 000 §2, §9): the grid of the category and its descendants, 50 a page. */
export default function CategoryPage({ category: given }: Props) {
  const { slug = '' } = useParams();
  const key = given ? `given:${given.id}` : `slug:${slug}`;
  const loaded = useAsync(key, () => (given ? Promise.resolve(given) : getCategoryBySlug(slug)));
  const category = given ?? (loaded.status === 'success' ? loaded.data : null);
  const missing = !given && (loaded.status === 'error' || (loaded.status === 'success' && !loaded.data));
  const dispatch = useAppDispatch();

  useEffect(() => {
    // Spec 000 §8: 'Category query returned empty result {key} = {value}'.
    if (missing) dispatch(notificationShown({ type: 'error', message: 'catalog.categoryNotFound', messageParams: { key: 'slug', value: slug }, action1: { label: 'cart.ok' } }));
  }, [missing, slug, dispatch]);

  if (missing) return <CategoryMissing />;
  return category ? <CategoryView category={category} /> : <CategorySkeleton />;
}

function CategoryView({ category }: { category: Category }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const all = useCategories();
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const ids = useMemo(() => descendantIds(category, all), [category, all]);
  const products = useCategoryProducts(ids, sort);
  const crumbs = parentChain(category, all).map((c) => ({ name: c.name, to: categoryPath(c) }));
  const children = subcategories(category, all);
  usePageMeta(category.name, t('catalog.categoryMeta', { name: category.name }));

  const empty = products.status === 'error' || (products.status === 'ready' && products.items.length === 0);
  useEffect(() => {
    // Spec 000 §8: an empty or failed list asks the shopper to come back while online.
    if (empty) dispatch(notificationShown({ type: 'warning', message: 'catalog.noProductsSynced', action1: { label: 'cart.ok' } }));
  }, [empty, category.id, dispatch]);

  const onSort = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('sort', value);
    else next.delete('sort');
    setParams(next, { replace: true });
  };

  return (
    <div className="category">
      <Breadcrumbs routes={crumbs} current={category.name} />
      <header className="category__header">
        <h1>{category.name}</h1>
        {products.status === 'ready' && !empty ? <p className="category__count">{t('catalog.productCount', { count: products.total })}</p> : null}
      </header>
      {children.length ? (
        <nav aria-label={t('catalog.subcategories')}>
          <ul className="category__children">
            {children.map((c) => (
              <li key={c.id}>
                <Link className="chip" to={categoryPath(c)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="category__toolbar">
        <SortSelect value={sort} onChange={onSort} />
      </div>
      {empty ? (
        <p className="category__empty">{t('catalog.noProductsSynced')}</p>
      ) : (
        <ProductGrid products={products.items} loading={products.status === 'loading'} eagerCount={2} label={category.name} />
      )}
      {products.items.length > 0 && products.items.length < products.total ? (
        <div className="category__more">
          <p>{t('catalog.shownOf', { shown: products.items.length, total: products.total })}</p>
          <button type="button" className="button" onClick={products.loadMore} disabled={products.loadingMore} aria-busy={products.loadingMore}>
            {products.loadingMore ? t('catalog.loading') : t('catalog.loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function CategorySkeleton() {
  return (
    <div className="category" aria-busy="true">
      <div className="skeleton skeleton--text skeleton--short" />
      <div className="skeleton category__title-skeleton" />
      <ProductGrid products={[]} loading />
    </div>
  );
}

function CategoryMissing() {
  const { t } = useTranslation();
  return (
    <div className="category category--missing">
      <h1>{t('catalog.categoryMissingTitle')}</h1>
      <p>{t('catalog.categoryMissingText')}</p>
      <Link className="button" to="/">
        {t('catalog.backHome')}
      </Link>
    </div>
  );
}
