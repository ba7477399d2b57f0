import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { selectCartItems } from './cartSelectors';
import '../catalog/catalog.css';
import './cart.css';

/** The cart page (/cart). */
export default function CartPage() {
  const { t } = useTranslation();
  const items = useAppSelector(selectCartItems);
  const online = useAppSelector((s) => s.ui.online);
  usePageMeta(t('cart.title'));
  return (
    <div className="cart-page">
      <h1>{t('cart.title')}</h1>
      {items.length ? (
        <div className="cart-page__layout">
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine key={item.checksum ?? item.sku} item={item} />
            ))}
          </ul>
          <aside className="cart-page__summary" aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t('cart.summary')}</h2>
            <CartSummary />
            {online ? null : <p className="cart-page__offline">{t('cart.offlineNote')}</p>}
            <Link to="/checkout" className="button button--primary button--block">
              {t('cart.goToCheckout')}
            </Link>
          </aside>
        </div>
      ) : (
        <div className="cart-empty">
          <p>{t('cart.empty')}</p>
          <Link to="/" className="button">
            {t('cart.continueShopping')}
          </Link>
        </div>
      )}
    </div>
  );
}
