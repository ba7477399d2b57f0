import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { formatPrice } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { displayPrices, imageUrl, productPath } from '../../components/productLink';
import { useAsync } from '../../components/useAsync';
import { MessagePage } from '../../components/MessagePage';
import { usePageMeta } from '../../components/usePageMeta';
import type { Attribute, Product } from '../../domain/types';
import { attributeText } from '../catalog/useAttributes';
import { loadComparableAttributes } from './comparableAttributes';
import { compareCleared, compareItemRemoved, selectCompareItems, type CompareItem } from './compareSlice';
import './compare.css';

/** The rows: comparable attributes at least one of the compared products has a value for. */
export function compareRows(attributes: Attribute[], items: CompareItem[]) {
  return attributes
    .map((a) => ({ code: a.attribute_code, label: a.frontend_label || a.attribute_code, values: items.map((p) => attributeText(a, p[a.attribute_code])) }))
    .filter((row) => row.values.some((v) => v !== null));
}

/** /compare, 'Compare Products' (spec 001 §2): the comparable attributes side by side. */
export default function ComparePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCompareItems);
  const loaded = useAsync(items.length ? 'compare-attributes' : null, loadComparableAttributes);
  const attributes = loaded.status === 'success' ? loaded.data.attributes : [];
  usePageMeta(t('compare.title'));

  if (!items.length) {
    return <MessagePage className="page compare" title={t('compare.title')} text={t('compare.empty')} homeLabel={t('compare.continueShopping')} />;
  }
  const rows = compareRows(attributes, items);
  return (
    <section className="page compare">
      <div className="compare__head row-between">
        <h1>{t('compare.title')}</h1>
        <button type="button" className="button button--ghost" onClick={() => dispatch(compareCleared())}>
          {t('compare.clear')}
        </button>
      </div>
      <div className="compare__scroll" role="region" aria-label={t('compare.title')} tabIndex={0}>
        <table className="compare__table">
          <caption className="visually-hidden">{t('compare.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <td />
              {items.map((p) => (
                <th key={p.sku} scope="col">
                  <CompareProduct item={p} onRemove={() => dispatch(compareItemRemoved(p.sku))} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('compare.price')}</th>
              {items.map((p) => (
                <td key={p.sku}>{formatPrice(displayPrices(p).current)}</td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.label}</th>
                {row.values.map((v, i) => (
                  <td key={items[i].sku}>{v ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loaded.status === 'success' && loaded.data.offline && !attributes.length ? <p className="compare__note">{t('compare.offlineAttributes')}</p> : null}
    </section>
  );
}

function CompareProduct({ item, onRemove }: { item: CompareItem; onRemove: () => void }) {
  const { t } = useTranslation();
  const src = imageUrl(item.image, 150, 150);
  return (
    <div className="compare__product">
      {src ? <img src={src} alt="" width={96} height={96} loading="lazy" /> : null}
      {item.url_key || item.slug ? <Link to={productPath(item as Product)}>{item.name}</Link> : <span>{item.name}</span>}
      <button type="button" className="button button--small button--ghost" aria-label={t('compare.removeNamed', { name: item.name })} onClick={onRemove}>
        {t('compare.remove')}
      </button>
    </div>
  );
}
