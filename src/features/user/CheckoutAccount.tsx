import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert } from './FormAlert';
import { adoptCustomerCart } from './cartHandover';
import { registerUser } from './session';
import { PasswordPairFields } from './PasswordPairFields';
import { failureMessage } from './useAuthSubmit';
import { compact, passwordError, repeatError } from '../../domain/validation';
import type { FieldErrors } from './validation';
import './user.css';

/**
 * "Create an account with this order" (spec 001 §1: checkout can create an account). The password
 * lives only in this component's state: it is never persisted. Used by checkout's review step:
 * `account.create()` before placing the order registers, logs in and waits for the customer cart,
 * so the order is sent with the new customer's token and lands in the order history.
 */
export function useCheckoutAccount() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => Boolean(s.user.token));
  const personal = useAppSelector((s) => s.checkout.personalDetails);
  const [wanted, setWanted] = useState(false);
  const [form, setForm] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'repeat'>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Resolves false when the account was wanted but could not be made (the order must wait). */
  async function create(): Promise<boolean> {
    if (loggedIn || !wanted) return true;
    const found = compact({ password: passwordError(form.password), repeat: repeatError(form.password, form.repeat) });
    setErrors(found);
    if (Object.keys(found).length) return false;
    setFailure(null);
    try {
      await dispatch(registerUser({ email: personal.emailAddress, firstname: personal.firstName, lastname: personal.lastName, password: form.password }));
      await dispatch(adoptCustomerCart());
      setWanted(false);
      return true;
    } catch (err) {
      setFailure(failureMessage(err));
      return false;
    }
  }

  const element = loggedIn ? null : (
    <fieldset className="checkout-account">
      <legend className="visually-hidden">{t('user.createAccount')}</legend>
      <label className="auth-form__check">
        <input type="checkbox" checked={wanted} onChange={(e) => setWanted(e.target.checked)} /> {t('user.createAccountAtCheckout')}
      </label>
      {wanted ? (
        <>
          <FormAlert message={failure} />
          <PasswordPairFields values={form} errors={errors} onChange={(field, v) => setForm({ ...form, [field]: v })} />
        </>
      ) : null}
    </fieldset>
  );
  return { element, create };
}
