import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { wishlistToggled } from '../ui/uiSlice';

// The panel is a lazy chunk: the header (entry chunk) only carries the button.
const WishlistPanel = lazy(() => import('./WishlistPanel'));

/** Header entry of the wishlist (spec 001 §9 UI flag `wishlist`): a heart with the item count. */
export function WishlistToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.wishlist);
  const count = useAppSelector((s) => s.wishlist.items.length);
  return (
    <>
      <button type="button" className="icon-button cart-button" aria-expanded={open} onClick={() => dispatch(wishlistToggled(!open))}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">{t('wishlist.open', { count })}</span>
        {count > 0 ? (
          <span className="cart-button__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {/* Out of the header landmark (and its colours and stacking): the drawer belongs to the page. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <WishlistPanel />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
