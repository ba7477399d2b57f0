import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from '../user/userSlice';
import { initialCompareState, type CompareItem, type CompareState } from './compareInitialState';

export { type CompareItem, type CompareState };

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
