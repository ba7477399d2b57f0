import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TotalsList } from '../cart/CartTotals';
import { selectLastOrder } from '../sync/syncSlice';
import { thankYouPageLeft, type PlacedOrderSummary } from './checkoutSlice';
import { SummaryLines } from './SummaryLines';
import { OrderParameters } from '../../components/OrderParameters';

/** The thank-you state: the order number when sent, or that it waits on this device when queued. */
export function ThankYou() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const order = useAppSelector(selectLastOrder);
  const summary = useAppSelector((s) => s.checkout.placedSummary);
  const typedEmail = useAppSelector((s) => s.checkout.personalDetails.emailAddress);
  const email = summary?.email || typedEmail;
  const sent = order?.status === 'sent';
  // Placed in this page session (not a reload of the thank-you URL): the shopper comes from the review step.
  const justPlaced = useAppSelector((s) => Boolean(order && s.sync.sessionOrderIds.includes(order.order_id)));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The shopper arrives from the bottom of the review step: bring the result into view and focus
    // its heading (no ring for a mouse click: :focus-visible, checkout.css). A reload starts at the top as any page.
    if (!justPlaced) return;
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, [justPlaced]);
  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" ref={heading} tabIndex={-1}>
        {t('checkout.thankYouTitle')}
      </h1>
      {sent ? (
        <>
          <p className="thank-you__number">{t('checkout.orderNumber', { orderNumber: order.orderNumber ?? order.backendOrderId ?? '' })}</p>
          <p>{t('checkout.thankYouSent', { email })}</p>
        </>
      ) : (
        <>
          <p className="thank-you__queued" role="status">
            {t('checkout.thankYouQueued')}
          </p>
          <NotifyWhenSendable />
        </>
      )}
      {summary ? <PlacedSummary summary={summary} /> : null}
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          dispatch(thankYouPageLeft());
          void navigate('/');
        }}
      >
        {t('checkout.continueShopping')}
      </button>
    </section>
  );
}

/** The order as placed (kept on the device): lines with their choices, totals, and the checkout's parameters. */
function PlacedSummary({ summary }: { summary: PlacedOrderSummary }) {
  const { t } = useTranslation();
  const { store, customParameters: p } = summary;
  return (
    <section className="thank-you__summary" aria-labelledby="thank-you-summary">
      <h2 id="thank-you-summary">{t('cart.summary')}</h2>
      <SummaryLines lines={summary.lines} />
      <TotalsList segments={summary.segments} />
      <OrderParameters store={store} poNumber={p.PONumber} comment={p.comment} />
    </section>
  );
}

type Permission = NotificationPermission | 'unsupported';
const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * The moment that explains itself (issue 10): an order waits on this device, so the shopper may
 * want to hear when it can be sent, also with the shop closed (the service worker's notification).
 * Asked only on the shopper's click, never on a first view; without it the in-page prompt remains.
 */
function NotifyWhenSendable() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(permissionNow);
  if (permission === 'granted') return <p className="thank-you__notify">{t('checkout.notifyOn')}</p>;
  if (permission !== 'default') return null;
  return (
    <button type="button" className="button" onClick={() => void Notification.requestPermission().then(setPermission, () => setPermission(permissionNow()))}>
      {t('checkout.notifyMe')}
    </button>
  );
}
