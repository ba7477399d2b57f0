import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialUserState, type UserProfile, type UserState } from './userInitialState';

export { type UserProfile, type UserState };

/** Spec 001 §4 "With no token a non-authorized event is emitted" (start-up without a session). */
export const userNotAuthorized = createAction('user/notAuthorized');

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Login (or a restored session): both tokens stored; the profile follows. */
    userLoggedIn(state, action: PayloadAction<{ token: string; refreshToken: string | null }>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.session_started = new Date().toISOString();
    },
    /** A refresh by this tab, another tab or the service worker (shared record, api/queue/authStore.ts). */
    tokensRefreshed(state, action: PayloadAction<{ token: string; refreshToken: string | null }>) {
      if (!state.token) return;
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    /** GET /api/user/me: the profile, its customer group token and group id (spec 001 §6). */
    profileLoaded(state, action: PayloadAction<UserProfile & { groupToken?: string }>) {
      const { groupToken, ...profile } = action.payload;
      state.current = profile;
      state.groupToken = groupToken ?? null;
      state.groupId = profile.group_id ?? null;
    },
    orderHistoryLoaded(state, action: PayloadAction<{ items: Record<string, unknown>[] }>) {
      state.orders_history = { items: action.payload.items };
    },
    /** Spec 001 §4 "Clearing the user": token, group token, group id and profile emptied. */
    userLoggedOut: (state) => ({ ...initialUserState, current_storecode: state.current_storecode }),
  },
  selectors: {
    selectCurrentUser: (state) => state.current,
    selectIsLoggedIn: (state) => Boolean(state.token),
    selectUserToken: (state) => state.token,
    selectOrdersHistory: (state) => state.orders_history?.items ?? [],
  },
});

export const { userLoggedIn, tokensRefreshed, profileLoaded, orderHistoryLoaded, userLoggedOut } = userSlice.actions;
export const { selectCurrentUser, selectIsLoggedIn, selectUserToken, selectOrdersHistory } = userSlice.selectors;
export default userSlice.reducer;
