import type { CartState } from './cartSlice';

/**
 * The empty cart, apart from its reducer (cartSlice.ts): the store holds it from the start while the
 * reducer's code loads with the saved state (app/stateSlices.ts), so a first visit need not load it.
 */
export const initialCartState: CartState = {
  cartItems: [],
  cartServerToken: '',
  cartItemsHash: '',
  lastSyncAt: 0,
  lastTotalsSyncAt: 0,
  platformTotals: null,
  platformTotalSegments: null,
  pricing: null,
  shipping: null,
  payment: null,
  pendingDeletes: [],
  connectBypassCount: 0,
  syncDisabled: false,
  isAddingToCart: false,
};
