import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../domain/types';
import type { WishlistChange } from '../../domain/wishlistMerge';
import { userLoggedOut } from '../user/userSlice';

/** Spec 001 §3: a wishlist item is a product keyed by sku plus qty starting at 1. */
export type WishlistItem = Pick<Product, 'sku' | 'name'> & Partial<Product> & { qty: number };

/** A change of a logged-in shopper's list the server has not stored yet (wishlistSync.ts); id = its task id. */
export type UnsyncedChange = WishlistChange & { id: string };

export interface WishlistState {
  items: WishlistItem[];
  /**
   * Saved with the list (and so in the write-ahead journal in the same tick): a change is not lost
   * when the page goes away before its sync task reached IndexedDB; it is queued again at start.
   */
  unsynced: UnsyncedChange[];
}

const initialState: WishlistState = { items: [], unsynced: [] };

// The wishlist panel comes with a later issue; the persisted shape and its events are fixed now.
const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Spec 001 §4: adding an existing sku is ignored. */
    wishlistItemAdded(state, action: PayloadAction<Pick<Product, 'sku' | 'name'> & Partial<Product>>) {
      if (state.items.some((i) => i.sku === action.payload.sku)) return;
      state.items.push({ ...action.payload, qty: 1 });
    },
    wishlistItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.sku !== action.payload);
    },
    wishlistCleared: (state) => ({ ...initialState, unsynced: state.unsynced ?? [] }),
    /** The list as merged with the one kept with the account (wishlistSync.ts); queues nothing. */
    wishlistSynced(state, action: PayloadAction<WishlistItem[]>) {
      state.items = action.payload;
    },
    wishlistChangeRecorded(state, action: PayloadAction<UnsyncedChange>) {
      (state.unsynced ??= []).push(action.payload);
    },
    /** The server has answered these changes (stored, or refused for good). */
    wishlistChangesSettled(state, action: PayloadAction<string[]>) {
      state.unsynced = (state.unsynced ?? []).filter((c) => !action.payload.includes(c.id));
    },
  },
  // Spec 001 §4: clearing the user empties wishlist and compare lists.
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => initialState),
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectIsInWishlist: (state, sku: string) => state.items.some((i) => i.sku === sku),
  },
});

export const { wishlistItemAdded, wishlistItemRemoved, wishlistCleared, wishlistSynced, wishlistChangeRecorded, wishlistChangesSettled } =
  wishlistSlice.actions;
export const { selectWishlistItems, selectIsInWishlist } = wishlistSlice.selectors;
export default wishlistSlice.reducer;
