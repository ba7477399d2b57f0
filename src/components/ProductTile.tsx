import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPrice } from '../app/format';
import type { Product } from '../domain/types';
import { displayPrices, imageUrl, productPath } from './productLink';

interface Props {
  product: Product;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
}

export function ProductTile({ product, eager = false }: Props) {
  const { t } = useTranslation();
  const { current, original } = displayPrices(product);
  const src = imageUrl(product.image, 310, 300);
  return (
    <article className="tile">
      <Link to={productPath(product)} className="tile__link">
        <div className="tile__media">
          {src ? (
            <img
              src={src}
              alt={product.name}
              width={310}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(eager ? { fetchPriority: 'high' as const } : {})}
            />
          ) : null}
        </div>
        <h3 className="tile__name">{product.name}</h3>
      </Link>
      <p className="tile__price">
        {original !== null ? (
          <>
            <span className="price price--special">
              <span className="visually-hidden">{t('common.price.special')} </span>
              {formatPrice(current)}
            </span>{' '}
            <del className="price price--old">
              <span className="visually-hidden">{t('common.price.was')} </span>
              {formatPrice(original)}
            </del>
          </>
        ) : (
          <span className="price">{formatPrice(current)}</span>
        )}
      </p>
    </article>
  );
}

export function ProductTileSkeleton() {
  return (
    <div className="tile tile--skeleton" aria-hidden="true">
      <div className="tile__media skeleton" />
      <div className="skeleton skeleton--text" />
      <div className="skeleton skeleton--text skeleton--short" />
    </div>
  );
}
