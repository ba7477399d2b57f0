import type { UserState } from './userSlice';

/** The signed-out user, apart from the reducer (see cart/cartInitialState.ts). */
export const initialUserState: UserState = {
  token: null,
  refreshToken: null,
  groupToken: null,
  groupId: null,
  current: null,
  current_storecode: 'default',
  session_started: null,
  orders_history: null,
};
