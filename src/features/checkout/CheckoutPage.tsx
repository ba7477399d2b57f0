import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { selectCartItems } from '../cart/cartSelectors';
import { selectLastOrder } from '../sync/syncSlice';
import type { CheckoutState } from './checkoutSlice';
import { PaymentStep } from './PaymentStep';
import { PersonalDetailsStep } from './PersonalDetailsStep';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';
import { isCollectInStore } from '../../domain/storeLocation';
import { customParametersErrors } from '../../domain/validation';
import { hasErrors, validatePersonal, validateShipping } from './validation';
import { CheckoutMessage } from './CheckoutMessage';
import '../catalog/catalog.css';
import './checkout.css';

/** The thank-you page ships with the checkout (router.tsx): placed offline, it needs no further download. */
export { default as ThankYouPage } from './ThankYouPage';

const STEPS = ['personal', 'shipping', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

/** The first step whose data is missing: the furthest the shopper may go. */
function furthestStep(c: CheckoutState): Step {
  if (hasErrors(validatePersonal(c.personalDetails))) return 'personal';
  if (hasErrors(validateShipping(c.shippingDetails)) || !c.shippingDetails.shippingMethod) return 'shipping';
  const collectInStore = isCollectInStore(c.shippingDetails.shippingCarrier);
  if (hasErrors(customParametersErrors(c.customParameters ?? {}, { collectInStore }))) return 'shipping';
  if (!c.paymentDetails.paymentMethod) return 'payment';
  return 'review';
}

/** Checkout (/checkout): the step lives in the URL (?step=) so Back goes to the previous step. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const checkout = useAppSelector((s) => s.checkout);
  const items = useAppSelector(selectCartItems);
  const lastOrder = useAppSelector(selectLastOrder);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  usePageMeta(t('checkout.title'));

  const requested = STEPS.find((s) => s === params.get('step')) ?? 'personal';
  const furthest = furthestStep(checkout);
  const step = STEPS.indexOf(requested) <= STEPS.indexOf(furthest) ? requested : furthest;
  const goTo = (next: Step) => void navigate({ search: `?step=${next}` });

  useEffect(() => {
    // Move focus to the new step's heading, but not on the first render (the page title comes first).
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

  // The thank-you page has its own address (issue 14): a reload there shows it again.
  if (checkout.isThankYouPage && lastOrder) return <Navigate to="/checkout/thank-you" replace />;
  if (!items.length) {
    return <CheckoutMessage title={t('checkout.title')} text={t('checkout.emptyCart')} />;
  }

  const index = STEPS.indexOf(step);
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <nav aria-label={t('checkout.steps')}>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li
              key={s}
              className={`steps__item${i === index ? ' steps__item--current' : ''}${i < index ? ' steps__item--done' : ''}`}
              aria-current={i === index ? 'step' : undefined}
            >
              {i < index ? <Link to={`?step=${s}`}>{t(`checkout.step.${s}`)}</Link> : <span>{t(`checkout.step.${s}`)}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <section className="checkout__step">
        <h2 id="step-title" ref={heading} tabIndex={-1}>
          {t(`checkout.step.${step}`)}
        </h2>
        {step === 'personal' ? <PersonalDetailsStep onDone={() => goTo('shipping')} /> : null}
        {step === 'shipping' ? <ShippingStep onDone={() => goTo('payment')} /> : null}
        {step === 'payment' ? <PaymentStep onDone={() => goTo('review')} /> : null}
        {step === 'review' ? <ReviewStep /> : null}
      </section>
    </div>
  );
}
