import { useTranslation } from 'react-i18next';
import type { BillingAddress } from './checkoutSlice';
import { Field } from './Field';
import { COUNTRIES, countryName } from './regions';
import type { Errors } from './validation';

interface Props {
  value: BillingAddress;
  errors: Errors<BillingAddress>;
  onChange: (next: BillingAddress) => void;
}

/** The billing address's own fields (spec 000 §3), with billing autocomplete tokens. */
export function BillingFields({ value, errors, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const set = (key: keyof BillingAddress) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="billing">
      <legend>{t('checkout.billingAddress')}</legend>
      <div className="form-grid">
        <Field label={t('checkout.firstName')} value={value.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="billing given-name" required />
        <Field label={t('checkout.lastName')} value={value.lastName} onChange={set('lastName')} error={errors.lastName} autoComplete="billing family-name" required />
      </div>
      <div className="form-grid">
        <Field label={t('checkout.company')} value={value.company} onChange={set('company')} autoComplete="billing organization" />
        <Field label={t('checkout.taxId')} value={value.taxId} onChange={set('taxId')} error={errors.taxId} autoComplete="off" />
      </div>
      <Field label={t('checkout.streetAddress')} value={value.streetAddress} onChange={set('streetAddress')} error={errors.streetAddress} autoComplete="billing street-address" required />
      <div className="form-grid">
        <Field label={t('checkout.city')} value={value.city} onChange={set('city')} error={errors.city} autoComplete="billing address-level2" required />
        <Field label={t('checkout.zipCode')} value={value.zipCode} onChange={set('zipCode')} error={errors.zipCode} autoComplete="billing postal-code" inputMode="numeric" required />
      </div>
      <Field
        label={t('checkout.country')}
        value={value.country}
        onChange={set('country')}
        error={errors.country}
        autoComplete="billing country"
        required
        options={COUNTRIES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
      />
      <Field label={t('checkout.phone')} type="tel" inputMode="tel" value={value.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} autoComplete="billing tel" required />
    </fieldset>
  );
}
