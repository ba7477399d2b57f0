import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useAppDispatch } from '../../app/hooks';
import { ApiError } from '../../api/http';
import { usePageMeta } from '../../components/usePageMeta';
import { namesPayment } from '../../domain/paymentReturn';
import { confirmPaidOrder } from './confirmPaidOrder';
import { fetchPaymentStatus, providerPageUrl, type PaymentStatus } from './paymentApi';
import { RetryPayment } from './RetryPayment';
import '../checkout/checkout.css';

type View = { kind: 'loading' } | { kind: 'none' } | { kind: 'error' } | { kind: 'status'; status: PaymentStatus };

/**
 * /order/status, the return page of every payment provider. The query only says WHICH payment:
 * it goes to the server unchanged and the server's records decide what happened (a URL claiming
 * success proves nothing).
 */
export default function OrderStatusPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageMeta(t('payment.statusTitle'));

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!namesPayment(query)) {
      setView({ kind: 'none' });
      return;
    }
    let live = true;
    setView({ kind: 'loading' });
    fetchPaymentStatus(search).then(
      (status) => {
        if (!live) return;
        if (status.next_step === 'show-confirmation') dispatch(confirmPaidOrder(status));
        setView({ kind: 'status', status });
      },
      (err: unknown) => live && setView(err instanceof ApiError && err.code === 404 ? { kind: 'none' } : { kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [search, attempt, dispatch]);

  useEffect(() => {
    if (view.kind !== 'loading') heading.current?.focus();
  }, [view.kind]);

  const s = view.kind === 'status' ? view.status : null;
  const paid = s?.next_step === 'show-confirmation';
  return (
    <section className="checkout order-status" aria-labelledby="order-status-title" aria-busy={view.kind === 'loading'}>
      <h1 id="order-status-title" ref={heading} tabIndex={-1}>
        {paid ? t('checkout.thankYouTitle') : t('payment.statusTitle')}
      </h1>
      {view.kind === 'loading' ? <p role="status">{t('payment.checking')}</p> : null}
      {view.kind === 'none' ? <p>{t('payment.noReference')}</p> : null}
      {view.kind === 'error' ? (
        <div role="alert">
          <p>{t('payment.lookupFailed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('payment.reload')}
          </button>
        </div>
      ) : null}
      {s ? (
        <>
          <p role="status" className={`order-status__state order-status__state--${s.status}`}>
            {t(`payment.status.${s.status}`)}
          </p>
          {paid ? (
            <p className="thank-you__number">{t('checkout.orderNumber', { orderNumber: s.orderNumber })}</p>
          ) : (
            <p>{t('payment.orderLabel', { orderNumber: s.orderNumber })}</p>
          )}
          {s.next_step === 'complete-payment' && s.redirect_url ? (
            <>
              <p>{t('payment.completeHint')}</p>
              <a className="button button--primary" href={providerPageUrl(s.redirect_url)}>
                {t('payment.completePayment')}
              </a>
            </>
          ) : null}
          {s.next_step === 'retry-payment' ? <RetryPayment status={s} /> : null}
        </>
      ) : null}
      {view.kind !== 'loading' && s?.next_step !== 'retry-payment' ? (
        <p>
          <Link to="/">{t('payment.continueShopping')}</Link>
        </p>
      ) : null}
    </section>
  );
}
