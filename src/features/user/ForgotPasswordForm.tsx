import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { resetPassword } from '../../api/user';
import { useAppDispatch } from '../../app/hooks';
import { authElemChanged } from '../ui/uiSlice';
import { FormAlert } from './FormAlert';
import { EmailField } from './UserField';
import { useAuthSubmit } from './useAuthSubmit';
import { emailError } from '../../domain/validation';

/** Forgot password: POST /api/user/reset-password {email}; not while offline (spec 001 §8). */
export function ForgotPasswordForm({ inModal = true }: { inModal?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, failure, run } = useAuthSubmit('user.resetOffline');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    if (await run(() => resetPassword(email.trim()))) setSentTo(email.trim());
  };

  const back = inModal ? (
    <button type="button" className="link-button" onClick={() => dispatch(authElemChanged('login'))}>
      {t('user.backToLogin')}
    </button>
  ) : (
    <Link to="/login" onClick={() => dispatch(authElemChanged('login'))}>
      {t('user.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <div className="auth-form" role="status">
        <p>{t('user.resetSent', { email: sentTo })}</p>
        {back}
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('user.forgotTitle')}>
      <p>{t('user.resetIntro')}</p>
      <FormAlert message={failure} />
      <EmailField label={t('user.email')} value={email} onChange={setEmail} error={error} />
      <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
        {busy ? t('user.working') : t('user.sendResetLink')}
      </button>
      <p className="auth-form__switch">{back}</p>
    </form>
  );
}
