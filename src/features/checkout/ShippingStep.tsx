import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { shippingMethodChosen, type ShippingMethod } from '../cart/cartSlice';
import { AddressFields } from '../../components/AddressFields';
import { isCollectInStore, shippingMethodKey, storeAddressLine } from '../../domain/storeLocation';
import { customParametersErrors, type CustomParameters } from '../../domain/validation';
import { useStores } from '../stores/useStores';
import { SHIPPING_FIELDS } from '../../domain/address';
import { customParametersSaved, shippingDetailsSaved, shippingDraftChanged, type ShippingDetails } from './checkoutSlice';
import { CustomParametersFields } from './CustomParametersFields';
import { loadShippingMethods } from './loadShippingMethods';
import { useCheckedForm } from './useCheckedForm';
import { validateShipping } from './validation';

const keyOf = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => shippingMethodKey(m.carrier_code, m.method_code);

export function ShippingStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.checkout.shippingDetails);
  const personal = useAppSelector((s) => s.checkout.personalDetails);
  const draft = useAppSelector((s) => s.checkout.drafts?.shipping);
  // Every change is kept as a draft at once (a page left in the middle of the form keeps it).
  const {
    value: form,
    errors,
    change,
    check,
  } = useCheckedForm<ShippingDetails>(
    () => ({ ...saved, firstName: saved.firstName || personal.firstName, lastName: saved.lastName || personal.lastName, ...draft }),
    validateShipping,
    (next) => dispatch(shippingDraftChanged(next)),
  );
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);
  const savedParams = useAppSelector((s) => s.checkout.customParameters);

  useEffect(() => {
    let live = true;
    void dispatch(loadShippingMethods()).then((list) => live && setMethods(list));
    return () => {
      live = false;
    };
  }, [dispatch]);

  const chosen =
    methods?.find((m) => keyOf(m) === shippingMethodKey(form.shippingCarrier, form.shippingMethod)) ?? methods?.find((m) => m.default) ?? methods?.[0];
  const collectInStore = isCollectInStore(chosen?.carrier_code);
  // Only collection in store needs the store list: a courier delivery never asks for it.
  const stores = useStores(collectInStore);
  const params = useCheckedForm<CustomParameters>(
    () => savedParams ?? {},
    (p) => customParametersErrors(p, { collectInStore }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const addressOk = check();
    if (!params.check() || !addressOk || !chosen) return;
    const store = collectInStore && stores.status === 'success' ? stores.data.find((x) => x.code === params.value.storeSelect) : undefined;
    dispatch(customParametersSaved({ params: params.value, store: store ? { name: store.name, address: storeAddressLine(store) } : null }));
    dispatch(shippingDetailsSaved({ ...form, shippingCarrier: chosen.carrier_code, shippingMethod: chosen.method_code }));
    dispatch(shippingMethodChosen(chosen));
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
      <AddressFields value={form} errors={errors} onChange={change} section="shipping" show={SHIPPING_FIELDS} />

      <fieldset className="methods">
        <legend>{t('checkout.shippingMethod')}</legend>
        {methods === null ? <div className="skeleton skeleton--text" aria-busy="true" /> : null}
        {methods?.map((m) => (
          <label key={keyOf(m)} className="method">
            <input
              type="radio"
              name="shipping-method"
              checked={chosen ? keyOf(chosen) === keyOf(m) : false}
              onChange={() => change({ ...form, shippingCarrier: m.carrier_code, shippingMethod: m.method_code })}
            />
            <span className="method__title">{[m.carrier_title, m.method_title].filter(Boolean).join(' – ')}</span>
            <span className="method__price">{formatPrice(m.price_incl_tax)}</span>
          </label>
        ))}
        {methods?.some((m) => m.offline) ? <p className="methods__note">{t('checkout.offlineShipping')}</p> : null}
      </fieldset>
      <CustomParametersFields value={params.value} errors={params.errors} onChange={params.change} collectInStore={collectInStore} stores={stores} />
      <button type="submit" className="button button--primary button--large" disabled={!chosen}>
        {t('checkout.continueToPayment')}
      </button>
    </form>
  );
}
