import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../domain/types';
import { userLoggedOut } from '../user/userSlice';
import { initialCompareState } from './compareInitialState';

/** Spec 001 §3: a compare item is a product keyed by sku. */
export type CompareItem = Pick<Product, 'sku' | 'name'> & Partial<Product>;

export interface CompareState {
  items: CompareItem[];
}

// The compare page ('Compare Products') comes with a later issue; the persisted shape is fixed now.
const compareSlice = createSlice({
  name: 'compare',
  initialState: initialCompareState,
  reducers: {
    compareItemAdded(state, action: PayloadAction<CompareItem>) {
      if (!state.items.some((i) => i.sku === action.payload.sku)) state.items.push(action.payload);
    },
    compareItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.sku !== action.payload);
    },
    compareCleared: () => initialCompareState,
  },
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => initialCompareState),
  selectors: {
    selectCompareItems: (state) => state.items,
  },
});

export const { compareItemAdded, compareItemRemoved, compareCleared } = compareSlice.actions;
export const { selectCompareItems } = compareSlice.selectors;
export default compareSlice.reducer;
