import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { ListToggle } from '../../components/ListToggle';
import { textOnce } from '../../components/textOnce';
import type { Product } from '../../domain/types';
import { HEART } from './heart';
import { selectInWishlist } from './wishlistInitialState';
import './wishlist.css';

interface HeartProps {
  product: Product;
  inList: boolean;
  /** Icon only (tiles), named after the product; on the product page the visible text names it. */
  compact: boolean;
  t: TFunction;
  dispatch: AppDispatch;
}

/**
 * The heart itself, without hooks: a tile's actions render it with the tile's one selector and the
 * list's `t` (catalog/tileActions.tsx), the product page through WishlistButton.
 */
export function WishlistHeart({ product, inList, compact, t, dispatch }: HeartProps) {
  const label = textOnce(t, inList ? 'wishlist.removeNamed' : 'wishlist.addNamed', product.name);
  // The toggle's code (and the slice's) loads on the first click; the click waits for the saved list anyway.
  const toggle = () => void import('./wishlistToggled').then(({ wishlistToggled }) => dispatch(wishlistToggled(product)));
  // A tile's toggle shows no text: none is looked up.
  const text = compact ? '' : textOnce(t, inList ? 'wishlist.remove' : 'wishlist.add');
  const icon = <path d={HEART} fill={inList ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />;
  return <ListToggle on={inList} compact={compact} label={label} text={text} icon={icon} onToggle={toggle} />;
}

/** Heart toggle for a product page (or a single tile): adds the product to the wishlist, or takes it out. */
export function WishlistButton({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inList = useAppSelector((s) => selectInWishlist(s, product.sku));
  return <WishlistHeart product={product} inList={inList} compact={compact} t={t} dispatch={dispatch} />;
}
