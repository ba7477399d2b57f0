import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { microcartToggled, searchPanelToggled } from '../ui/uiSlice';
import { AccountLink } from '../user/AccountLink';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { CategoryNav } from './CategoryNav';
import { Logo } from './Logo';
import { CountButton } from '../../components/CountButton';
import { withTranslations } from '../../lib/i18n';
import { LazyPart } from '../../components/LazyPart';

const CART_ICON = (
  <>
    <path d="M3 4h2l2.2 10.5h11L20.5 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="9" cy="19" r="1.6" fill="currentColor" />
    <circle cx="17" cy="19" r="1.6" fill="currentColor" />
  </>
);

// The search panel is a lazy chunk: the entry chunk stays small until the shopper opens it.
const SearchPanel = lazy(() => withTranslations(() => import('../search/SearchPanel')));

/**
 * Mini-cart badge: total quantity (config cart.minicartCountType 'quantities'), the same rule as
 * cart/cartSelectors' selectCartCount; read directly so the entry chunk does not pull the totals code.
 */
const selectBadgeCount = (s: RootState) => s.cart.cartItems.reduce((n, i) => n + i.qty, 0);

export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectBadgeCount);
  const searchOpen = useAppSelector((s) => s.ui.searchpanel);
  const cartOpen = useAppSelector((s) => s.ui.microcart);
  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/" className="header__brand">
          <Logo />
          <span>{t('common.shopName')}</span>
        </Link>
        <div className="header__actions">
          <button
            type="button"
            id="search-panel-button"
            className="icon-button"
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'search-panel' : undefined}
            onClick={() => dispatch(searchPanelToggled(!searchOpen))}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('common.nav.search')}</span>
          </button>
          <WishlistToggle />
          <AccountLink />
          <CountButton
            expanded={cartOpen}
            onClick={() => dispatch(microcartToggled(!cartOpen))}
            label={t('common.nav.cart', { count })}
            count={count}
            icon={CART_ICON}
          />
        </div>
      </div>
      <CategoryNav />
      {searchOpen ? (
        <LazyPart>
          <SearchPanel />
        </LazyPart>
      ) : null}
    </header>
  );
}
