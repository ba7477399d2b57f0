import { combineReducers, configureStore } from '@reduxjs/toolkit';
import cart from '../features/cart/cartSlice';
import checkout from '../features/checkout/checkoutSlice';
import compare from '../features/compare/compareSlice';
import notifications from '../features/notifications/notificationsSlice';
import sync from '../features/sync/syncSlice';
import ui from '../features/ui/uiSlice';
import user from '../features/user/userSlice';
import wishlist from '../features/wishlist/wishlistSlice';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { listenerMiddleware } from './listener';

/** The slices of DESIGN decision 3. Catalogue data is fetched, not persisted through redux-persist. */
export const rootReducer = combineReducers({ cart, user, checkout, wishlist, compare, sync, notifications, ui });

export type RootState = ReturnType<typeof rootReducer>;

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
