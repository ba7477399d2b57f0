import type { TranslationKey } from '../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { termsError } from '../../domain/validation';
import { viewPath } from '../../lib/config';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CartSummary } from '../cart/CartSummary';
import { selectCartItems, selectIsVirtualCart } from '../cart/cartSelectors';
import { selectPlacingOrder } from '../sync/syncSlice';
import { useCheckoutAccount } from '../user/CheckoutAccount';
import { isProvider } from '../payment/paymentApi';
import { paymentDetailsSaved } from './checkoutSlice';
import { CASH_ON_DELIVERY } from './prepareOrder';
import { submitCheckout } from './submitCheckout';
import { SummaryLines } from './SummaryLines';
import { summaryLineOf } from './summaryLine';
import { OrderParameters } from '../../components/OrderParameters';
import { isCollectInStore } from '../../domain/storeLocation';

/** Order review: lines, totals, addresses, the terms checkbox and "Place order". */
export function ReviewStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const { personalDetails: p, shippingDetails: s, paymentDetails: pay, customParameters: params, collectStore } = useAppSelector((st) => st.checkout);
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
  const [error, setError] = useState<TranslationKey | null>(null);
  const termsId = useId();
  // Spec 001 §1: checkout can create an account (session-pwa); made before the order so it is the customer's.
  const account = useCheckoutAccount();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const termsProblem = termsError(accepted);
    setError(termsProblem ?? null);
    if (termsProblem) return;
    // Errors, the queued state and the provider's page are reported by the flow itself (notifications,
    // thank-you state, /order/status); here only the button's "Redirecting…" is undone.
    const result = await dispatch(submitCheckout({ createAccount: account.create, leaving: () => setRedirecting(true) }));
    if (result !== 'redirected') setRedirecting(false);
  };

  return (
    <>
      {/* Spec 000 §4: coupons and vouchers in the checkout too: the cart's own summary (its code forms sit outside the order form). */}
      <section aria-labelledby="review-items" className="review-items">
        <h3 id="review-items">{t('checkout.items')}</h3>
        <SummaryLines lines={items.map(summaryLineOf)} />
        <CartSummary />
      </section>
      <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
        <section aria-labelledby="review-address" className="review-address">
          {/* Collected in store, the address is the shopper's (billing) address, not where the parcel goes. */}
          <h3 id="review-address">{isCollectInStore(s.shippingCarrier) ? t('checkout.billingAddress') : t('checkout.deliverTo')}</h3>
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
          <OrderParameters
            store={isCollectInStore(s.shippingCarrier) ? collectStore : null}
            poNumber={params?.PONumber?.trim()}
            comment={params?.comment?.trim()}
          />
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
            <a href={viewPath('/terms-conditions')} target="_blank" rel="noopener">
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
