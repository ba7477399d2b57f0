import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate, formatPrice } from '../../lib/format';
import { useAppDispatch } from '../../app/hooks';
import { LineOptions } from '../../components/LineOptions';
import { OrderParameters } from '../../components/OrderParameters';
import { usePageMeta } from '../../components/usePageMeta';
import { parseChosenOptions } from '../../domain/chosenOptions';
import { microcartToggled } from '../ui/uiSlice';
import { OrdersTable } from './AccountTables';
import { statusLabel } from './orderLabels';
import { collectedInStore, orderDate, shippingAddressOf, visibleItems, type Order, type OrderAddress } from './orderTypes';
import { reorder } from './reorder';
import { useOrderHistory } from './useOrderHistory';

/** /my-account/orders/{orderId}: lines, totals, addresses, status, and reorder. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const history = useOrderHistory();
  const order = history.orders.find((o) => String(o.entity_id) === orderId);
  const { hasMore, loadMore, status } = history;
  // An older order may sit on a later page of the history.
  useEffect(() => {
    if (!order && hasMore && status === 'ready') void loadMore();
  }, [order, hasMore, status, loadMore]);
  usePageMeta(order ? t('account.order.title', { number: order.increment_id }) : t('account.orders.title'));

  if (!order) {
    if (status === 'loading' || hasMore) return <div className="skeleton skeleton--title" aria-busy="true" />;
    return (
      <>
        <h1>{t('account.order.notFound')}</h1>
        <Link to="/my-account/orders">{t('account.order.back')}</Link>
      </>
    );
  }
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  // Collected in store, nothing is shipped: the store to collect from stands above (OrderParameters).
  const shipping = collectedInStore(order) ? undefined : shippingAddressOf(order);
  const params = order.extension_attributes?.custom_parameters;
  const again = async () => {
    setBusy(true);
    const res = await dispatch(reorder(order));
    setBusy(false);
    if (res.added) dispatch(microcartToggled(true));
  };
  const totals = [
    { key: 'subtotal' as const, value: order.subtotal_incl_tax },
    { key: 'shipping' as const, value: order.shipping_incl_tax },
    { key: 'discount' as const, value: order.discount_amount ? -Math.abs(order.discount_amount) : undefined },
    { key: 'tax' as const, value: order.tax_amount },
  ].filter((r) => typeof r.value === 'number');
  return (
    <>
      <Link to="/my-account/orders" className="account__back">
        {t('account.order.back')}
      </Link>
      <h1>{t('account.order.title', { number: order.increment_id })}</h1>
      <p className="account__meta">
        {t('account.order.placed', { date: formatDate(orderDate(order.created_at)) })} · <span className="status-label">{statusLabel(t, order.status)}</span>
      </p>
      <OrdersTable
        caption={t('account.order.lines')}
        headers={[t('account.order.product'), t('account.order.sku'), t('account.order.price'), t('account.order.qty'), t('account.order.rowTotal')]}
      >
        {visibleItems(order).map((line, i) => (
          <tr key={line.item_id ?? `${line.sku}-${i}`}>
            <td>
              {line.name}
              <LineOptions options={parseChosenOptions(line.options)} />
            </td>
            <td>{line.sku}</td>
            <td>{formatPrice(line.price_incl_tax, order.order_currency_code)}</td>
            <td>{line.qty_ordered}</td>
            <td>{formatPrice(line.row_total_incl_tax, order.order_currency_code)}</td>
          </tr>
        ))}
      </OrdersTable>
      <dl className="order-totals">
        {totals.map((r) => (
          <div key={r.key}>
            <dt>{t(`account.order.totals.${r.key}`)}</dt>
            <dd>{formatPrice(r.value, order.order_currency_code)}</dd>
          </div>
        ))}
        <div className="order-totals__grand">
          <dt>{t('account.order.totals.grand')}</dt>
          <dd>{formatPrice(order.grand_total, order.order_currency_code)}</dd>
        </div>
      </dl>
      <OrderParameters store={params?.store} poNumber={params?.PONumber} comment={params?.comment} />
      <div className="order-addresses">
        {shipping ? <AddressBlock title={t('account.order.shippingAddress')} address={shipping} /> : null}
        {order.billing_address ? <AddressBlock title={t('account.order.billingAddress')} address={order.billing_address} /> : null}
      </div>
      <button type="button" className="button button--primary" onClick={() => void again()} disabled={busy}>
        {t('account.reorder.button')}
      </button>
    </>
  );
}

function AddressBlock({ title, address: a }: { title: string; address: OrderAddress }) {
  const region = typeof a.region === 'string' ? a.region : a.region?.region;
  return (
    <section className="order-address">
      <h2>{title}</h2>
      <address>
        {[a.firstname, a.lastname].filter(Boolean).join(' ')}
        {a.company ? <br /> : null}
        {a.company}
        {(a.street ?? [])
          .filter((s) => s && s !== '-')
          .map((s) => (
            <span key={s}>
              <br />
              {s}
            </span>
          ))}
        <br />
        {[a.postcode, a.city].filter(Boolean).join(' ')}
        {region ? `, ${region}` : null}
        <br />
        {a.country_id}
        {a.telephone ? (
          <>
            <br />
            {a.telephone}
          </>
        ) : null}
      </address>
    </section>
  );
}
