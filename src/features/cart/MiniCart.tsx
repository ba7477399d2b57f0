import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { microcartToggled } from '../ui/uiSlice';
import { CartCodes } from './CartCodes';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { selectCartItems } from './cartSelectors';
import { syncCart } from './syncCart';
import { useDialog } from './useDialog';
import '../catalog/catalog.css';
import './cart.css';

/** The mini cart drawer (spec 000 §2), rendered by the layout while ui.microcart is true. */
export default function MiniCart() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const ref = useRef<HTMLDivElement>(null);
  const close = () => dispatch(microcartToggled(false));
  useDialog(ref, close);
  useEffect(() => {
    // Spec 000 §4: opening the mini cart refreshes the server totals.
    void dispatch(syncCart({ forceTotals: true }));
  }, [dispatch]);

  return (
    <div className="drawer-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="drawer" role="dialog" aria-modal="true" aria-labelledby="minicart-title" tabIndex={-1}>
        <header className="drawer__header">
          <h2 id="minicart-title">{t('cart.title')}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('cart.close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {items.length ? (
          <>
            <ul className="cart-lines">
              {items.map((item) => (
                <CartLine key={item.checksum ?? item.sku} item={item} onNavigate={close} />
              ))}
            </ul>
            <footer className="drawer__footer">
              <CartCodes />
              <CartTotals only={['subtotal', 'discount', 'giftcardaccount', 'grand_total']} />
              <Link to="/checkout" className="button button--primary button--block" onClick={close}>
                {t('cart.goToCheckout')}
              </Link>
              <Link to="/cart" className="button button--block" onClick={close}>
                {t('cart.viewCart')}
              </Link>
            </footer>
          </>
        ) : (
          <div className="cart-empty">
            <p>{t('cart.empty')}</p>
            <button type="button" className="button" onClick={close}>
              {t('cart.continueShopping')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
