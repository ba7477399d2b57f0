import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useNoticedSubmit } from '../notifications/useNoticedSubmit';
import { EmailField } from '../user/UserField';
import { emailError } from '../../domain/validation';
import { subscribe } from './newsletterApi';

const NOTICES = { offline: 'newsletter.errors.offline', sent: 'newsletter.subscribed', failed: 'newsletter.failed', ok: 'newsletter.ok' };

/** E-mail sign-up promising 10% off (spec 001 §1, §9); the server mails the coupon. */
export function NewsletterForm({ onDone, autoFocus = false }: { onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const online = useAppSelector((s) => s.ui.online);
  const profileEmail = useAppSelector((s) => s.user.current?.email ?? '');
  const [email, setEmail] = useState(profileEmail);
  const { errors, busy, submit } = useNoticedSubmit<'email'>(NOTICES);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Here offline shows at the e-mail field, not as a notice.
    const problem = emailError(email) ?? (online ? undefined : 'newsletter.errors.offline');
    void submit(problem ? { email: problem } : {}, () => subscribe(email.trim()), onDone);
  };
  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate>
      <EmailField label={t('newsletter.email')} value={email} onChange={setEmail} error={errors.email} autoFocus={autoFocus} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('newsletter.subscribe')}
      </button>
    </form>
  );
}
