import { startAppListening } from '../../app/listener';
import { wentOnline } from '../ui/uiSlice';
import { refreshCartPrices } from './refreshCartPrices';

let started = false;

/** The cart's prices are refreshed after the stored cart is loaded and when the device is online again. */
export function startPriceListeners(): void {
  if (started) return;
  started = true;
  startAppListening({
    predicate: (action) => action.type === 'persist/REHYDRATE' || wentOnline.match(action),
    effect: async (_action, api) => {
      await api.dispatch(refreshCartPrices());
    },
  });
}
