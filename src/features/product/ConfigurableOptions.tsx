import { useTranslation } from 'react-i18next';
import { config as appConfig } from '../../lib/config';
import type { ConfigurableChild, ConfigurableOption, Product } from '../../domain/types';
import { closestVariantWith, configurationOf, findExactVariant } from '../../domain/variant';

interface Props {
  product: Product;
  configuration: Record<string, string>;
  /** The child the shopper's click leads to, and what the page should say about other choices that changed. */
  onChoose: (child: ConfigurableChild, notice: string) => void;
  labels: Record<string, string>;
}

const valueLabel = (option: ConfigurableOption | undefined, value: string | undefined) => {
  const v = option?.values.find((x) => String(x.value_index) === value);
  return v?.label || v?.default_label || value || '';
};

/**
 * One radio group per configurable option (flavour, size…). A value that makes no available
 * combination with the other choices is marked but stays clickable: choosing it takes the closest
 * variant with that value (issue 14) and hands the page a sentence saying which other choice changed.
 * A value no available variant has is disabled, and its description says why.
 */
export function ConfigurableOptions({ product, configuration, onChoose, labels }: Props) {
  const { t } = useTranslation();
  const opts = { listOutOfStockProducts: appConfig.products.listOutOfStockProducts };
  const options = product.configurable_options ?? [];
  const optionLabel = (o: ConfigurableOption) => labels[o.attribute_code] ?? o.label ?? o.attribute_code;

  const choose = (option: ConfigurableOption, value: string) => {
    const code = option.attribute_code;
    const exact = findExactVariant(product, { ...configuration, [code]: value }, opts);
    const child = exact ?? closestVariantWith(product, configuration, code, value, opts);
    if (!child) return;
    const next = configurationOf(product, child);
    const changed = exact ? [] : options.filter((o) => o.attribute_code !== code && next[o.attribute_code] !== configuration[o.attribute_code]);
    const chosen = valueLabel(option, value);
    const notice = changed
      .map((o) =>
        t('product.variant.changed', {
          chosen,
          previous: valueLabel(o, configuration[o.attribute_code]),
          option: optionLabel(o),
          value: valueLabel(o, next[o.attribute_code]),
        }),
      )
      .join(' ');
    onChoose(child, notice);
  };

  return (
    <div className="options">
      {options.map((option) => {
        const code = option.attribute_code;
        // Spec 001 §5: a value with an empty label is dropped.
        const values = option.values.filter((v) => (v.label ?? v.default_label ?? '').trim() !== '');
        return (
          <fieldset key={code} className="options__group">
            <legend>{optionLabel(option)}</legend>
            <div className="options__values">
              {values.map((v) => {
                const value = String(v.value_index);
                const available = Boolean(findExactVariant(product, { ...configuration, [code]: value }, opts));
                const reachable = available || Boolean(closestVariantWith(product, configuration, code, value, opts));
                const whyId = `option-${code}-${value}-why`;
                return (
                  <label key={value} className={`option-chip${available ? '' : ' option-chip--unavailable'}${reachable ? '' : ' option-chip--disabled'}`}>
                    <input
                      type="radio"
                      name={`option-${code}`}
                      value={value}
                      checked={configuration[code] === value}
                      disabled={!reachable}
                      aria-describedby={reachable ? undefined : whyId}
                      onChange={() => choose(option, value)}
                    />
                    <span>{v.label || v.default_label}</span>
                    {available ? null : reachable ? (
                      <span className="visually-hidden"> ({t('catalog.unavailable')})</span>
                    ) : (
                      // The reason is the input's description, not part of its name (aria-hidden keeps it out of the name).
                      <span className="visually-hidden" id={whyId} aria-hidden="true">
                        {t('product.variant.noneAvailable')}
                      </span>
                    )}
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
