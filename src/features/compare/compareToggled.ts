/** Adds a product to the compare list, or takes it out, once the saved list is back (see wishlistToggled.ts). */
import { fullProduct } from '../../api/catalog';
import { whenStateRestored } from '../../lib/startupGate';
import type { Product } from '../../domain/types';
import { navigateRequested } from '../cart/navigation';
import type { AppThunk } from '../cart/syncCart';
import { notificationShown } from '../notifications/notificationsSlice';
import { slimProduct } from '../wishlist/slimProduct';
import { loadComparableAttributes } from './comparableAttributes';
import { compareItemAdded, compareItemRemoved } from './compareSlice';

export const compareToggled =
  (product: Product): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await whenStateRestored();
    if (getState().compare.items.some((i) => i.sku === product.sku)) {
      dispatch(compareItemRemoved(product.sku));
      return;
    }
    // A tile's product is a projection (catalogFields.ts): the table needs every attribute of the whole one.
    dispatch(compareItemAdded(slimProduct(await fullProduct(product))));
    // Warm the attribute labels now, while online, so /compare also opens offline.
    void loadComparableAttributes().catch(() => undefined);
    dispatch(
      notificationShown({
        type: 'success',
        message: 'compare.added',
        messageParams: { name: product.name },
        action1: { label: 'compare.ok' },
        action2: { label: 'compare.goToCompare', action: navigateRequested('/compare') },
      }),
    );
  };
