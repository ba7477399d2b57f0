import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { config } from '../../lib/config';
import { notificationRemoved, type AppNotification, type NotificationAction } from './notificationsSlice';
import { translationsComplete, whenTranslationsReady, type TranslationKey } from '../../lib/i18n';

/** One notification; it leaves after its timeToLive (spec 000 §9: 10000 ms) or when its button is pressed. */
export default function NotificationItem({ notification: n }: { notification: AppNotification }) {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation();
  const ttl = n.timeToLive ?? config.notifications.defaultTimeToLive;

  useEffect(() => {
    if (n.hasNoTimeout) return;
    const timer = setTimeout(() => dispatch(notificationRemoved(n.id)), ttl);
    return () => clearTimeout(timer);
  }, [dispatch, n.id, n.hasNoTimeout, ttl]);

  const press = (a: NotificationAction) => {
    if (a.action) dispatch(a.action);
    dispatch(notificationRemoved(n.id));
  };
  const actions = [n.action1, n.action2].filter((a): a is NotificationAction => Boolean(a));
  // A text of the later English files (the install offer, an order's message): shown once they are in
  // (they are added without re-rendering what is on screen: this item renders again itself), never as
  // its key. If they cannot be loaded (offline before the service worker kept them), it is shown as it is.
  const [settled, setSettled] = useState(false);
  const waiting = !settled && !translationsComplete() && [n.message, ...actions.map((a) => a.label)].some((key) => !i18n.exists(key));
  useEffect(() => {
    const settle = () => setSettled(true);
    if (waiting) whenTranslationsReady().then(settle, settle);
  }, [waiting]);
  if (waiting) return null;

  // The role sits inside the list item: an <li> with another role is no list item (axe "list" rule).
  return (
    <li className={`notification notification--${n.type}`}>
      <div className="notification__body" role={n.type === 'error' ? 'alert' : 'status'}>
        <p className="notification__message">{t(n.message, { ...n.messageParams, defaultValue: n.message })}</p>
        <div className="notification__actions">
          {actions.map((a) => (
            <button key={a.label} type="button" className="button button--small" onClick={() => press(a)}>
              {t(a.label as TranslationKey)}
            </button>
          ))}
          {actions.length === 0 ? (
            <button type="button" className="button button--small button--ghost" onClick={() => dispatch(notificationRemoved(n.id))}>
              {t('common.notifications.close')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
