import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paymentMethodChosen } from '../cart/cartSlice';
import { AddressFields } from '../../components/AddressFields';
import { BILLING_FIELDS } from '../../domain/address';
import { emptyBillingAddress, paymentDetailsSaved, type BillingAddress } from './checkoutSlice';
import { usePaymentMethods } from './usePaymentMethods';
import { useCheckedForm } from './useCheckedForm';
import { validateBilling } from './validation';

/**
 * Payment (spec 000 §3–4): billing address (the shipping one, or its own with company and tax ID)
 * and the cart's payment methods from the server. The method chosen earlier stays chosen while it is
 * offered; otherwise the FIRST method marked default (vsf1 createOrderData), else the first one.
 */
export function PaymentStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.checkout.paymentDetails);
  const shipping = useAppSelector((s) => s.checkout.shippingDetails);
  const methods = usePaymentMethods();
  const online = useAppSelector((s) => s.ui.online);
  const [picked, setPicked] = useState(saved.paymentMethod);
  const [same, setSame] = useState(saved.sameAsShipping !== false);
  const {
    value: billing,
    errors,
    change: changeBilling,
    check,
  } = useCheckedForm<BillingAddress>(
    () =>
      saved.billingAddress ?? {
        ...emptyBillingAddress,
        firstName: shipping.firstName,
        lastName: shipping.lastName,
        streetAddress: shipping.streetAddress,
        city: shipping.city,
        zipCode: shipping.zipCode,
        country: shipping.country,
        phoneNumber: shipping.phoneNumber,
      },
    (b) => (same ? {} : validateBilling(b)),
  );
  const chosen = methods?.find((m) => m.code === picked) ?? methods?.find((m) => m.default) ?? methods?.[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check() || !chosen) return;
    dispatch(paymentDetailsSaved({ paymentMethod: chosen.code, paymentMethodAdditional: {}, sameAsShipping: same, billingAddress: billing }));
    dispatch(paymentMethodChosen(chosen));
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
      <div className="field field--checkbox">
        <input id="billing-same" type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} />
        <label htmlFor="billing-same">{t('checkout.billingSameAsShipping')}</label>
      </div>
      {same ? null : (
        <fieldset className="billing">
          <legend>{t('checkout.billingAddress')}</legend>
          <AddressFields value={billing} errors={errors} onChange={changeBilling} section="billing" show={BILLING_FIELDS} />
        </fieldset>
      )}
      <fieldset className="methods">
        <legend>{t('checkout.paymentMethod')}</legend>
        {methods === null ? <div className="skeleton skeleton--text" aria-busy="true" /> : null}
        {methods?.map((m) => (
          <label key={m.code} className="method">
            <input type="radio" name="payment-method" value={m.code} checked={chosen?.code === m.code} onChange={() => setPicked(m.code)} />
            <span className="method__title">{t(`payment.method.${m.code}`, { defaultValue: m.title })}</span>
            <span className="method__price">{m.cost_incl_tax > 0 ? formatPrice(m.cost_incl_tax) : t('checkout.free')}</span>
          </label>
        ))}
        {methods?.length === 0 ? <p className="checkout__notice">{t('payment.noMethods')}</p> : null}
        {online || !methods?.length ? null : <p className="methods__note">{t('payment.offlineMethods')}</p>}
      </fieldset>
      <button type="submit" className="button button--primary button--large" disabled={!chosen}>
        {t('checkout.continueToReview')}
      </button>
    </form>
  );
}
