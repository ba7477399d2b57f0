import cart from '../features/cart/cartSlice';
import checkout from '../features/checkout/checkoutSlice';
import compare from '../features/compare/compareSlice';
import sync from '../features/sync/syncSlice';
import user from '../features/user/userSlice';
import wishlist from '../features/wishlist/wishlistSlice';
import { installStateSliceReducers } from './store';

/**
 * The reducers of the saved slices (cart, user, checkout, wishlist, compare, sync), all at once:
 * their rules react to each other's actions (a logout empties the checkout, the wishlist and the
 * compare list). Not in the entry chunk: they come with the code that reads the saved state back
 * (persist.ts), which every change of these slices waits for (startupGate).
 */
export function loadStateSlices(): void {
  installStateSliceReducers({ cart, user, checkout, wishlist, compare, sync });
}
