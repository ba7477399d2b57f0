import type { WishlistState } from './wishlistSlice';

/** The empty wishlist, apart from the reducer (see cart/cartInitialState.ts). */
export const initialWishlistState: WishlistState = { items: [], forAccount: false, unsynced: [] };
