import { lazy } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { wishlistToggled } from '../ui/uiSlice';
import { CountButton } from '../../components/CountButton';
import { HEART } from './heart';
import { withStateRestored } from '../../lib/startupGate';
import { LazyPart } from '../../components/LazyPart';

// The panel is a lazy chunk: the header (entry chunk) only carries the button. It shows (and changes)
// the saved list: it waits for it, and with it for the wishlist's reducer (app/stateSlices.ts).
const WishlistPanel = lazy(() => withStateRestored(() => import('./WishlistPanel')));

/** Header entry of the wishlist (spec 001 §9 UI flag `wishlist`): a heart with the item count. */
export function WishlistToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.wishlist);
  const count = useAppSelector((s) => s.wishlist.items.length);
  return (
    <>
      <CountButton
        expanded={open}
        onClick={() => dispatch(wishlistToggled(!open))}
        label={t('wishlist.open', { count })}
        count={count}
        icon={<path d={HEART} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />}
      />
      {/* Out of the header landmark (and its colours and stacking): the drawer belongs to the page. */}
      {open
        ? createPortal(
            <LazyPart>
              <WishlistPanel />
            </LazyPart>,
            document.body,
          )
        : null}
    </>
  );
}
