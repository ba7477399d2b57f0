import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config, currentStoreView } from '../../lib/config';
import { localeAmount, priceLabel, type AmountFormat, type FilterGroup } from './filterGroups';

interface Props {
  groups: FilterGroup[];
  chosenCount: number;
  onToggle: (field: string, value: string) => void;
  onReset: () => void;
  /** The listing (and with it the aggregations) is still loading. */
  loading?: boolean;
}

/**
 * The filter panel (spec 000 §2): one group per aggregation, each value a toggle button
 * (aria-pressed) with its product count. On phones the panel folds behind a "Filters" button.
 */
export function CategoryFilters({ groups, chosenCount, onToggle, onReset, loading = false }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The default view writes the spec's 'R100'; a euro view writes amounts as its locale does ('100 €').
  const view = currentStoreView();
  const { currencySign: sign, currencyCode, defaultLocale } = view.i18n;
  const format = view.storeCode === config.defaultStoreCode ? undefined : localeAmount(defaultLocale, currencyCode);
  // While the first aggregations load, an invisible stand-in keeps the toggle's room on phones, so
  // the grid below does not jump down when the filters arrive (layout shift on the category page).
  if (!groups.length && !chosenCount && loading) {
    return (
      <div className="filters" aria-hidden="true">
        <span className="button button--ghost filters__toggle filters__toggle--pending">{t('category.filters.title')}</span>
      </div>
    );
  }
  if (!groups.length && !chosenCount) return null;
  return (
    <section className="filters" aria-label={t('category.filters.title')}>
      <button type="button" className="button button--ghost filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {chosenCount ? t('category.filters.toggleCount', { count: chosenCount }) : t('category.filters.title')}
      </button>
      <div id={panelId} className={`filters__panel${open ? ' filters__panel--open' : ''}`}>
        {groups.map((group) => {
          const name = group.field === 'price' ? t('category.filters.price') : group.label;
          return (
            <div key={group.field} className="filters__group" role="group" aria-label={name}>
              <h2 className="filters__heading">{name}</h2>
              <ul className="filters__values">
                {group.options.map((o) => {
                  const text = group.field === 'price' ? priceText(t, o, sign, format) : o.label;
                  return (
                    <li key={o.value}>
                      <button
                        type="button"
                        className="chip filters__value"
                        aria-pressed={o.active}
                        aria-label={t('category.filters.valueWithCount', { value: text, count: o.count })}
                        onClick={() => onToggle(group.field, o.value)}
                      >
                        {/* The space keeps "R100 23" apart: the visible text must read as part of the name (WCAG 2.5.3). */}
                        <span>{text}</span>{' '}
                        <span className="filters__count" aria-hidden="true">
                          {o.count}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
        {chosenCount ? (
          <button type="button" className="button button--ghost filters__reset" onClick={onReset}>
            {t('category.filters.reset')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function priceText(t: TFunction, o: { from?: number; to?: number }, sign: string, format?: AmountFormat): string {
  const { key, values } = priceLabel(o, sign, format);
  // One of category.price.{above,below,between}, with the amounts it names.
  return t(key as 'category.price.between', values as { from: string; to: string });
}
