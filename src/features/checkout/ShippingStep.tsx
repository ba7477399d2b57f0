import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { shippingMethodChosen, type ShippingMethod } from '../cart/cartSlice';
import { shippingDetailsSaved, shippingDraftChanged, type ShippingDetails } from './checkoutSlice';
import { Field } from './Field';
import { loadShippingMethods } from './loadShippingMethods';
import { COUNTRIES, ZA_PROVINCES, countryName } from './regions';
import { hasErrors, validateShipping, type Errors } from './validation';

const keyOf = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${m.carrier_code}_${m.method_code}`;

export function ShippingStep({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.checkout.shippingDetails);
  const personal = useAppSelector((s) => s.checkout.personalDetails);
  const draft = useAppSelector((s) => s.checkout.drafts?.shipping);
  const [form, setFormState] = useState<ShippingDetails>(() => ({
    ...saved,
    firstName: saved.firstName || personal.firstName,
    lastName: saved.lastName || personal.lastName,
    ...draft,
  }));
  // Every change is kept as a draft at once (a page left in the middle of the form keeps it).
  const setForm = (next: ShippingDetails) => {
    setFormState(next);
    dispatch(shippingDraftChanged(next));
  };
  const [errors, setErrors] = useState<Errors<ShippingDetails>>({});
  const [submitted, setSubmitted] = useState(false);
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);

  useEffect(() => {
    let live = true;
    void dispatch(loadShippingMethods()).then((list) => live && setMethods(list));
    return () => {
      live = false;
    };
  }, [dispatch]);

  const chosen = methods?.find((m) => keyOf(m) === `${form.shippingCarrier}_${form.shippingMethod}`) ?? methods?.find((m) => m.default) ?? methods?.[0];
  const set = (key: keyof ShippingDetails) => (value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) setErrors(validateShipping(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateShipping(form);
    setErrors(found);
    if (hasErrors(found) || !chosen) return;
    dispatch(shippingDetailsSaved({ ...form, shippingCarrier: chosen.carrier_code, shippingMethod: chosen.method_code }));
    dispatch(shippingMethodChosen(chosen));
    onDone();
  };

  const za = form.country === 'ZA';
  return (
    <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
      <div className="form-grid">
        <Field label={t('checkout.firstName')} value={form.firstName} onChange={set('firstName')} error={errors.firstName} autoComplete="shipping given-name" required />
        <Field label={t('checkout.lastName')} value={form.lastName} onChange={set('lastName')} error={errors.lastName} autoComplete="shipping family-name" required />
      </div>
      <Field label={t('checkout.streetAddress')} value={form.streetAddress} onChange={set('streetAddress')} error={errors.streetAddress} autoComplete="shipping address-line1" required />
      <Field label={t('checkout.apartment')} value={form.apartmentNumber} onChange={set('apartmentNumber')} autoComplete="shipping address-line2" />
      <div className="form-grid">
        <Field label={t('checkout.suburb')} value={form.suburb} onChange={set('suburb')} autoComplete="shipping address-level3" />
        <Field label={t('checkout.city')} value={form.city} onChange={set('city')} error={errors.city} autoComplete="shipping address-level2" required />
      </div>
      <div className="form-grid">
        <Field
          label={t('checkout.state')}
          value={form.state}
          onChange={set('state')}
          error={errors.state}
          autoComplete="shipping address-level1"
          required
          options={za ? [{ value: '', label: t('checkout.chooseProvince') }, ...ZA_PROVINCES.map((p) => ({ value: p, label: p }))] : undefined}
        />
        <Field label={t('checkout.zipCode')} value={form.zipCode} onChange={set('zipCode')} error={errors.zipCode} autoComplete="shipping postal-code" inputMode="numeric" required />
      </div>
      <Field
        label={t('checkout.country')}
        value={form.country}
        onChange={(v) => setForm({ ...form, country: v, state: '' })}
        error={errors.country}
        autoComplete="shipping country"
        required
        options={COUNTRIES.map((c) => ({ value: c, label: countryName(c, i18n.language) }))}
      />
      <Field label={t('checkout.phone')} type="tel" inputMode="tel" value={form.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} autoComplete="shipping tel" required />

      <fieldset className="methods">
        <legend>{t('checkout.shippingMethod')}</legend>
        {methods === null ? <div className="skeleton skeleton--text" aria-busy="true" /> : null}
        {methods?.map((m) => (
          <label key={keyOf(m)} className="method">
            <input
              type="radio"
              name="shipping-method"
              checked={chosen ? keyOf(chosen) === keyOf(m) : false}
              onChange={() => setForm({ ...form, shippingCarrier: m.carrier_code, shippingMethod: m.method_code })}
            />
            <span className="method__title">{[m.carrier_title, m.method_title].filter(Boolean).join(' – ')}</span>
            <span className="method__price">{formatPrice(m.price_incl_tax)}</span>
          </label>
        ))}
        {methods?.some((m) => m.offline) ? <p className="methods__note">{t('checkout.offlineShipping')}</p> : null}
      </fieldset>
      <button type="submit" className="button button--primary button--large" disabled={!chosen}>
        {t('checkout.continueToPayment')}
      </button>
    </form>
  );
}
