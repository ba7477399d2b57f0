import { createSlice } from '@reduxjs/toolkit';

// Placeholder shape; the owning feature fills it in.
export interface UserState {
  [key: string]: unknown;
}

const initialState: UserState = {};

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
});

export default userSlice.reducer;
