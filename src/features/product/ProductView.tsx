import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { config as appConfig } from '../../lib/config';
import { galleryImageUrl, productPath } from '../../components/productLink';
import { isVirtualType } from '../../domain/shipping';
import type { ConfigurableChild, Product } from '../../domain/types';
import { configurationOf, configureProduct, findExactVariant, findVariant, variantError } from '../../domain/variant';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { attributeText, useAttributes } from '../catalog/useAttributes';
import { useCategories } from '../catalog/useCategories';
import { sanitizeHtml } from '../cms/sanitizeHtml';
import { categoryPath, parentChain } from '../category/categoryQuery';
import { ProductReviews, useProductReviews } from '../reviews/ProductReviews';
import { starsOf } from '../reviews/reviewsApi';
import { datePart, stripHtml } from '../seo/structuredData';
import { BreadcrumbJsonLd } from '../seo/BreadcrumbJsonLd';
import { ProductJsonLd } from '../seo/ProductJsonLd';
import { useSeo } from '../seo/useSeo';
import { ConfigurableOptions } from './ConfigurableOptions';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import type { PurchasePrice } from './purchasePrice';
import { ProductSpecs } from './ProductSpecs';
import { SimilarProducts } from './SimilarProducts';
import { comesInSizes, SizeGuide } from './SizeGuide';
import { useRecordProductView } from '../account/useRecordProductView';
import { CompareButton } from '../compare/CompareButton';
import { WishlistButton } from '../wishlist/WishlistButton';

const variantOpts = { listOutOfStockProducts: appConfig.products.listOutOfStockProducts };
function initialConfiguration(product: Product, childSku?: string): Record<string, string> {
  if (product.type_id !== 'configurable') return {};
  // Spec 000 §4: an exact sku wins, else the best match, else the default child.
  const child = findVariant(product, { sku: childSku }, { ...variantOpts, fallbackToDefault: true });
  return child ? configurationOf(product, child) : {};
}

export function ProductView({ product, childSku }: { product: Product; childSku?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const attributes = useAttributes();
  const categories = useCategories();
  const [configuration, setConfiguration] = useState(() => initialConfiguration(product, childSku));
  // Which other choice a click changed; a live region outside ProductPurchase, which remounts per child.
  const [notice, setNotice] = useState('');

  const child = product.type_id === 'configurable' ? findExactVariant(product, configuration, variantOpts) : null;
  const shown = child ? configureProduct(product, child) : product;
  const noVariants = variantError(product, variantOpts);
  const inStock = shown.stock ? shown.stock.is_in_stock : true;

  const onChoose = (match: ConfigurableChild, changed: string) => {
    setConfiguration(configurationOf(product, match));
    setNotice(changed);
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
  const metaDescription = String(product.meta_description ?? '') || stripHtml(String(product.short_description ?? product.description ?? '')).slice(0, 160);
  // The canonical URL is the parent's page: every chosen child is the same product for search engines.
  const path = productPath(product);
  useSeo({
    title: String(product.meta_title ?? '') || product.name,
    description: metaDescription,
    canonicalPath: path,
    image: galleryImageUrl(product.image),
    type: 'product',
  });
  useRecordProductView(product);
  const brand = useMemo(() => {
    const attr = attributes.find((a) => a.attribute_code === 'brand');
    return attr ? attributeText(attr, product.brand) : null;
  }, [attributes, product.brand]);

  const reviews = useProductReviews(product.id);
  const reviewData = useMemo(
    () => (reviews.status === 'success' ? reviews.data.map((r) => ({ author: r.nickname, body: r.detail, date: r.created_at, stars: starsOf(r) })) : []),
    [reviews],
  );
  // Structured data describes what this URL shows: a chosen child by its own name, sku and
  // price, with the price the page shows (issue 14).
  const jsonLd = (price: PurchasePrice) => (
    <ProductJsonLd
      product={shown}
      path={productPath(product, child?.sku)}
      name={child?.name}
      price={price.incl}
      priceValidUntil={price.originalIncl !== null ? datePart(shown.special_to_date) : null}
      brand={brand}
      reviews={reviewData}
    />
  );

  return (
    <article className="product">
      <BreadcrumbJsonLd
        crumbs={[{ name: t('catalog.home'), url: '/' }, ...crumbs.map((c) => ({ name: c.name, url: c.to })), { name: product.name, url: path }]}
      />
      <Breadcrumbs routes={crumbs} current={product.name} pending={!categories.length && Boolean(product.category_ids?.length)} />
      <div className="product__layout">
        <ProductGallery product={shown} />
        <div className="product__info">
          <h1 className="product__name">{product.name}</h1>
          <p className="product__sku">
            {t('catalog.sku')}: <span data-testid="product-sku">{shown.sku}</span>
          </p>
          <ProductPurchase key={shown.sku} product={shown} unavailable={Boolean(noVariants)} priced={jsonLd}>
            <p className={`stock ${inStock && !noVariants ? 'stock--in' : 'stock--out'}`}>
              {noVariants ? t('catalog.noVariants') : inStock ? t('catalog.inStock') : t('catalog.outOfStock')}
            </p>
            {product.type_id === 'configurable' && !noVariants ? (
              <ConfigurableOptions product={product} configuration={configuration} onChoose={onChoose} labels={labels} />
            ) : null}
            {comesInSizes(product) ? <SizeGuide /> : null}
          </ProductPurchase>
          {product.type_id === 'configurable' ? (
            <p className="options__notice" role="status">
              {notice}
            </p>
          ) : null}
          <div className="list-toggles">
            <WishlistButton product={product} />
            <CompareButton product={product} />
          </div>
          {isVirtualType(product.type_id) ? <p className="product__hint">{t('catalog.noShippingNeeded')}</p> : null}
        </div>
      </div>
      {description ? (
        <section className="product__section" aria-labelledby="product-description">
          <h2 id="product-description">{t('catalog.description')}</h2>
          <div className="product__description" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      <ProductSpecs product={shown} attributes={attributes} />
      <ProductReviews product={product} loaded={reviews} />
      <SimilarProducts product={product} categoryId={deepest?.id ?? product.category_ids?.at(-1)} />
    </article>
  );
}
