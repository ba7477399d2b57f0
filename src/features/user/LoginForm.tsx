import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { notificationShown } from '../notifications/notificationsSlice';
import { authElemChanged } from '../ui/uiSlice';
import { AuthFormEnd } from './AuthFormEnd';
import { FormAlert } from './FormAlert';
import { loginUser } from './session';
import { EmailField, UserField } from './UserField';
import { useAuthSubmit } from './useAuthSubmit';
import { validateLogin, type FieldErrors } from './validation';

/** "Remember me" keeps the e-mail address on this device for the next login. */
const REMEMBER_KEY = 'storefront:remembered-email';
const remembered = () => {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
};

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => remembered() !== '');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const { busy, failure, run } = useAuthSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!(await run(() => dispatch(loginUser(email, password))))) return;
    try {
      if (remember) localStorage.setItem(REMEMBER_KEY, email.trim());
      else localStorage.removeItem(REMEMBER_KEY);
    } catch {
      // Storage blocked: nothing to remember, the login itself worked.
    }
    dispatch(notificationShown({ type: 'success', message: 'user.loggedIn' }));
    onDone();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('user.loginTitle')}>
      <FormAlert message={failure} />
      <EmailField label={t('user.email')} value={email} onChange={setEmail} error={errors.email} />
      <UserField
        label={t('user.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <div className="auth-form__row">
        <label className="auth-form__check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('user.rememberMe')}
        </label>
        <button type="button" className="link-button" onClick={() => dispatch(authElemChanged('forgot-pass'))}>
          {t('user.forgotPassword')}
        </button>
      </div>
      <AuthFormEnd busy={busy} submit="user.logIn" question="user.noAccount" other={{ elem: 'register', label: 'user.register' }} />
    </form>
  );
}
