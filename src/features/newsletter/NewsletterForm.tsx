import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notificationShown } from '../notifications/notificationsSlice';
import { emailError, subscribe } from './newsletterApi';

/** E-mail sign-up promising 10% off (spec 001 §1, §9); the server mails the coupon. */
export function NewsletterForm({ onDone, autoFocus = false }: { onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => s.ui.online);
  const profileEmail = useAppSelector((s) => s.user.current?.email ?? '');
  const [email, setEmail] = useState(profileEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
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
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={id}>{t('newsletter.email')}</label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          autoFocus={autoFocus}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {t(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('newsletter.subscribe')}
      </button>
    </form>
  );
}
