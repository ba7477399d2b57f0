import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { useAppSelector } from '../../app/hooks';
import type { ShownSegment } from './cartApi';
import { selectCartTotals } from './cartSelectors';

/** Totals segments; components never compute totals (STYLE 2), the selector does. */
export function CartTotals({ only }: { only?: string[] }) {
  const totals = useAppSelector(selectCartTotals);
  return <TotalsList segments={totals.segments.filter((s) => !only || only.includes(s.code))} />;
}

/** The totals' look, shared by the cart, the checkout and the thank-you page (kept totals of a placed order). */
export function TotalsList({ segments: all }: { segments: readonly ShownSegment[] }) {
  const { t } = useTranslation();
  const segments = all.filter((s) => s.value !== null);
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
