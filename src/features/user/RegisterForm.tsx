import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { notificationShown } from '../notifications/notificationsSlice';
import { AuthFormEnd } from './AuthFormEnd';
import { FormAlert } from './FormAlert';
import { registerUser } from './session';
import { EmailField, UserField } from './UserField';
import { PasswordPairFields } from './PasswordPairFields';
import { useAuthSubmit } from './useAuthSubmit';
import { validateRegister, type FieldErrors } from './validation';

type Fields = { email: string; firstname: string; lastname: string; password: string; repeat: string };
const EMPTY: Fields = { email: '', firstname: '', lastname: '', password: '', repeat: '' };
const NAME_FIELDS = [
  { name: 'firstname', label: 'user.firstName', autoComplete: 'given-name' },
  { name: 'lastname', label: 'user.lastName', autoComplete: 'family-name' },
] as const;

/** Register (spec 001 §3 Account: e-mail, password, newsletter subscription), then logged in. */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<Fields>(EMPTY);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof Fields>>({});
  const [submitted, setSubmitted] = useState(false);
  const { busy, failure, run } = useAuthSubmit();
  const set = (key: keyof Fields) => (value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) setErrors(validateRegister(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateRegister(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!(await run(() => dispatch(registerUser({ ...form, newsletter }))))) return;
    dispatch(notificationShown({ type: 'success', message: 'user.registered' }));
    onDone();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('user.registerTitle')}>
      <FormAlert message={failure} />
      <EmailField label={t('user.email')} value={form.email} onChange={set('email')} error={errors.email} />
      <div className="form-grid">
        {NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <UserField key={name} label={t(label)} name={name} autoComplete={autoComplete} value={form[name]} onChange={set(name)} error={errors[name]} />
        ))}
      </div>
      <PasswordPairFields values={form} errors={errors} onChange={(field, v) => set(field)(v)} />
      <label className="auth-form__check">
        <input type="checkbox" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} /> {t('user.newsletter')}
      </label>
      <AuthFormEnd busy={busy} submit="user.createAccount" question="user.haveAccount" other={{ elem: 'login', label: 'user.logIn' }} />
    </form>
  );
}
