import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';

/** What the checkout pages show instead of a form when there is nothing to show (no cart, no recent order). */
export function CheckoutMessage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return <MessagePage as="div" className="checkout checkout--empty" title={title} text={text} homeLabel={t('checkout.continueShopping')} />;
}
