/**
 * Adding to (or taking out of) the wishlist and the compare list waits for the saved lists to be read
 * back: the catalogue pages paint before that (main.tsx), and a list changed before the saved one
 * arrives would replace it (redux-persist keeps a slice the app changed before REHYDRATE).
 * Whether the product is in the list is decided from the restored list, not from the click's render.
 */
import { fullProduct } from '../../api/catalog';
import { whenStateRestored } from '../../lib/startupGate';
import type { Product } from '../../domain/types';
import type { AppThunk } from '../cart/syncCart';
import { notificationShown } from '../notifications/notificationsSlice';
import { slimProduct } from './slimProduct';
import { selectIsInWishlist, wishlistItemAdded, wishlistItemRemoved } from './wishlistSlice';

export const wishlistToggled =
  (product: Product): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await whenStateRestored();
    const removing = selectIsInWishlist(getState(), product.sku);
    // A tile's product is a projection (catalogFields.ts): the list keeps the whole product.
    dispatch(removing ? wishlistItemRemoved(product.sku) : wishlistItemAdded(slimProduct(await fullProduct(product))));
    const message = removing ? 'wishlist.removed' : 'wishlist.added';
    dispatch(notificationShown({ type: 'success', message, messageParams: { name: product.name }, timeToLive: 2000 }));
  };
