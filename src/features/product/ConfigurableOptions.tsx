import { useTranslation } from 'react-i18next';
import { config as appConfig } from '../../lib/config';
import type { Product } from '../../domain/types';
import { findExactVariant } from '../../domain/variant';

interface Props {
  product: Product;
  configuration: Record<string, string>;
  onSelect: (code: string, value: string) => void;
  labels: Record<string, string>;
}

/**
 * One radio group per configurable option (flavour, size…). A value that makes no available
 * combination with the other choices stays selectable but is marked; choosing it warns
 * (spec 001 §8 'No such configuration for the product…') instead of silently switching.
 */
export function ConfigurableOptions({ product, configuration, onSelect, labels }: Props) {
  const { t } = useTranslation();
  const opts = { listOutOfStockProducts: appConfig.products.listOutOfStockProducts };
  return (
    <div className="options">
      {(product.configurable_options ?? []).map((option) => {
        const label = labels[option.attribute_code] ?? option.label ?? option.attribute_code;
        // Spec 001 §5: a value with an empty label is dropped.
        const values = option.values.filter((v) => (v.label ?? v.default_label ?? '').trim() !== '');
        return (
          <fieldset key={option.attribute_code} className="options__group">
            <legend>{label}</legend>
            <div className="options__values">
              {values.map((v) => {
                const value = String(v.value_index);
                const available = Boolean(findExactVariant(product, { ...configuration, [option.attribute_code]: value }, opts));
                return (
                  <label key={value} className={`option-chip${available ? '' : ' option-chip--unavailable'}`}>
                    <input
                      type="radio"
                      name={`option-${option.attribute_code}`}
                      value={value}
                      checked={configuration[option.attribute_code] === value}
                      onChange={() => onSelect(option.attribute_code, value)}
                    />
                    <span>{v.label || v.default_label}</span>
                    {available ? null : <span className="visually-hidden"> ({t('catalog.unavailable')})</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
