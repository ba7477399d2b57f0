import { config } from '../../lib/config';
import { startAppListening } from '../../app/listener';
import { afterStateRestored } from '../../lib/startupGate';
import type { SyncOptions } from './syncCart';
import { wentOnline } from '../ui/uiSlice';

let started = false;

// The sync code (and the cart API client) is a lazy chunk: nothing syncs before the first paint.
const syncCart = (opts?: SyncOptions) => import('./syncCart').then((m) => m.syncCart(opts));

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
      // Back online: what the shopper did offline wins (vsf1 §1.8, cart/load({forceClientState:true})).
      // These listeners start with the restore (main.tsx); back online while it is still reading,
      // the sync waits for the saved cart.
      await afterStateRestored();
      await api.dispatch(await syncCart({ forceClientState: true }));
    },
  });
  // A chosen (or changed) shipping method reaches the server so its totals include the shipping.
  // Matched by its type: the action creator would bring the cart's reducer into the entry chunk.
  startAppListening({
    predicate: (action) => action.type === 'cart/shippingMethodChosen',
    effect: async (_action, api) => {
      await api.dispatch(await syncCart());
    },
  });
  // Spec 000 §4 Cart lifecycle: after loading from local storage, synchronise (creating a cart if needed).
  startAppListening({
    predicate: (action) => action.type === 'persist/REHYDRATE',
    effect: async (_action, api) => {
      await api.dispatch(await syncCart({ dryRun: !config.cart.serverMergeByDefault }));
    },
  });
}
