import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS } from './categoryQuery';

/** Spec 000 §9 sort options; the choice lives in the URL query (spec 000 §2). */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{t('catalog.sort.label')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
