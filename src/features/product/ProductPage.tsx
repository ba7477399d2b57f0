import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { filter, searchCatalog, UNREACHABLE } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { MessagePage } from '../../components/MessagePage';
import { productPath } from '../../components/productLink';
import { useAsync } from '../../components/useAsync';
import type { Product } from '../../domain/types';
import { isUnreachable, PageUnavailable } from '../errors/PageUnavailable';
import { notificationShown } from '../notifications/notificationsSlice';
import { ProductView } from './ProductView';
import { takeProductBySku } from './productPrefetch';
import '../catalog/catalog.css';
import './product.css';

interface Props {
  product?: Product;
}

/** Spec 000 §4: status 2 or higher fails with 'Product query returned empty result product status'. */
const isDisabled = (p: Product) => typeof p.status === 'number' && p.status >= 2;

/**
 * Spec 000 §4 / 001 §2: a product of visibility 1 is not shown alone; when it is a configurable
 * child, its parent is looked up so the page can move there with the child chosen.
 */
export async function findConfigurableParent(child: Product): Promise<Product | null> {
  if (child.visibility !== 1 || child.type_id === 'configurable') return null;
  const res = await searchCatalog<Product>(
    'product',
    { _appliedFilters: [filter('configurable_children.sku', { eq: child.sku }), filter('type_id', { eq: 'configurable' })] },
    { size: 1 },
  );
  const parent = res.items[0];
  return parent && (parent.configurable_children ?? []).some((c) => c.sku === child.sku) ? parent : null;
}

async function loadProduct(given: Product | undefined, sku: string): Promise<{ product: Product | null; parent: Product | null; unreachable: boolean }> {
  const product = given ?? (await takeProductBySku(sku));
  if (product === UNREACHABLE) return { product: null, parent: null, unreachable: true };
  const parent = product ? await findConfigurableParent(product) : null;
  return { product, parent, unreachable: false };
}

/** Product page: /p/:parentSku/:slug/:childSku?, or the product the URL dispatcher found. */
export default function ProductPage({ product: given }: Props) {
  const { parentSku = '', childSku: routeChild } = useParams();
  const [params] = useSearchParams();
  // A child variant may be chosen by the route param, otherwise by the query (spec 001 §2).
  const childSku = routeChild ?? params.get('childSku') ?? undefined;
  const key = given ? `given:${given.sku}` : `sku:${parentSku}`;
  const loaded = useAsync(key, () => loadProduct(given, parentSku));
  const found = loaded.status === 'success' ? loaded.data : null;
  const product = found?.product ?? null;
  const parent = found?.parent ?? null;
  // Not answered at all (offline without a copy, or the server down) is not "no such product".
  const unavailable = (loaded.status === 'success' && loaded.data.unreachable) || (loaded.status === 'error' && isUnreachable(loaded.error));
  const problem = !unavailable && (loaded.status === 'error' || (loaded.status === 'success' && (!product || isDisabled(product))));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!problem) return;
    const message = product && isDisabled(product) ? 'catalog.productDisabled' : 'catalog.productNotFound';
    dispatch(notificationShown({ type: 'error', message, action1: { label: 'cart.ok' } }));
    // Spec 001 §2 route start-up: 'query returned an empty result' sends the shopper to the
    // store's home page; a failed request (network, server) keeps the page with its message.
    if (loaded.status === 'success') void navigate('/', { replace: true });
  }, [problem, product, dispatch, navigate, loaded.status]);

  useEffect(() => {
    // A configurable child opened directly lands on its parent with that child chosen; replace,
    // so Back does not bounce through the child's URL again (spec 001 §2 route start-up).
    if (parent && product) void navigate(productPath(parent, product.sku), { replace: true });
  }, [parent, product, navigate]);

  if (unavailable) return <PageUnavailable />;
  if (problem) return <ProductMissing />;
  if (!product || parent) return <ProductSkeleton />;
  return <ProductView key={product.sku} product={product} childSku={childSku} />;
}

function ProductSkeleton() {
  return (
    <div className="product" aria-busy="true">
      <nav className="breadcrumbs" aria-hidden="true">
        <ol>
          <li>&nbsp;</li>
        </ol>
      </nav>
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
    <MessagePage
      as="div"
      className="product product--missing"
      title={t('catalog.productMissingTitle')}
      text={t('catalog.productMissingText')}
      homeLabel={t('catalog.backHome')}
    />
  );
}
