import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAsync } from '../../components/useAsync';
import { usePageMeta } from '../../components/usePageMeta';
import { accountSubscribed, subscribe, unsubscribe } from '../newsletter/newsletterApi';
import { notificationShown } from '../notifications/notificationsSlice';
import { useProfile } from './useProfile';

/** /my-account/newsletter: subscribe or unsubscribe the account's e-mail (10% off coupon by mail). */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const email = profile?.email ?? '';
  const known = useAsync(email ? `newsletter:${email}` : null, () => accountSubscribed(email));
  usePageMeta(t('account.newsletter.title'));
  return (
    <>
      <h1>{t('account.newsletter.title')}</h1>
      <p>{t('newsletter.promise')}</p>
      {known.status === 'success' ? (
        <NewsletterChoice key={String(known.data)} email={email} initial={known.data} />
      ) : (
        <div className="skeleton skeleton--text" />
      )}
    </>
  );
}

function NewsletterChoice({ email, initial }: { email: string; initial: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => s.ui.online);
  const [checked, setChecked] = useState(initial);
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checked === subscribed) return;
    if (!online) {
      dispatch(notificationShown({ type: 'error', message: 'newsletter.errors.offline', action1: { label: 'account.ok' } }));
      return;
    }
    setBusy(true);
    try {
      await (checked ? subscribe(email) : unsubscribe(email));
      setSubscribed(checked);
      dispatch(
        notificationShown({ type: 'success', message: checked ? 'newsletter.subscribed' : 'newsletter.unsubscribed', action1: { label: 'account.ok' } }),
      );
    } catch (err) {
      dispatch(notificationShown({ type: 'error', message: err instanceof Error ? err.message : 'newsletter.failed', action1: { label: 'account.ok' } }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="account-form" onSubmit={(e) => void submit(e)}>
      <div className="field field--checkbox">
        <input id="newsletter-choice" type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        <label htmlFor="newsletter-choice">{t('account.newsletter.choice', { email })}</label>
      </div>
      <button type="submit" className="button button--primary" disabled={busy || checked === subscribed}>
        {t('account.save')}
      </button>
    </form>
  );
}
