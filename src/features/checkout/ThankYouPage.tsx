import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { selectLastOrder } from '../sync/syncSlice';
import { ThankYou } from './ThankYou';
import { CheckoutMessage } from './CheckoutMessage';
import '../catalog/catalog.css';
import '../cart/cart.css';
import './checkout.css';

/**
 * /checkout/thank-you (issue 14): the thank-you page has its own address, so a reload shows it
 * again (the order and its summary are kept on the device) instead of an empty checkout.
 */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const lastOrder = useAppSelector(selectLastOrder);
  usePageMeta(t('checkout.thankYouTitle'));
  if (!lastOrder) {
    return <CheckoutMessage title={t('checkout.thankYouTitle')} text={t('checkout.noRecentOrder')} />;
  }
  return <ThankYou />;
}
