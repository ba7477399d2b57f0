import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paymentMethodChosen } from '../cart/cartSlice';
import { selectIsVirtualCart } from '../cart/cartSelectors';
import { paymentDetailsSaved } from './checkoutSlice';
import { CASH_ON_DELIVERY } from './prepareOrder';

/** Cash on delivery only in this issue; the payment providers come with the payments issue. */
export function PaymentStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Spec 000 §4: cash on delivery is hidden for carts made only of virtual or downloadable items.
  const virtual = useAppSelector(selectIsVirtualCart);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (virtual) return;
    dispatch(paymentDetailsSaved({ paymentMethod: CASH_ON_DELIVERY, paymentMethodAdditional: {} }));
    dispatch(paymentMethodChosen({ code: CASH_ON_DELIVERY, title: 'Cash On Delivery', cost_incl_tax: 0, default: true, offline: true }));
    onDone();
  };
  return (
    <form onSubmit={submit} className="checkout-form" aria-labelledby="step-title">
      {virtual ? (
        <p className="checkout__notice">{t('checkout.virtualPaymentLater')}</p>
      ) : (
        <fieldset className="methods">
          <legend>{t('checkout.paymentMethod')}</legend>
          <label className="method">
            <input type="radio" name="payment-method" checked readOnly />
            <span className="method__title">{t('checkout.cashOnDelivery')}</span>
            <span className="method__price">{t('checkout.free')}</span>
          </label>
          <p className="methods__note">{t('checkout.morePaymentsLater')}</p>
        </fieldset>
      )}
      <button type="submit" className="button button--primary button--large" disabled={virtual}>
        {t('checkout.continueToReview')}
      </button>
    </form>
  );
}
