import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../domain/types';
import { userLoggedOut } from '../user/userSlice';

/** Spec 001 §3: a wishlist item is a product keyed by sku plus qty starting at 1. */
export type WishlistItem = Pick<Product, 'sku' | 'name'> & Partial<Product> & { qty: number };

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

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
    wishlistCleared: () => initialState,
  },
  // Spec 001 §4: clearing the user empties wishlist and compare lists.
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => initialState),
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectIsInWishlist: (state, sku: string) => state.items.some((i) => i.sku === sku),
  },
});

export const { wishlistItemAdded, wishlistItemRemoved, wishlistCleared } = wishlistSlice.actions;
export const { selectWishlistItems, selectIsInWishlist } = wishlistSlice.selectors;
export default wishlistSlice.reducer;
