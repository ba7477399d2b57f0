import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { ListToggle } from '../../components/ListToggle';
import { textOnce } from '../../components/textOnce';
import type { Product } from '../../domain/types';
import { selectInCompare } from './compareInitialState';
import '../wishlist/wishlist.css';

interface BarsProps {
  product: Product;
  inList: boolean;
  compact: boolean;
  t: TFunction;
  dispatch: AppDispatch;
}

/** The compare toggle without hooks, for a tile's actions and CompareButton (see WishlistHeart). */
export function CompareBars({ product, inList, compact, t, dispatch }: BarsProps) {
  // The toggle's code (and the compare slice's) loads on the first click (see WishlistHeart).
  const toggle = () => void import('./compareToggled').then(({ compareToggled }) => dispatch(compareToggled(product)));
  const label = textOnce(t, inList ? 'compare.removeNamed' : 'compare.addNamed', product.name);
  // A tile's toggle shows no text: none is looked up.
  const text = compact ? '' : textOnce(t, inList ? 'compare.remove' : 'compare.add');
  const icon = <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />;
  return <ListToggle on={inList} compact={compact} label={label} text={text} icon={icon} onToggle={toggle} />;
}

/** Adds a product to the compare list (or takes it out); the notice links to /compare. */
export function CompareButton({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inList = useAppSelector((s) => selectInCompare(s, product.sku));
  return <CompareBars product={product} inList={inList} compact={compact} t={t} dispatch={dispatch} />;
}
