import { createSlice } from '@reduxjs/toolkit';

// Placeholder shape; the owning feature fills it in.
export interface CompareState {
  [key: string]: unknown;
}

const initialState: CompareState = {};

const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {},
});

export default compareSlice.reducer;
