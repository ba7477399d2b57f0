import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { listenerMiddleware } from '../../src/app/listener';
import { rootReducer, type RootState } from '../../src/app/store';

/** A fresh store per test (STYLE 8) that also records every dispatched action's type. */
export function testStore(preloadedState?: Partial<RootState>) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(recorder),
  });
  return { store, actions, types: () => actions.map((a) => a.type) };
}
