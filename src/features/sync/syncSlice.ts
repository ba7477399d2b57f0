import { createSlice } from '@reduxjs/toolkit';

// Placeholder shape; the owning feature fills it in.
export interface SyncState {
  [key: string]: unknown;
}

const initialState: SyncState = {};

const syncSlice = createSlice({
  name: 'sync',
  initialState,
  reducers: {},
});

export default syncSlice.reducer;
