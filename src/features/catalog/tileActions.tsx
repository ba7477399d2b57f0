import type { TFunction } from 'i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Product } from '../../domain/types';
import { CompareBars } from '../compare/CompareButton';
import { selectInCompare } from '../compare/compareInitialState';
import { WishlistHeart } from '../wishlist/WishlistButton';
import { selectInWishlist } from '../wishlist/wishlistInitialState';
import { TileCartButton } from './TileCartButton';

const IN_WISHLIST = 1;
const IN_COMPARE = 2;

/**
 * A tile's buttons with one store subscription (issue 15: each toggle had its own, and its own
 * `useTranslation`): both lists' membership as one number, so only a change of this product's
 * membership re-renders the tile's buttons, and no other change of the store (the cart, the saved
 * state coming back) re-renders any.
 */
function TileActions({ product, t }: { product: Product; t: TFunction }) {
  const dispatch = useAppDispatch();
  const lists = useAppSelector((s) => (selectInWishlist(s, product.sku) ? IN_WISHLIST : 0) | (selectInCompare(s, product.sku) ? IN_COMPARE : 0));
  return (
    <>
      <TileCartButton product={product} t={t} />
      <WishlistHeart product={product} inList={(lists & IN_WISHLIST) !== 0} compact t={t} dispatch={dispatch} />
      <CompareBars product={product} inList={(lists & IN_COMPARE) !== 0} compact t={t} dispatch={dispatch} />
    </>
  );
}

/** The actions of a product tile in every list (ProductGrid's tileActions): add to cart (or choose options), wishlist, compare. */
export function tileActions(product: Product, t: TFunction) {
  return <TileActions product={product} t={t} />;
}
