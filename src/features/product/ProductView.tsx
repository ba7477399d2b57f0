import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { config as appConfig } from '../../app/config';
import { useAppDispatch } from '../../app/hooks';
import { productPath } from '../../components/productLink';
import { usePageMeta } from '../../components/usePageMeta';
import type { Product } from '../../domain/types';
import { configurationOf, configureProduct, findExactVariant, findVariant, variantError } from '../../domain/variant';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { useAttributes } from '../catalog/useAttributes';
import { useCategories } from '../catalog/useCategories';
import { sanitizeHtml } from '../cms/sanitizeHtml';
import { notificationShown } from '../notifications/notificationsSlice';
import { categoryPath, parentChain } from '../category/categoryQuery';
import { AddToCart } from './AddToCart';
import { ConfigurableOptions } from './ConfigurableOptions';
import { ProductGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { ProductSpecs } from './ProductSpecs';

const variantOpts = { listOutOfStockProducts: appConfig.products.listOutOfStockProducts };
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

function initialConfiguration(product: Product, childSku?: string): Record<string, string> {
  if (product.type_id !== 'configurable') return {};
  const child = findVariant(product, { sku: childSku }, { ...variantOpts, fallbackToDefault: true });
  return child ? configurationOf(product, child) : {};
}

export function ProductView({ product, childSku }: { product: Product; childSku?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const attributes = useAttributes();
  const categories = useCategories();
  const [configuration, setConfiguration] = useState(() => initialConfiguration(product, childSku));

  const child = product.type_id === 'configurable' ? findExactVariant(product, configuration, variantOpts) : null;
  const shown = child ? configureProduct(product, child) : product;
  const noVariants = variantError(product, variantOpts);
  const inStock = shown.stock ? shown.stock.is_in_stock : true;

  const onSelect = (code: string, value: string) => {
    const next = { ...configuration, [code]: value };
    const match = findExactVariant(product, next, variantOpts);
    if (!match) {
      dispatch(notificationShown({ type: 'warning', message: 'catalog.noSuchConfiguration', action1: { label: 'cart.ok' } }));
      return;
    }
    setConfiguration(next);
    // The chosen child is in the URL (spec 001 §2: route param on /p/ routes, else the childSku
    // query of a dispatcher URL), replacing the entry so Back leaves the product.
    const to = location.pathname.startsWith('/p/') ? { pathname: productPath(product, match.sku) } : { search: `?childSku=${encodeURIComponent(match.sku)}` };
    void navigate(to, { replace: true, preventScrollReset: true });
  };

  const labels = useMemo(() => Object.fromEntries(attributes.map((a) => [a.attribute_code, a.frontend_label])), [attributes]);
  const deepest = useMemo(
    () => categories.filter((c) => product.category_ids?.includes(c.id)).sort((a, b) => b.level - a.level)[0],
    [categories, product.category_ids],
  );
  const crumbs = deepest ? [...parentChain(deepest, categories), deepest].map((c) => ({ name: c.name, to: categoryPath(c) })) : [];
  const description = useMemo(() => sanitizeHtml(product.description ?? ''), [product.description]);
  const metaDescription = String(product.meta_description ?? '') || stripTags(String(product.short_description ?? product.description ?? '')).slice(0, 160);
  usePageMeta(String(product.meta_title ?? '') || product.name, metaDescription);

  const comingSoon = product.type_id === 'bundle' || product.type_id === 'grouped';

  return (
    <article className="product">
      <Breadcrumbs routes={crumbs} current={product.name} />
      <div className="product__layout">
        <ProductGallery product={shown} />
        <div className="product__info">
          <h1 className="product__name">{product.name}</h1>
          <p className="product__sku">
            {t('catalog.sku')}: <span>{shown.sku}</span>
          </p>
          <ProductPrice product={shown} />
          <p className={`stock ${inStock && !noVariants ? 'stock--in' : 'stock--out'}`}>
            {noVariants ? t('catalog.noVariants') : inStock ? t('catalog.inStock') : t('catalog.outOfStock')}
          </p>
          {product.type_id === 'configurable' && !noVariants ? (
            <ConfigurableOptions product={product} configuration={configuration} onSelect={onSelect} labels={labels} />
          ) : null}
          {comingSoon ? (
            <p className="product__notice">{t(product.type_id === 'bundle' ? 'catalog.bundleComingSoon' : 'catalog.groupedComingSoon')}</p>
          ) : (
            <AddToCart product={shown} disabled={Boolean(noVariants)} />
          )}
          {product.type_id === 'virtual' || product.type_id === 'downloadable' ? <p className="product__hint">{t('catalog.noShippingNeeded')}</p> : null}
        </div>
      </div>
      {description ? (
        <section className="product__section" aria-labelledby="product-description">
          <h2 id="product-description">{t('catalog.description')}</h2>
          <div className="product__description" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      <ProductSpecs product={shown} attributes={attributes} />
    </article>
  );
}
