import { useTranslation } from 'react-i18next';
import type { Attribute, Product } from '../../domain/types';
import { attributeText } from '../catalog/useAttributes';

/** Specifications: every visible attribute the product has a value for. */
export function ProductSpecs({ product, attributes }: { product: Product; attributes: Attribute[] }) {
  const { t } = useTranslation();
  const configurable = new Set((product.configurable_options ?? []).map((o) => o.attribute_code));
  const rows = attributes
    .filter((a) => !configurable.has(a.attribute_code))
    .map((a) => ({ label: a.frontend_label || a.attribute_code, value: attributeText(a, product[a.attribute_code]) }))
    .filter((r): r is { label: string; value: string } => Boolean(r.value));
  if (!rows.length) return null;
  return (
    <section className="product__section" aria-labelledby="product-specs">
      <h2 id="product-specs">{t('catalog.specifications')}</h2>
      <dl className="specs">
        {rows.map((r) => (
          <div key={r.label} className="specs__row">
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
