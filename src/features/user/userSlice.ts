import { createSlice } from '@reduxjs/toolkit';

/** Profile fields the storefront reads (spec 001 §3); the accounts issue fills in the rest. */
export interface UserProfile {
  id?: number;
  firstname: string;
  lastname: string;
  email: string;
  group_id?: number;
  addresses?: Record<string, unknown>[];
}

/** User session state of spec 001 §3 (persisted: token, refresh token, profile, orders history). */
export interface UserState {
  token: string | null;
  refreshToken: string | null;
  groupToken: string | null;
  groupId: number | null;
  current: UserProfile | null;
  current_storecode: string;
  session_started: string | null;
  orders_history: { items: Record<string, unknown>[] } | null;
}

const initialState: UserState = {
  token: null,
  refreshToken: null,
  groupToken: null,
  groupId: null,
  current: null,
  current_storecode: 'default',
  session_started: null,
  orders_history: null,
};

// Login, profile and token refresh come with the accounts issue; only the shape and logout live here now.
const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** Spec 001 §4 "Clearing the user": token, group token, group id and profile emptied. */
    userLoggedOut: (state) => ({ ...initialState, current_storecode: state.current_storecode }),
  },
  selectors: {
    selectCurrentUser: (state) => state.current,
    selectIsLoggedIn: (state) => Boolean(state.token),
    selectUserToken: (state) => state.token,
  },
});

export const { userLoggedOut } = userSlice.actions;
export const { selectCurrentUser, selectIsLoggedIn, selectUserToken } = userSlice.selectors;
export default userSlice.reducer;
