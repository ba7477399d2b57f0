import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';
import { Field } from '../checkout/Field';
import { COUNTRIES, ZA_PROVINCES, countryName } from '../checkout/regions';
import type { UserProfile } from '../user/userSlice';
import { defaultShipping, toForm, withDefaultShipping, type AddressForm, type ProfileAddress } from './address';
import { useProfile } from './useProfile';
import { useSaveProfile } from './useSaveProfile';
import { compact, nameError, requiredError, zipError, type FieldErrors } from './validation';

/** /my-account/shipping-details: the default shipping address, saved with POST /api/user/me. */
export default function ShippingDetailsPage() {
  const { t } = useTranslation();
  const { profile, loading, token, saved } = useProfile();
  usePageMeta(t('account.shipping.title'));
  if (!profile) return <div className="skeleton skeleton--title" aria-busy={loading} />;
  const addresses = (profile.addresses ?? []) as unknown as ProfileAddress[];
  const current = defaultShipping(addresses, (profile as { default_shipping?: string }).default_shipping);
  return (
    <>
      <h1>{t('account.shipping.title')}</h1>
      <AddressEditor key={JSON.stringify(current ?? null)} profile={profile} token={token} onSaved={saved} addresses={addresses} current={current} />
    </>
  );
}

interface EditorProps {
  profile: UserProfile;
  token: string | null;
  onSaved: (p: UserProfile) => void;
  addresses: ProfileAddress[];
  current: ProfileAddress | undefined;
}

function AddressEditor({ profile, token, onSaved, addresses, current }: EditorProps) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<AddressForm>(() => toForm(current, profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, busy } = useSaveProfile(token, profile, onSaved);
  const set = (key: keyof AddressForm) => (value: string) => setForm((f) => ({ ...f, [key]: value, ...(key === 'country' ? { region: '' } : {}) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = compact({
      firstname: nameError(form.firstname),
      lastname: nameError(form.lastname),
      street: requiredError(form.street),
      city: requiredError(form.city),
      postcode: zipError(form.postcode),
      region: requiredError(form.region),
      telephone: requiredError(form.telephone),
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    const next = withDefaultShipping(addresses, current, form) as unknown as Record<string, unknown>[];
    void save({ firstname: profile.firstname, lastname: profile.lastname, addresses: next });
  };
  const za = form.country === 'ZA';
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Field label={t('account.fields.firstname')} value={form.firstname} onChange={set('firstname')} error={errors.firstname} autoComplete="shipping given-name" required />
        <Field label={t('account.fields.lastname')} value={form.lastname} onChange={set('lastname')} error={errors.lastname} autoComplete="shipping family-name" required />
        <Field label={t('account.fields.street')} value={form.street} onChange={set('street')} error={errors.street} autoComplete="shipping address-line1" required />
        <Field label={t('account.fields.house')} value={form.house} onChange={set('house')} autoComplete="shipping address-line2" />
        <Field label={t('account.fields.city')} value={form.city} onChange={set('city')} error={errors.city} autoComplete="shipping address-level2" required />
        <Field label={t('account.fields.postcode')} value={form.postcode} onChange={set('postcode')} error={errors.postcode} autoComplete="shipping postal-code" required />
        <Field
          label={t('account.fields.country')}
          value={form.country}
          onChange={set('country')}
          autoComplete="shipping country"
          required
          options={COUNTRIES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
        />
        <Field
          label={t('account.fields.region')}
          value={form.region}
          onChange={set('region')}
          error={errors.region}
          autoComplete="shipping address-level1"
          required
          options={za ? [{ value: '', label: t('account.fields.choose') }, ...ZA_PROVINCES.map((p) => ({ value: p, label: p }))] : undefined}
        />
        <Field label={t('account.fields.telephone')} value={form.telephone} onChange={set('telephone')} error={errors.telephone} autoComplete="shipping tel" type="tel" required />
        <Field label={t('account.fields.company')} value={form.company} onChange={set('company')} autoComplete="shipping organization" />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('account.save')}
      </button>
    </form>
  );
}
