import { useTranslation } from 'react-i18next';
import { PriceAmounts } from '../../components/PriceAmounts';

/** Price incl. tax; on special the regular price is struck through (spec 000 §4 Derived prices). */
export function ProductPrice({ current, original }: { current: number; original: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="product__price" aria-live="polite">
      <PriceAmounts current={current} original={original} />
      <span className="product__tax-note">{t('catalog.inclVat')}</span>
    </p>
  );
}
