import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ListToggle } from '../../components/ListToggle';
import type { Product } from '../../domain/types';
import '../wishlist/wishlist.css';

/** Adds a product to the compare list (or takes it out); the notice links to /compare. */
export function CompareButton({ product, compact = false }: { product: Product; compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inList = useAppSelector((s) => s.compare.items.some((i) => i.sku === product.sku));
  // The toggle's code (and the compare slice's) loads on the first click (see WishlistButton).
  const toggle = () => void import('./compareToggled').then(({ compareToggled }) => dispatch(compareToggled(product)));
  const label = t(inList ? 'compare.removeNamed' : 'compare.addNamed', { name: product.name });
  // A tile's toggle shows no text: none is looked up.
  const text = compact ? '' : t(inList ? 'compare.remove' : 'compare.add');
  const icon = <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />;
  return <ListToggle on={inList} compact={compact} label={label} text={text} icon={icon} onToggle={toggle} />;
}
