import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Product } from '../../domain/types';
import { wishlistToggled } from './wishlistToggled';
import { selectIsInWishlist } from './wishlistSlice';
import './wishlist.css';

/** Heart toggle for a product page or tile: adds the product to the wishlist, or takes it out. */
export function WishlistButton({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inList = useAppSelector((s) => selectIsInWishlist(s, product.sku));
  // Compact (tiles): an icon named after the product; on the product page the visible text names it.
  const label = t(inList ? 'wishlist.removeNamed' : 'wishlist.addNamed', { name: product.name });
  const toggle = () => void dispatch(wishlistToggled(product));
  return (
    <button
      type="button"
      className={`list-toggle${compact ? ' list-toggle--compact' : ''}${inList ? ' list-toggle--on' : ''}`}
      aria-label={compact ? label : undefined}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={inList ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? null : <span>{t(inList ? 'wishlist.remove' : 'wishlist.add')}</span>}
    </button>
  );
}
