import type { Product } from '../../domain/types';
import { CompareButton } from '../compare/CompareButton';
import { WishlistButton } from '../wishlist/WishlistButton';

/** The buttons of a product tile in every list (ProductGrid's tileActions): wishlist and compare toggles. */
export function tileActions(product: Product) {
  return (
    <>
      <WishlistButton product={product} compact />
      <CompareButton product={product} compact />
    </>
  );
}
