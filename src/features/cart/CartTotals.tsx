import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { useAppSelector } from '../../app/hooks';
import { selectCartTotals } from './cartSelectors';

/** Totals segments; components never compute totals (STYLE 2), the selector does. */
export function CartTotals({ only }: { only?: string[] }) {
  const { t } = useTranslation();
  const totals = useAppSelector(selectCartTotals);
  const segments = totals.segments.filter((s) => s.value !== null && (!only || only.includes(s.code)));
  return (
    <dl className="totals">
      {segments.map((s) => (
        <div key={s.code} className={`totals__row totals__row--${s.code}`}>
          <dt>{t(`cart.totals.${s.code}`, { defaultValue: s.title })}</dt>
          <dd>{formatPrice(s.value ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
