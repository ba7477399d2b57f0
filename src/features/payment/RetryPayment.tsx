import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useAppSelector } from '../../app/hooks';
import { usePaymentMethods } from '../checkout/usePaymentMethods';
import { createProviderCheckout, isProvider, type PaymentStatus } from './paymentApi';
import { navigation } from './payOnline';

/**
 * A failed or canceled payment: the cart was kept; the shopper picks a provider and the SAME order
 * is paid again (a new attempt with the same checkoutReference, for the server's amount).
 */
export function RetryPayment({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const online = useAppSelector((s) => s.ui.online);
  const methods = usePaymentMethods()?.filter((m) => isProvider(m.code)) ?? null;
  const [picked, setPicked] = useState(status.method_code);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = methods?.find((m) => m.code === picked) ?? methods?.[0];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || !isProvider(chosen.code)) return;
    setBusy(true);
    setError(null);
    try {
      navigation.assign(await createProviderCheckout(chosen.code, status.amount, status.order_id));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('payment.lookupFailed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="checkout-form" aria-label={t('payment.retry')}>
      <p>{t('payment.retryHint')}</p>
      <fieldset className="methods">
        <legend>{t('checkout.paymentMethod')}</legend>
        {methods === null ? <div className="skeleton skeleton--text" aria-busy="true" /> : null}
        {methods?.map((m) => (
          <label key={m.code} className="method">
            <input type="radio" name="retry-method" value={m.code} checked={chosen?.code === m.code} onChange={() => setPicked(m.code)} />
            <span className="method__title">{t(`payment.method.${m.code}`, { defaultValue: m.title })}</span>
          </label>
        ))}
      </fieldset>
      {online ? null : (
        <p role="alert">{t('payment.offlineProvider', { method: chosen ? t(`payment.method.${chosen.code}`, { defaultValue: chosen.code }) : '' })}</p>
      )}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--large" disabled={!chosen || busy || !online} aria-busy={busy}>
        {t('payment.retry')}
      </button>
    </form>
  );
}
