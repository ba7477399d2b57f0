import { startInstallOffer } from '../features/install/startInstallOffer';
import { checkMultistore } from './multistoreCheck';
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
    void checkMultistore();
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  startInstallOffer(dispatch);
}
