import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { confirmPasswordReset, userOfPasswordLink } from '../../api/user';
import { useAppDispatch } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { notificationShown } from '../notifications/notificationsSlice';
import { FormAlert } from './FormAlert';
import { PasswordPairFields } from './PasswordPairFields';
import { failureMessage, useAuthSubmit } from './useAuthSubmit';
import { validateNewPassword, type FieldErrors } from './validation';
import '../catalog/catalog.css';
import './user.css';

type LinkState = { status: 'checking' } | { status: 'valid'; email: string | undefined } | { status: 'invalid'; message: string };

/**
 * /Account/Reset-Password?link=&redirectUrl= (public): the link of the reset e-mail. The link is
 * checked (GetUserIDFromPasswordLink), a new password set (confirm-password-reset), then — spec
 * 001 §2/§4 — a notice and on to /login. Not offline (spec 001 §8).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = params.get('link') ?? '';
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  const [form, setForm] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'repeat'>>({});
  const { busy, failure, run } = useAuthSubmit('user.resetOffline');
  usePageMeta(t('user.newPasswordTitle'));

  useEffect(() => {
    let live = true;
    if (!link) setState({ status: 'invalid', message: 'user.invalidLink' });
    else {
      userOfPasswordLink(link).then(
        (who) => live && setState({ status: 'valid', email: who.email }),
        (err: unknown) => live && setState({ status: 'invalid', message: failureMessage(err) }),
      );
    }
    return () => {
      live = false;
    };
  }, [link]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateNewPassword(form);
    setErrors(found);
    if (Object.keys(found).length || state.status !== 'valid') return;
    if (!(await run(() => confirmPasswordReset(link, form.password, state.email)))) return;
    dispatch(notificationShown({ type: 'success', message: 'user.passwordChanged' }));
    void navigate('/login', { replace: true });
  };

  return (
    <div className="auth-page">
      <div className="auth-panel">
        <h1>{t('user.newPasswordTitle')}</h1>
        {state.status === 'checking' ? <p role="status">{t('user.checkingLink')}</p> : null}
        {state.status === 'invalid' ? (
          <>
            <FormAlert message={state.message} />
            <Link to="/reset-password">{t('user.forgotTitle')}</Link>
          </>
        ) : null}
        {state.status === 'valid' ? (
          <form className="auth-form" onSubmit={submit} noValidate aria-label={t('user.newPasswordTitle')}>
            {state.email ? <p>{state.email}</p> : null}
            <FormAlert message={failure} />
            <PasswordPairFields
              values={form}
              errors={errors}
              onChange={(field, v) => setForm({ ...form, [field]: v })}
              labels={{ password: t('user.newPassword') }}
            />
            <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
              {busy ? t('user.working') : t('user.savePassword')}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
