import type { Product } from '../../domain/types';
import { CompareButton } from '../compare/CompareButton';
import { WishlistButton } from '../wishlist/WishlistButton';
import { TileCartButton } from './TileCartButton';

/** The actions of a product tile in every list (ProductGrid's tileActions): add to cart (or choose options), wishlist, compare. */
export function tileActions(product: Product) {
  return (
    <>
      <TileCartButton product={product} />
      <WishlistButton product={product} compact />
      <CompareButton product={product} compact />
    </>
  );
}
