import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { linkUnitPrice, taxRateOf, type BundleSelection } from '../../domain/bundle';
import { fromCents } from '../../domain/money';
import type { BundleOption, Product } from '../../domain/types';
import { QtyInput } from './QtyInput';

interface Props {
  product: Product;
  linked: ReadonlyMap<string, Product>;
  selections: BundleSelection[];
  onChange: (next: BundleSelection[]) => void;
}

/** One group per bundle option: radio buttons (or a select for 'select' options) and a quantity. */
export function BundleOptions({ product, linked, selections, onChange }: Props) {
  const { t } = useTranslation();
  const update = (optionId: number, patch: Partial<BundleSelection>) => onChange(selections.map((s) => (s.option_id === optionId ? { ...s, ...patch } : s)));
  return (
    <div className="options">
      {(product.bundle_options ?? []).map((o) => {
        const selection = selections.find((s) => s.option_id === o.option_id);
        if (!selection) return null;
        return (
          <BundleOptionGroup
            key={o.option_id}
            product={product}
            option={o}
            linked={linked}
            selection={selection}
            onUpdate={(p) => update(o.option_id, p)}
            t={t}
          />
        );
      })}
    </div>
  );
}

interface GroupProps {
  product: Product;
  option: BundleOption;
  linked: ReadonlyMap<string, Product>;
  selection: BundleSelection;
  onUpdate: (patch: Partial<BundleSelection>) => void;
  t: ReturnType<typeof useTranslation>['t'];
}

function BundleOptionGroup({ product, option, linked, selection, onUpdate, t }: GroupProps) {
  const id = useId();
  const rate = taxRateOf(product);
  const choices = option.product_links.map((l) => {
    const withProduct = linked.has(l.sku) ? { ...l, product: linked.get(l.sku) } : l;
    const unit = linkUnitPrice(withProduct, rate);
    const name = linked.get(l.sku)?.name ?? l.sku;
    return { id: l.id, label: unit ? t('product.bundle.choice', { name, price: formatPrice(fromCents(unit.incl)) }) : name };
  });
  const link = option.product_links.find((l) => l.id === selection.link_id);
  const canChangeQty = link?.can_change_quantity !== 0;
  const isSelect = option.type === 'select' || option.type === 'drop_down';
  return (
    <fieldset className="options__group">
      <legend>{option.title}</legend>
      {isSelect ? (
        <select aria-label={option.title} value={selection.link_id} onChange={(e) => onUpdate({ link_id: Number(e.target.value) })}>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      ) : (
        <div className="options__list">
          {choices.map((c) => (
            <label key={c.id} className="option-row">
              <input
                type="radio"
                name={`bundle-${option.option_id}`}
                value={c.id}
                checked={selection.link_id === c.id}
                onChange={() => onUpdate({ link_id: c.id })}
              />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
      )}
      <div className="field field--qty field--inline">
        <label htmlFor={id}>{t('catalog.quantity')}</label>
        <QtyInput
          id={id}
          aria-label={t('product.bundle.qty', { option: option.title })}
          min={1}
          value={selection.qty}
          disabled={!canChangeQty}
          onValue={(qty) => onUpdate({ qty })}
        />
      </div>
    </fieldset>
  );
}
