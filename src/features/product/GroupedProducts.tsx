import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { formatPrice } from '../../lib/format';
import { productPath } from '../../components/productLink';
import { associatedLinks, payPriceInclTax } from '../../domain/grouped';
import { fromCents } from '../../domain/money';
import type { Product } from '../../domain/types';
import { QtyInput } from './QtyInput';

interface Props {
  product: Product;
  linked: ReadonlyMap<string, Product>;
  qtys: Record<string, number>;
  onQty: (sku: string, qty: number) => void;
}

/** The associated products of a grouped product, each with its price and a quantity (spec 000 §4). */
export function GroupedProducts({ product, linked, qtys, onQty }: Props) {
  const { t } = useTranslation();
  const rows = associatedLinks(product).flatMap((l) => {
    const p = linked.get(l.linked_product_sku);
    return p && p.status < 2 ? [p] : [];
  });
  return (
    <table className="grouped">
      <caption className="visually-hidden">{t('product.grouped.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.grouped.product')}</th>
          <th scope="col">{t('product.grouped.price')}</th>
          <th scope="col">{t('product.grouped.qty')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => {
          const price = payPriceInclTax(p);
          const inStock = !p.stock || p.stock.is_in_stock;
          return (
            <tr key={p.sku}>
              <th scope="row">
                {p.visibility > 1 ? <Link to={productPath(p)}>{p.name}</Link> : p.name}
                {inStock ? null : <span className="grouped__stock"> {t('catalog.outOfStock')}</span>}
              </th>
              <td className="price">{price === null ? '' : formatPrice(fromCents(price))}</td>
              <td>
                <QtyInput min={0} aria-label={t('product.grouped.qtyOf', { name: p.name })} value={qtys[p.sku] ?? 0} onValue={(qty) => onQty(p.sku, qty)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
