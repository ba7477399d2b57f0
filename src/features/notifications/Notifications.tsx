import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
// In the entry chunk (less than 1 kB): as a lazy chunk, a first visit that went offline before the
// service worker kept it could show no notification at all, not even the one saying so (app/lazyCode).
import NotificationItem from './NotificationItem';

/** The live region where notifications appear: in the page from the start, so what is added to it is announced. */
export function Notifications() {
  const items = useAppSelector((s) => s.notifications.items);
  const { t } = useTranslation();
  return (
    <section className="notifications" aria-label={t('common.notifications.region')}>
      <ul aria-live="polite" aria-relevant="additions text">
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
    </section>
  );
}
