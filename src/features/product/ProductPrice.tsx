import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';

/** Price incl. tax; on special the regular price is struck through (spec 000 §4 Derived prices). */
export function ProductPrice({ current, original }: { current: number; original: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="product__price" aria-live="polite">
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
