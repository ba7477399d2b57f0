import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/user';
import { useAppDispatch } from '../../app/hooks';
import { useNoticedSubmit } from '../notifications/useNoticedSubmit';
import { loginUser } from '../user/session';
import { UserField } from '../user/UserField';
import { PasswordPairFields } from '../user/PasswordPairFields';
import { compact, passwordError, repeatError, requiredError } from '../../domain/validation';

type Fields = 'current' | 'next' | 'repeat';
const EMPTY: Record<Fields, string> = { current: '', next: '', repeat: '' };
// Spec 001 §8: a failure shows the server's errorMessage.
const NOTICES = { offline: 'account.offline', sent: 'account.password.changed', failed: 'account.password.failed', ok: 'account.ok' };

/**
 * Spec 001 §4: a password change succeeds on code 200 with a success message, then the shopper is
 * logged in again with the new password (the server ends the other sessions). It does not work offline.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Fields, string>>(EMPTY);
  const { errors, busy, submit } = useNoticedSubmit<Fields>(NOTICES);
  const set = (field: Fields) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = compact<Fields>({
      current: values.current ? undefined : requiredError(''),
      next: passwordError(values.next),
      repeat: repeatError(values.next, values.repeat),
    });
    void submit(
      found,
      () => changePassword(values.current, values.next),
      () => {
        setValues(EMPTY);
        return dispatch(loginUser(email, values.next));
      },
    );
  };

  return (
    <section className="account-section" aria-labelledby="change-password">
      <h2 id="change-password">{t('account.password.title')}</h2>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="change-password">
        <UserField
          label={t('account.password.current')}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          error={errors.current}
        />
        <PasswordPairFields
          values={{ password: values.next, repeat: values.repeat }}
          errors={{ password: errors.next, repeat: errors.repeat }}
          onChange={(field, v) => set(field === 'password' ? 'next' : 'repeat')(v)}
          labels={{ password: t('account.password.new'), repeat: t('account.password.repeat') }}
          names={{ password: 'new-password', repeat: 'repeat-password' }}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
