import { createSlice } from '@reduxjs/toolkit';

// Placeholder shape; the owning feature fills it in.
export interface WishlistState {
  [key: string]: unknown;
}

const initialState: WishlistState = {};

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {},
});

export default wishlistSlice.reducer;
