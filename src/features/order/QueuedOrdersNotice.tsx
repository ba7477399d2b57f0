import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectQueuedOrders } from '../sync/syncSlice';
import { queuedOrdersConfirmed } from './orderActions';
import styles from './QueuedOrdersNotice.module.css';

/**
 * A lasting reminder that orders wait on this device (the queue mirror, rebuilt from IndexedDB on
 * every start, so it survives reloads). Online, unconfirmed orders can be sent from here too.
 */
export function QueuedOrdersNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectQueuedOrders);
  const online = useAppSelector((s) => s.ui.online);
  // The thank-you page of an order placed offline already says it waits on this device: one message, not two.
  const thankYouFor = useAppSelector((s) => (s.checkout.isThankYouPage && s.sync.lastOrder?.status === 'queued' ? s.sync.lastOrder.order_id : null));
  const queued = all.filter((o) => o.order_id !== thankYouFor);
  if (!queued.length) return null;
  const unconfirmed = queued.some((o) => !o.confirmed);
  return (
    <div className={styles.notice} role="status" data-testid="queued-orders">
      <p className={styles.text}>
        {t('order.queueCount', { count: queued.length })} {online ? (unconfirmed ? t('order.queueUnconfirmed') : null) : t('order.queueOffline')}
      </p>
      {online && unconfirmed ? (
        <button type="button" className="button button--small" onClick={() => dispatch(queuedOrdersConfirmed())}>
          {t('order.sendNow')}
        </button>
      ) : null}
    </div>
  );
}
