import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';

// The first notification loads the code that shows one: a first visit mostly shows none (issue 15).
const NotificationItem = lazy(() => import('./NotificationItem'));

/** The live region where notifications appear: in the page from the start, so what is added to it is announced. */
export function Notifications() {
  const items = useAppSelector((s) => s.notifications.items);
  const { t } = useTranslation();
  return (
    <section className="notifications" aria-label={t('common.notifications.region')}>
      <ul aria-live="polite" aria-relevant="additions text">
        {items.length ? (
          <Suspense fallback={null}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </Suspense>
        ) : null}
      </ul>
    </section>
  );
}
