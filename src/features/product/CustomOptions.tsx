import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { taxRateOf } from '../../domain/bundle';
import { fromCents, taxOnNet, toCents } from '../../domain/money';
import type { CustomOption, CustomOptionValue, Product } from '../../domain/types';

interface Props {
  product: Product;
  /** option_id → chosen option_type_id(s), several joined by ','. */
  selected: Record<string, string>;
  onChange: (optionId: number, value: string) => void;
}

/** Custom options (spec 000 §3): radio, drop-down and checkbox values with their surcharge. */
export function CustomOptions({ product, selected, onChange }: Props) {
  const { t } = useTranslation();
  const rate = taxRateOf(product);
  // A fixed option price is net like every catalogue price; the shopper sees it with tax.
  const withTax = (net: number) => fromCents(toCents(net) + taxOnNet(toCents(net), rate));
  const surcharge = (v: CustomOptionValue) => {
    if (!Number(v.price) || Number(v.option_type_id) <= 0) return v.title;
    return v.price_type === 'percent'
      ? t('product.custom.percent', { title: v.title, percent: v.price })
      : t('product.custom.fixed', { title: v.title, price: formatPrice(withTax(Number(v.price))) });
  };
  const options = [...(product.custom_options ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  return (
    <div className="options">
      {options.map((o) => (
        <CustomOptionGroup
          key={o.option_id}
          option={o}
          value={selected[o.option_id] ?? ''}
          onChange={(v) => onChange(o.option_id, v)}
          label={surcharge}
          noneLabel={t('product.custom.none')}
        />
      ))}
    </div>
  );
}

interface GroupProps {
  option: CustomOption;
  value: string;
  onChange: (value: string) => void;
  label: (v: CustomOptionValue) => string;
  noneLabel: string;
}

function CustomOptionGroup({ option, value, onChange, label, noneLabel }: GroupProps) {
  const values = [...(option.values ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  if (option.type === 'drop_down' || option.type === 'select') {
    return (
      <div className="field">
        <label>
          {option.title}
          <select value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{noneLabel}</option>
            {values.map((v) => (
              <option key={v.option_type_id} value={String(v.option_type_id)}>
                {label(v)}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  }
  const chosen = value ? value.split(',') : [];
  const checkbox = option.type === 'checkbox' || option.type === 'multiple';
  const toggle = (id: string, on: boolean) => onChange((on ? [...chosen, id] : chosen.filter((c) => c !== id)).join(','));
  return (
    <fieldset className="options__group">
      <legend>{option.title}</legend>
      <div className="options__list">
        {values.map((v) => {
          const id = String(v.option_type_id);
          return (
            <label key={id} className="option-row">
              <input
                type={checkbox ? 'checkbox' : 'radio'}
                name={`custom-${option.option_id}`}
                value={id}
                checked={checkbox ? chosen.includes(id) : value === id || (value === '' && id === '0')}
                onChange={(e) => (checkbox ? toggle(id, e.target.checked) : onChange(id))}
              />
              <span>{label(v)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
