import { createSlice } from '@reduxjs/toolkit';

// Placeholder shape; the owning feature fills it in.
export interface CheckoutState {
  [key: string]: unknown;
}

const initialState: CheckoutState = {};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {},
});

export default checkoutSlice.reducer;
