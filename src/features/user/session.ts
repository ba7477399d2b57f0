import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { ApiError } from '../../api/http';
import * as userApi from '../../api/user';
import { config, currentStoreView } from '../../lib/config';
import type { RootState } from '../../app/store';
import { cartCleared } from '../cart/cartSlice';
import { notificationShown } from '../notifications/notificationsSlice';
import { broadcastAuth, type SessionEndReason } from '../../api/queue/authChannel';
import { clearAuthTokens, readAuth, storeLogin } from '../../api/queue/authStore';
import { signUpToggled } from '../ui/uiSlice';
import { adoptCustomerCart } from './cartHandover';
import { orderHistoryLoaded, profileLoaded, userLoggedIn, userLoggedOut, userNotAuthorized } from './userSlice';

/** The session flows of spec 001 §4 (STYLE 3: thunks for imperative flows). */
type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** Spec 001 §4: loading profile or order history needs a user token; without one a warning, nothing else. */
export const loadProfile = (): Thunk<Promise<userApi.CustomerProfile | null>> => async (dispatch, getState) => {
  if (!getState().user.token) {
    console.warn('[user] no user token: the profile is not loaded');
    return null;
  }
  const token = getState().user.token;
  const profile = await userApi.fetchProfile();
  // Logged out meanwhile (here or in another tab): the answer must not put the customer back on screen.
  if (getState().user.token !== token) return null;
  dispatch(profileLoaded(profile));
  return profile;
};

export const loadOrderHistory = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  if (!getState().user.token) {
    console.warn('[user] no user token: the order history is not loaded');
    return;
  }
  const token = getState().user.token;
  const history = await userApi.fetchOrderHistory();
  if (getState().user.token === token) dispatch(orderHistoryLoaded(history));
};

/**
 * Ends the session here: tokens, cart (no server sync), user, wishlist, compare, checkout details.
 * A tab that follows another tab's logout leaves the shared record alone: by the time it hears the
 * message the shopper may have logged in again there.
 */
const clearSession =
  ({ followed = false } = {}): Thunk<Promise<void>> =>
  async (dispatch) => {
    if (!followed) await clearAuthTokens();
    dispatch(cartCleared());
    dispatch(userLoggedOut());
  };

/** After a login or a restored session: the history and the customer's cart (the profile came first). */
const afterProfile = (): Thunk<void> => (dispatch) => {
  dispatch(loadOrderHistory()).catch((e: unknown) => console.warn('[user] order history', e));
  dispatch(adoptCustomerCart()).catch((e: unknown) => console.warn('[user] customer cart', e));
};

/**
 * Spec 001 §4 login: success only on code 200; both tokens stored, the refresh lock and attempt
 * count reset, then the profile without cache. If that fails the user is cleared and the error rethrown.
 */
export const loginUser =
  (email: string, password: string): Thunk<Promise<void>> =>
  async (dispatch) => {
    const { token, refreshToken } = await userApi.login(email.trim(), password);
    await storeLogin(token, refreshToken);
    dispatch(userLoggedIn({ token, refreshToken }));
    let profile;
    try {
      profile = await dispatch(loadProfile());
    } catch (err) {
      await dispatch(clearSession());
      throw err;
    }
    // Logged out (in another tab) while the profile was on its way: nothing to tell.
    if (!profile) return;
    // The other tabs of this view follow (docs/session-tabs.md); they take the tokens from the shared record.
    broadcastAuth({ type: 'login', view: currentStoreView().storeCode });
    dispatch(afterProfile());
  };

export interface Registration {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  newsletter?: boolean;
}

/** Register, then log in with the same credentials (as the old client did). */
export const registerUser =
  (r: Registration): Thunk<Promise<void>> =>
  async (dispatch) => {
    const email = r.email.trim();
    await userApi.register({ email, firstname: r.firstname.trim(), lastname: r.lastname.trim() }, r.password);
    // The newsletter opt-in must not fail the registration.
    if (r.newsletter) await userApi.subscribeNewsletter(email).catch((e: unknown) => console.warn('[user] newsletter', e));
    await dispatch(loginUser(email, r.password));
  };

/** Spec 001 §4 logout: session ended, cart cleared without sync, user cleared, "You're logged out" unless silent. */
export const logoutUser =
  ({ silent = false } = {}): Thunk<Promise<void>> =>
  async (dispatch) => {
    await dispatch(clearSession());
    broadcastAuth({ type: 'logout' });
    if (!silent) dispatch(notificationShown({ type: 'success', message: 'user.loggedOut' }));
  };

/** Spec 001 §2: logout goes to /login when users.pageSecurityEnabled, otherwise to /. */
export const logoutRedirectPath = () => (config.users.pageSecurityEnabled ? '/login' : '/');

/**
 * Another tab of this view logged in: the same customer here, from the shared record, without a
 * login request. The profile and history load as after a login. The cart is NOT handed over again:
 * that tab does it and its cart arrives here (cartBroadcast.ts); a second hand-over running at the
 * same moment would count the customer's saved lines twice when the two carts merge.
 */
export const followLogin = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const saved = await readAuth();
  if (!saved.token || saved.token === getState().user.token) return;
  dispatch(userLoggedIn({ token: saved.token, refreshToken: saved.refreshToken }));
  try {
    if (!(await dispatch(loadProfile()))) return;
  } catch (err) {
    // Offline or refused: kept as in a restored session (a refusal ends it through the refresh lock).
    console.warn('[user] profile after a login in another tab', err);
    return;
  }
  dispatch(loadOrderHistory()).catch((e: unknown) => console.warn('[user] order history', e));
};

/** Another tab logged out: this one follows silently (that tab said "You're logged out"). */
export const followLogout = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  if (getState().user.token) await dispatch(clearSession({ followed: true }));
};

/**
 * The session ended without the shopper asking (token refresh failed, too many attempts, or a 401
 * with auto refresh off — here, in another tab or in the service worker): silent logout, the
 * sign-up modal, and for a failed refresh the error message (spec 001 §4).
 */
export const sessionEnded =
  (reason: SessionEndReason): Thunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().user.token) return;
    await dispatch(clearSession());
    dispatch(signUpToggled({ open: true, elem: 'login' }));
    if (reason === 'unauthorized') return;
    const message = reason === 'refresh-failed' ? 'user.refreshFailed' : 'user.refreshInternalError';
    dispatch(notificationShown({ type: 'error', message, hasNoTimeout: true, action1: { label: 'user.ok' } }));
  };

/**
 * Spec 001 §4 start: the saved user and token are restored (the shared record in IndexedDB wins: the
 * service worker or another tab may have refreshed or ended the session meanwhile). A saved token
 * runs the post-login flow; no token emits the non-authorized event.
 */
export const restoreSession = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  const saved = await readAuth();
  const mirrored = getState().user;
  if (saved.token) {
    if (saved.token !== mirrored.token) dispatch(userLoggedIn({ token: saved.token, refreshToken: saved.refreshToken }));
  } else if (mirrored.token) {
    // The session ended elsewhere (a failed refresh, a logout while this tab was closed), or the record is new: follow or adopt it.
    if (saved.lock < 0 || saved.endedAt > 0) await dispatch(clearSession({ followed: true }));
    else await storeLogin(mirrored.token, mirrored.refreshToken);
  }
  if (!getState().user.token) {
    dispatch(userNotAuthorized());
    return;
  }
  try {
    await dispatch(loadProfile());
  } catch (err) {
    // Offline at start: the saved profile stays. A refusal ends the session (the refresh lock already did).
    if (!(err instanceof ApiError)) return;
    console.warn('[user] saved session refused', err);
    return;
  }
  dispatch(afterProfile());
};
