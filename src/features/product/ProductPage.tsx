import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getProductBySku } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { useAsync } from '../../components/useAsync';
import type { Product } from '../../domain/types';
import { notificationShown } from '../notifications/notificationsSlice';
import { ProductView } from './ProductView';
import '../catalog/catalog.css';
import './product.css';

interface Props {
  product?: Product;
}

/** Spec 000 §4: status 2 or higher fails with 'Product query returned empty result product status'. */
const isDisabled = (p: Product) => typeof p.status === 'number' && p.status >= 2;

/** Product page: /p/:parentSku/:slug/:childSku? (spec 001 §2), or the product the URL dispatcher found. */
export default function ProductPage({ product: given }: Props) {
  const { parentSku = '', childSku: routeChild } = useParams();
  const [params] = useSearchParams();
  // A child variant may be chosen by the route param, otherwise by the query (spec 001 §2).
  const childSku = routeChild ?? params.get('childSku') ?? undefined;
  const key = given ? `given:${given.sku}` : `sku:${parentSku}`;
  const loaded = useAsync(key, () => (given ? Promise.resolve(given) : getProductBySku(parentSku)));
  const product = loaded.status === 'success' ? loaded.data : null;
  const problem = loaded.status === 'error' || (loaded.status === 'success' && (!product || isDisabled(product)));
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!problem) return;
    const message = product && isDisabled(product) ? 'catalog.productDisabled' : 'catalog.productNotFound';
    dispatch(notificationShown({ type: 'error', message, action1: { label: 'cart.ok' } }));
  }, [problem, product, dispatch]);

  if (problem) return <ProductMissing />;
  if (!product) return <ProductSkeleton />;
  return <ProductView key={product.sku} product={product} childSku={childSku} />;
}

function ProductSkeleton() {
  return (
    <div className="product" aria-busy="true">
      <div className="product__layout">
        <div className="gallery">
          <div className="gallery__main skeleton" />
        </div>
        <div className="product__info">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--text" />
          <div className="skeleton skeleton--text skeleton--short" />
        </div>
      </div>
    </div>
  );
}

function ProductMissing() {
  const { t } = useTranslation();
  return (
    <div className="product product--missing">
      <h1>{t('catalog.productMissingTitle')}</h1>
      <p>{t('catalog.productMissingText')}</p>
      <Link className="button" to="/">
        {t('catalog.backHome')}
      </Link>
    </div>
  );
}
