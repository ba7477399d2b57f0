import { startAppListening } from '../../app/listener';
import { wentOnline } from '../ui/uiSlice';
import { syncCart } from './syncCart';

let started = false;

/**
 * Reactions of the cart (STYLE 3): changes made offline stay local and reach the server when the
 * device is online again. Idempotent, so the app and tests may call it more than once.
 */
export function startCartListeners(): void {
  if (started) return;
  started = true;
  startAppListening({
    actionCreator: wentOnline,
    effect: async (_action, api) => {
      await api.dispatch(syncCart());
    },
  });
  // Spec 000 §4 Cart lifecycle: after loading from local storage, synchronise (creating a cart if needed).
  startAppListening({
    predicate: (action) => action.type === 'persist/REHYDRATE',
    effect: async (_action, api) => {
      await api.dispatch(syncCart());
    },
  });
}
