import type { Product } from '../../domain/types';
import type { WishlistChange } from '../../domain/wishlistMerge';

/** Spec 001 §3: a wishlist item is a product keyed by sku plus qty starting at 1. */
export type WishlistItem = Pick<Product, 'sku' | 'name'> & Partial<Product> & { qty: number };

/** A change of a logged-in shopper's list the server has not stored yet (wishlistSync.ts); id = its task id. */
export type UnsyncedChange = WishlistChange & { id: string };

export interface WishlistState {
  items: WishlistItem[];
  /** The list belongs to a logged-in account (kept on the server too); a guest's stays on the device. */
  forAccount: boolean;
  /**
   * The account's changes not yet stored by the server, recorded by the reducer itself: saved with
   * the list (the write-ahead journal holds both in the same tick), so a change made right before
   * the page goes away, or before the sync code has loaded, is still sent (wishlistSync.ts).
   */
  unsynced: UnsyncedChange[];
}

/** The empty wishlist, apart from the reducer (see cart/cartInitialState.ts). */
export const initialWishlistState: WishlistState = { items: [], forAccount: false, unsynced: [] };

/**
 * Whether a product is in the wishlist, for the toggles (WishlistButton, the tiles): beside the
 * initial state, not the slice, whose reducer loads with the saved state (app/stateSlices.ts).
 */
export const selectInWishlist = (state: { wishlist: WishlistState }, sku: string) => state.wishlist.items.some((i) => i.sku === sku);
