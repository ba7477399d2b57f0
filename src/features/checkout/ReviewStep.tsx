import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../app/format';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { CartTotals } from '../cart/CartTotals';
import { selectCartItems } from '../cart/cartSelectors';
import { placeOrder } from '../order/placeOrder';
import { selectPlacingOrder } from '../sync/syncSlice';
import { useCheckoutAccount } from '../user/CheckoutAccount';
import { buildOrder } from './prepareOrder';

/** Order review: lines, totals, addresses, the terms checkbox and "Place order". */
export function ReviewStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const items = useAppSelector(selectCartItems);
  const { personalDetails: p, shippingDetails: s } = useAppSelector((st) => st.checkout);
  const placing = useAppSelector(selectPlacingOrder);
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
    if (!(await account.create())) return;
    // Errors and the queued state are reported by placeOrder itself (notifications, thank-you state).
    await dispatch(placeOrder(buildOrder(store.getState())));
  };

  return (
    <form onSubmit={submit} noValidate className="checkout-form" aria-labelledby="step-title">
      <section aria-labelledby="review-items">
        <h3 id="review-items">{t('checkout.items')}</h3>
        <ul className="review-lines">
          {items.map((i) => (
            <li key={i.checksum ?? i.sku}>
              <span>
                {i.qty} × {i.name}
              </span>
              <span>{formatPrice(i.qty * i.price_incl_tax)}</span>
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
          {t('checkout.paymentMethod')}: {t('checkout.cashOnDelivery')}
        </p>
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
      <button type="submit" className="button button--primary button--large" disabled={placing || items.length === 0} aria-busy={placing}>
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </form>
  );
}
