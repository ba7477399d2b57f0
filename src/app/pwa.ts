import { offerMayShow } from '../domain/installOffer';
import { countThisOpening, rememberOrderPlaced } from '../features/install/installMemory';
import { servedByWorker } from '../lib/multistore';
import { startAppListening } from './listener';
import { registerServiceWorker } from './serviceWorker';
import type { AppDispatch } from './store';

/**
 * The installable app, started once the first page's pictures are shown (main.tsx): the service
 * worker with its update offer, once the page has loaded (its precache downloads would compete with
 * the page's own), and the offer to install the shop (its notification waits for its texts, which
 * are not in the first paint's English files: Notifications).
 */
export function startPwa(dispatch: AppDispatch): void {
  const register = () => {
    void registerServiceWorker(dispatch);
    // Only a page the service worker served may run with an outdated multistore switch.
    if (servedByWorker()) void import('./multistoreCheck').then(({ checkMultistore }) => checkMultistore());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  startInstallOfferWhenItMayShow(dispatch);
}

/**
 * The install offer never shows on the first opening of the shop unless an order is placed there
 * (domain/installOffer), so its code loads from the second opening on, or with the first order: a
 * first visit counts the opening and loads nothing more (issue 15).
 */
function startInstallOfferWhenItMayShow(dispatch: AppDispatch): void {
  const start = () => void import('../features/install/startInstallOffer').then(({ startInstallOffer }) => startInstallOffer(dispatch));
  if (offerMayShow(countThisOpening())) return start();
  const stop = startAppListening({
    type: 'sync/orderPlaced',
    effect: () => {
      stop();
      rememberOrderPlaced();
      start();
    },
  });
}
