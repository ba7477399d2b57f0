import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { ProductGrid } from '../../components/ProductGrid';
import type { Category } from '../../domain/types';
import { isUnreachable, PageUnavailable } from '../errors/PageUnavailable';
import { notificationShown } from '../notifications/notificationsSlice';
import { CategoryView } from './CategoryView';
import { useCategoryBySlug } from './useCategoryData';
import './category.css';

interface Props {
  category?: Category;
}

/** Category page (spec 000 §2, §9): the grid of the category and its descendants, 50 a page, with filters. */
export default function CategoryPage({ category: given }: Props) {
  const { slug = '' } = useParams();
  const lookup = useCategoryBySlug(given ? null : slug);
  const category = given ?? (lookup.status === 'success' ? lookup.data.category : null);
  // Not answered at all (offline without a copy, or the server failing) is not "no such category".
  const offline = !given && ((lookup.status === 'success' && lookup.data.offline) || (lookup.status === 'error' && isUnreachable(lookup.error)));
  const missing = !given && !offline && (lookup.status === 'error' || (lookup.status === 'success' && !lookup.data.category));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!missing) return;
    // Spec 000 §8 message; spec 001 §2: a route start-up error whose query returned an empty
    // result sends the shopper to the home page of the store.
    dispatch(
      notificationShown({ type: 'error', message: 'catalog.categoryNotFound', messageParams: { key: 'slug', value: slug }, action1: { label: 'cart.ok' } }),
    );
    navigate('/', { replace: true });
  }, [missing, slug, dispatch, navigate]);

  if (offline) return <PageUnavailable />;
  if (missing) return <CategorySkeleton />;
  return category ? <CategoryView key={category.id} category={category} /> : <CategorySkeleton />;
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
