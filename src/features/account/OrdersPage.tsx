import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { formatDate, formatPrice } from '../../lib/format';
import { usePageMeta } from '../../components/usePageMeta';
import { EmptyList, OrdersTable } from './AccountTables';
import { statusLabel } from './orderLabels';
import { orderDate } from './orderTypes';
import { useOrderHistory } from './useOrderHistory';

/** /my-account/orders: the order history, newest first. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const history = useOrderHistory();
  usePageMeta(t('account.orders.title'));
  return (
    <>
      <h1>{t('account.orders.title')}</h1>
      {history.stale ? <p className="account__hint">{t('account.orders.stale')}</p> : null}
      {history.status === 'loading' ? (
        <div aria-busy="true">
          <div className="skeleton skeleton--text" />
          <div className="skeleton skeleton--text" />
        </div>
      ) : history.status === 'error' ? (
        <p role="alert">{t('account.orders.error')}</p>
      ) : !history.orders.length ? (
        <EmptyList text={t('account.orders.empty')} />
      ) : (
        <OrdersTable
          caption={t('account.orders.caption', { count: history.total })}
          headers={[
            t('account.orders.number'),
            t('account.orders.date'),
            t('account.orders.total'),
            t('account.orders.statusTitle'),
            <span key="actions" className="visually-hidden">
              {t('account.orders.actions')}
            </span>,
          ]}
        >
          {history.orders.map((o) => (
            <tr key={o.entity_id}>
              <td>#{o.increment_id}</td>
              <td>{formatDate(orderDate(o.created_at))}</td>
              <td>{formatPrice(o.grand_total, o.order_currency_code)}</td>
              <td>{statusLabel(t, o.status)}</td>
              <td>
                <Link to={`/my-account/orders/${o.entity_id}`} aria-label={t('account.orders.viewNamed', { number: o.increment_id })}>
                  {t('account.orders.view')}
                </Link>
              </td>
            </tr>
          ))}
        </OrdersTable>
      )}
      {history.hasMore ? (
        <button type="button" className="button" onClick={() => void history.loadMore()}>
          {t('account.orders.more')}
        </button>
      ) : null}
    </>
  );
}
