import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type cart from '../features/cart/cartSlice';
import type checkout from '../features/checkout/checkoutSlice';
import type { CheckoutState } from '../features/checkout/checkoutSlice';
import type compare from '../features/compare/compareSlice';
import type sync from '../features/sync/syncSlice';
import type { SyncState } from '../features/sync/syncSlice';
import type user from '../features/user/userSlice';
import type wishlist from '../features/wishlist/wishlistSlice';
import notifications from '../features/notifications/notificationsSlice';
import ui from '../features/ui/uiSlice';
import { initialCartState } from '../features/cart/cartInitialState';
import { initialCompareState } from '../features/compare/compareInitialState';
import { initialUserState } from '../features/user/userInitialState';
import { initialWishlistState } from '../features/wishlist/wishlistInitialState';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { listenerMiddleware } from './listener';

/** The reducers of the slices a first visit never changes: loaded with the saved state (stateSlices.ts). */
export interface StateSliceReducers {
  cart: typeof cart;
  user: typeof user;
  checkout: typeof checkout;
  wishlist: typeof wishlist;
  compare: typeof compare;
  sync: typeof sync;
}

/**
 * Holds a slice's initial state until its reducer is in (issue 15: a first visit of a catalogue page
 * reads these slices, the header's counts, but never changes them). Every change comes after the saved
 * state is read back, and that loads the reducers first (app/persist.ts): an action of the slice before
 * then would be lost, so it is reported.
 */
function awaitingReducer<S>(key: string, initial: S): Reducer<S> {
  return (state = initial, action) => {
    if (action.type.startsWith(`${key}/`)) console.error(`[store] ${action.type} before the ${key} reducer was loaded`);
    return state;
  };
}

/**
 * What the checkout and sync slices hold until their reducers load. Only the checkout, order, payment
 * and cart pages and drawers read them, all after the restore, so the entry chunk carries no initial
 * state for them; a saved state read back into it is kept (redux-persist merges into a plain object).
 */
const notLoaded = {} as never;
const fromNotLoaded =
  <S>(reducer: Reducer<S>): Reducer<S> =>
  (state, action) =>
    reducer(state === notLoaded ? undefined : state, action);

const alwaysLoaded = { ui, notifications };
const awaiting = {
  cart: awaitingReducer('cart', initialCartState),
  user: awaitingReducer('user', initialUserState),
  checkout: awaitingReducer<CheckoutState>('checkout', notLoaded),
  wishlist: awaitingReducer('wishlist', initialWishlistState),
  compare: awaitingReducer('compare', initialCompareState),
  sync: awaitingReducer<SyncState>('sync', notLoaded),
};
let combined = combineReducers({ ...alwaysLoaded, ...awaiting });

/** The slices of DESIGN decision 3. Catalogue data is fetched, not persisted through redux-persist. */
export type RootState = ReturnType<typeof combined>;

/** Always the current reducers: the slices' own replace their stand-ins in place (no replaceReducer). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => combined(state, action);

let slicesLoaded = false;

/** Puts the slices' own reducers in place of their stand-ins: from the next action on they apply. */
export function installStateSliceReducers(reducers: StateSliceReducers): void {
  if (slicesLoaded) return;
  slicesLoaded = true;
  combined = combineReducers({ ...alwaysLoaded, ...reducers, checkout: fromNotLoaded(reducers.checkout), sync: fromNotLoaded(reducers.sync) });
}

export const stateSlicesLoaded = () => slicesLoaded;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions.
        serializableCheck: { ignoredActions: [FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE] },
      }).prepend(listenerMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
