import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../app/format';
import { displayPrices } from '../../components/productLink';
import type { Product } from '../../domain/types';

/** Price incl. tax; on special the regular price is struck through (spec 000 §4 Derived prices). */
export function ProductPrice({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { current, original } = displayPrices(product);
  return (
    <p className="product__price">
      {original !== null ? (
        <>
          <span className="price price--special">
            <span className="visually-hidden">{t('catalog.specialPrice')} </span>
            {formatPrice(current)}
          </span>{' '}
          <del className="price price--old">
            <span className="visually-hidden">{t('catalog.regularPrice')} </span>
            {formatPrice(original)}
          </del>
        </>
      ) : (
        <span className="price">{formatPrice(current)}</span>
      )}
      <span className="product__tax-note">{t('catalog.inclVat')}</span>
    </p>
  );
}
