import { useTranslation } from 'react-i18next';
import { priceAmounts } from '../../components/priceAmounts';

/** Price incl. tax; on special the regular price is struck through (spec 000 §4 Derived prices). */
export function ProductPrice({ current, original }: { current: number; original: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="product__price" aria-live="polite">
      {priceAmounts(t, current, original)}
      <span className="product__tax-note">{t('catalog.inclVat')}</span>
    </p>
  );
}
