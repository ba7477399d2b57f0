import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../app/format';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { lineTotalInclTax } from '../../domain/totals';
import { CartCodes } from '../cart/CartCodes';
import { CartTotals } from '../cart/CartTotals';
import { selectCartItems, selectIsVirtualCart } from '../cart/cartSelectors';
import { placeOrder } from '../order/placeOrder';
import { selectPlacingOrder } from '../sync/syncSlice';
import { useCheckoutAccount } from '../user/CheckoutAccount';
import { isProvider } from '../payment/paymentApi';
import { payOnline } from '../payment/payOnline';
import { paymentDetailsSaved } from './checkoutSlice';
import { buildOrder, CASH_ON_DELIVERY } from './prepareOrder';

/** Order review: lines, totals, addresses, the terms checkbox and "Place order". */
export function ReviewStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const items = useAppSelector(selectCartItems);
  const { personalDetails: p, shippingDetails: s, paymentDetails: pay } = useAppSelector((st) => st.checkout);
  const online = useAppSelector((st) => st.ui.online);
  const virtual = useAppSelector(selectIsVirtualCart);
  const placingOffline = useAppSelector(selectPlacingOrder);
  const [redirecting, setRedirecting] = useState(false);
  const placing = placingOffline || redirecting;
  const method = pay.paymentMethod || CASH_ON_DELIVERY;
  // Spec 000 §4: a provider payment needs the provider; offline only cash on delivery can go (queued).
  const provider = isProvider(method) ? method : null;
  const blockedOffline = provider !== null && !online;
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const termsId = useId();
  // Spec 001 §1: checkout can create an account (session-pwa); made before the order so it is the customer's.
  const account = useCheckoutAccount();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!accepted) {
      setError('checkout.errors.terms');
      return;
    }
    setError(null);
    if (blockedOffline) return;
    if (!(await account.create())) return;
    if (provider) {
      // Saved as waiting for payment, then off to the provider; /order/status takes it from there.
      setRedirecting(true);
      if ((await dispatch(payOnline(buildOrder(store.getState()), provider))) !== 'redirected') setRedirecting(false);
      return;
    }
    // Cash on delivery (is_server_method): placed at once. Errors and the queued state are reported
    // by placeOrder itself (notifications, thank-you state).
    await dispatch(placeOrder(buildOrder(store.getState())));
  };

  return (
    <>
      {/* Spec 000 §4: coupons and vouchers in the checkout too (a form of their own, so outside this one). */}
      <CartCodes />
    <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
      <section aria-labelledby="review-items">
        <h3 id="review-items">{t('checkout.items')}</h3>
        <ul className="review-lines">
          {items.map((i) => (
            <li key={i.checksum ?? i.sku}>
              <span>
                {i.qty} × {i.name}
              </span>
              <span>{formatPrice(lineTotalInclTax(i))}</span>
            </li>
          ))}
        </ul>
        <CartTotals />
      </section>
      <section aria-labelledby="review-address" className="review-address">
        <h3 id="review-address">{t('checkout.deliverTo')}</h3>
        <address>
          {s.firstName} {s.lastName}
          <br />
          {s.streetAddress}
          {s.apartmentNumber ? `, ${s.apartmentNumber}` : ''}
          <br />
          {[s.suburb, s.city, s.state, s.zipCode].filter(Boolean).join(', ')}
          <br />
          {s.phoneNumber} · {p.emailAddress}
        </address>
        <p>
          {t('checkout.paymentMethod')}: {t(`payment.method.${method}`, { defaultValue: method })}
        </p>
        {blockedOffline ? (
          <div className="checkout__notice" role="alert">
            <p>{t('payment.offlineProvider', { method: t(`payment.method.${method}`, { defaultValue: method }) })}</p>
            {virtual ? null : (
              <button type="button" className="button" onClick={() => dispatch(paymentDetailsSaved({ ...pay, paymentMethod: CASH_ON_DELIVERY }))}>
                {t('payment.useCashOnDelivery')}
              </button>
            )}
          </div>
        ) : null}
      </section>
      {account.element}
      <div className={`field field--checkbox${error ? ' field--error' : ''}`}>
        <input
          id={termsId}
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${termsId}-error` : undefined}
        />
        <label htmlFor={termsId}>
          {t('checkout.acceptTerms')}{' '}
          <a href="/terms-conditions" target="_blank" rel="noopener">
            {t('checkout.termsLink')}
          </a>
        </label>
        {error ? (
          <p id={`${termsId}-error`} className="field__error">
            {t(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--large" disabled={placing || blockedOffline || items.length === 0} aria-busy={placing}>
        {redirecting ? t('payment.redirecting') : placing ? t('checkout.placing') : provider ? t('payment.pay') : t('checkout.placeOrder')}
      </button>
    </form>
    </>
  );
}
