import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';
import { AddressFields } from '../../components/AddressFields';
import { ACCOUNT_FIELDS, addressErrors, fromContractAddress, type Address } from '../../domain/address';
import { hasErrors, type FieldErrors } from '../../domain/validation';
import { currentStoreView } from '../../lib/config';
import type { UserProfile } from '../user/userSlice';
import { defaultShipping, withDefaultShipping, type ProfileAddress } from './address';
import { useProfile } from './useProfile';
import { useSaveProfile } from './useSaveProfile';

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
  const { t } = useTranslation();
  // A first address starts in the store view's country (DE in /de), as the checkout's does.
  const [form, setForm] = useState<Address>(() => fromContractAddress(current, profile, currentStoreView().tax.defaultCountry));
  const [errors, setErrors] = useState<FieldErrors<keyof Address>>({});
  const { save, busy } = useSaveProfile(token, profile, onSaved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = addressErrors(form, ACCOUNT_FIELDS);
    setErrors(found);
    if (hasErrors(found)) return;
    const next = withDefaultShipping(addresses, current, form) as unknown as Record<string, unknown>[];
    void save({ firstname: profile.firstname, lastname: profile.lastname, addresses: next });
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <AddressFields value={form} errors={errors} onChange={setForm} section="shipping" show={ACCOUNT_FIELDS} wording="account" />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('account.save')}
      </button>
    </form>
  );
}
