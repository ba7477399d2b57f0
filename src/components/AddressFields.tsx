import { useTranslation } from 'react-i18next';
import type { Address, OptionalAddressField } from '../domain/address';
import { ZA_PROVINCES, countriesOfView, countryName } from '../domain/regions';
import { shippableCountries } from '../domain/shipping';
import { currentStoreView } from '../lib/config';
import type { TranslationKey } from '../lib/i18n';
import { Field } from './Field';

type Label = keyof Address | 'chooseProvince';

/** The checkout and the account area keep their own wording (locales checkout.* and account.fields.*). */
const LABELS: Record<'checkout' | 'account', Record<Label, TranslationKey>> = {
  checkout: {
    firstName: 'checkout.firstName',
    lastName: 'checkout.lastName',
    company: 'checkout.company',
    taxId: 'checkout.taxId',
    streetAddress: 'checkout.streetAddress',
    apartmentNumber: 'checkout.apartment',
    suburb: 'checkout.suburb',
    city: 'checkout.city',
    state: 'checkout.state',
    region_id: 'checkout.state',
    zipCode: 'checkout.zipCode',
    country: 'checkout.country',
    phoneNumber: 'checkout.phone',
    chooseProvince: 'checkout.chooseProvince',
  },
  account: {
    firstName: 'account.fields.firstname',
    lastName: 'account.fields.lastname',
    company: 'account.fields.company',
    taxId: 'checkout.taxId',
    streetAddress: 'account.fields.street',
    apartmentNumber: 'account.fields.house',
    suburb: 'checkout.suburb',
    city: 'account.fields.city',
    state: 'account.fields.region',
    region_id: 'account.fields.region',
    zipCode: 'account.fields.postcode',
    country: 'account.fields.country',
    phoneNumber: 'account.fields.telephone',
    chooseProvince: 'account.fields.choose',
  },
};

interface Props<A extends Address> {
  value: A;
  errors: Partial<Record<keyof Address, string>>;
  onChange: (next: A) => void;
  /** Which address it is, for the browser's autofill (autocomplete section). */
  section: 'shipping' | 'billing';
  /** The optional parts this form shows. */
  show: readonly OptionalAddressField[];
  wording?: 'checkout' | 'account';
}

/**
 * One address form for the checkout (shipping and billing) and the account's shipping details.
 * South African provinces are a list; another country's region is typed. A new country clears it.
 */
export function AddressFields<A extends Address>({ value, errors, onChange, section, show, wording = 'checkout' }: Props<A>) {
  const view = currentStoreView();
  // A shipping address names only countries some shipping method serves in this view.
  const countries = section === 'shipping' ? shippableCountries(view.tax.defaultCountry, view.i18n.currencyCode) : countriesOfView(view.tax.defaultCountry);
  const { t, i18n } = useTranslation();
  const label = (key: Label): string => t(LABELS[wording][key]);
  const set = (key: keyof Address) => (v: string) => onChange({ ...value, [key]: v, ...(key === 'country' ? { state: '' } : {}) });
  const has = (field: OptionalAddressField) => show.includes(field);
  const text = (key: keyof Address, autoComplete: string, extra: { required?: boolean; type?: 'tel'; inputMode?: 'tel' | 'numeric' } = {}) => (
    <Field label={label(key)} value={String(value[key] ?? '')} onChange={set(key)} error={errors[key]} autoComplete={`${section} ${autoComplete}`} {...extra} />
  );
  const state = (
    <Field
      label={label('state')}
      value={value.state ?? ''}
      onChange={set('state')}
      error={errors.state}
      autoComplete={`${section} address-level1`}
      required
      options={value.country === 'ZA' ? [{ value: '', label: label('chooseProvince') }, ...ZA_PROVINCES.map((p) => ({ value: p, label: p }))] : undefined}
    />
  );
  const city = text('city', 'address-level2', { required: true });
  const zip = text('zipCode', 'postal-code', { required: true, inputMode: 'numeric' });
  return (
    <>
      <div className="form-grid">
        {text('firstName', 'given-name', { required: true })}
        {text('lastName', 'family-name', { required: true })}
      </div>
      {has('company') || has('taxId') ? (
        <div className="form-grid">
          {has('company') ? text('company', 'organization') : null}
          {has('taxId') ? <Field label={label('taxId')} value={value.taxId ?? ''} onChange={set('taxId')} error={errors.taxId} autoComplete="off" /> : null}
        </div>
      ) : null}
      {text('streetAddress', has('apartmentNumber') ? 'address-line1' : 'street-address', { required: true })}
      {has('apartmentNumber') ? text('apartmentNumber', 'address-line2') : null}
      {has('suburb') || has('state') ? (
        <>
          <div className="form-grid">
            {has('suburb') ? text('suburb', 'address-level3') : null}
            {city}
          </div>
          <div className="form-grid">
            {has('state') ? state : null}
            {zip}
          </div>
        </>
      ) : (
        <div className="form-grid">
          {city}
          {zip}
        </div>
      )}
      <Field
        label={label('country')}
        value={value.country}
        onChange={set('country')}
        error={errors.country}
        autoComplete={`${section} country`}
        required
        options={countries.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
      />
      {text('phoneNumber', 'tel', { required: true, type: 'tel', inputMode: 'tel' })}
    </>
  );
}
