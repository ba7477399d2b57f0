import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notificationShown } from '../notifications/notificationsSlice';
import { UserField } from '../user/UserField';
import { emailError } from '../../domain/validation';
import { subscribe } from './newsletterApi';

/** E-mail sign-up promising 10% off (spec 001 §1, §9); the server mails the coupon. */
export function NewsletterForm({ onDone, autoFocus = false }: { onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => s.ui.online);
  const profileEmail = useAppSelector((s) => s.user.current?.email ?? '');
  const [email, setEmail] = useState(profileEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(email) ?? (online ? undefined : 'newsletter.errors.offline');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await subscribe(email.trim());
      dispatch(notificationShown({ type: 'success', message: 'newsletter.subscribed', action1: { label: 'newsletter.ok' } }));
      onDone?.();
    } catch (err) {
      dispatch(notificationShown({ type: 'error', message: err instanceof Error ? err.message : 'newsletter.failed', action1: { label: 'newsletter.ok' } }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="newsletter-form" onSubmit={(e) => void submit(e)} noValidate>
      <UserField
        label={t('newsletter.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
        autoFocus={autoFocus}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('newsletter.subscribe')}
      </button>
    </form>
  );
}
