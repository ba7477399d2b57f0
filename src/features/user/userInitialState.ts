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
