import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ListToggle } from '../../components/ListToggle';
import type { Product } from '../../domain/types';
import { HEART } from './heart';
import './wishlist.css';

/** Heart toggle for a product page or tile: adds the product to the wishlist, or takes it out. */
export function WishlistButton({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Read here, not with the slice's selector: the slice's reducer loads with the saved state (app/stateSlices.ts).
  const inList = useAppSelector((s) => s.wishlist.items.some((i) => i.sku === product.sku));
  // Compact (tiles): an icon named after the product; on the product page the visible text names it.
  const label = t(inList ? 'wishlist.removeNamed' : 'wishlist.addNamed', { name: product.name });
  // The toggle's code (and the slice's) loads on the first click; the click waits for the saved list anyway.
  const toggle = () => void import('./wishlistToggled').then(({ wishlistToggled }) => dispatch(wishlistToggled(product)));
  // A tile's toggle shows no text: none is looked up.
  const text = compact ? '' : t(inList ? 'wishlist.remove' : 'wishlist.add');
  const icon = <path d={HEART} fill={inList ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />;
  return <ListToggle on={inList} compact={compact} label={label} text={text} icon={icon} onToggle={toggle} />;
}
