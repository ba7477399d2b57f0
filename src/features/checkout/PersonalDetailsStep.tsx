import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { personalDetailsSaved, personalDraftChanged, type PersonalDetails } from './checkoutSlice';
import { Field } from '../../components/Field';
import { useCheckedForm } from './useCheckedForm';
import { validatePersonal } from './validation';

export function PersonalDetailsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.checkout.personalDetails);
  const draft = useAppSelector((s) => s.checkout.drafts?.personal);
  const {
    value: form,
    errors,
    change,
    check,
  } = useCheckedForm<PersonalDetails>(
    () => ({ ...saved, ...draft }),
    validatePersonal,
    (next) => dispatch(personalDraftChanged(next)),
  );
  const set = (key: keyof PersonalDetails) => (value: string) => change({ ...form, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    dispatch(personalDetailsSaved(form));
    onDone();
  };
  return (
    <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
      <div className="form-grid">
        <Field label={t('checkout.firstName')} value={form.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="given-name" required />
        <Field label={t('checkout.lastName')} value={form.lastName} onChange={set('lastName')} error={errors.lastName} autoComplete="family-name" required />
      </div>
      <Field
        label={t('checkout.email')}
        type="email"
        inputMode="email"
        value={form.emailAddress}
        onChange={set('emailAddress')}
        error={errors.emailAddress}
        autoComplete="email"
        required
      />
      <button type="submit" className="button button--primary button--large">
        {t('checkout.continueToShipping')}
      </button>
    </form>
  );
}
