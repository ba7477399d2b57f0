import { startAppListening } from '../../app/listener';
import { afterStateRestored } from '../../lib/startupGate';
import { wentOnline } from '../ui/uiSlice';

let started = false;

/** The cart's prices are refreshed after the stored cart is loaded and when the device is online again. */
export function startPriceListeners(): void {
  if (started) return;
  started = true;
  startAppListening({
    predicate: (action) => action.type === 'persist/REHYDRATE' || wentOnline.match(action),
    // The refresh (and the price rules it renders with) is a lazy chunk: it has work only once a cart exists.
    effect: async (_action, api) => {
      // Started with the restore (main.tsx): back online while it is still reading, the refresh waits for the saved cart.
      await afterStateRestored();
      const { refreshCartPrices } = await import('./refreshCartPrices');
      await api.dispatch(refreshCartPrices());
    },
  });
}
