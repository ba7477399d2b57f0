import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDrawer } from '../../components/ListDrawer';
import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { microcartToggled } from '../ui/uiSlice';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { selectCartItems } from './cartSelectors';
import { syncCart } from './syncCart';
import '../catalog/catalog.css';
import './cart.css';

/** The mini cart drawer (spec 000 §2), rendered by the layout while ui.microcart is true. */
export default function MiniCart() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const close = () => dispatch(microcartToggled(false));
  useEffect(() => {
    // Spec 000 §4: opening the mini cart refreshes the server totals.
    void dispatch(syncCart({ forceTotals: true }));
  }, [dispatch]);

  const lines = items.map((item) => <CartLine key={item.checksum ?? item.sku} item={item} onNavigate={close} />);
  const footer = (
    <>
      {/* Issue 14: the lines come first; totals and "Go to checkout" stay in view, the codes fold away. */}
      <CartSummary only={['subtotal', 'discount', 'giftcardaccount', 'grand_total']} codes="disclosure" />
      <Link to="/checkout" className="button button--primary button--block" onClick={close}>
        {t('cart.goToCheckout')}
      </Link>
      <Link to="/cart" className="button button--block" onClick={close}>
        {t('cart.viewCart')}
      </Link>
    </>
  );
  return <ListDrawer texts="cart" titleId="minicart-title" onClose={close} listClassName="cart-lines" lines={lines} footer={footer} />;
}
