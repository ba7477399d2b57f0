import { createAction } from '@reduxjs/toolkit';
import { notificationRemoved } from '../features/notifications/notificationsSlice';
import { trackTypedInput } from '../features/update/typedInput';
import { startAppListening } from './listener';
import type { AppDispatch } from './store';

/** Pressed on 'A new version is available': the waiting worker takes over, then the page reloads. */
export const appUpdateAccepted = createAction('app/updateAccepted');

type UpdateOffer = typeof import('../features/update/updateOffer');

/**
 * Registers the service worker (sw/sw.ts, built as /sw.js) in production builds only; the dev server
 * has no precache manifest. A new version waits until the shopper accepts the update prompt, so a
 * page is never swapped under a half-filled checkout (the old client forced skipWaiting, #5668); the
 * prompt itself waits while the shopper pays or has typed something not sent (issue 10).
 * The browser's own API gives what the shop used workbox-window for (a worker waiting, the change of
 * controller, the SKIP_WAITING message sw.ts answers) without its 2 kB on every first visit (issue 15).
 */
export function registerServiceWorker(dispatch?: AppDispatch): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // What is typed from now on is known when an update comes (it never reloads it away).
  trackTypedInput();
  // A page controlled when it registers: a later change of controller is a new version taking over.
  const wasControlled = container.controller !== null;
  let registration: ServiceWorkerRegistration | null = null;
  // The offer's code loads when a new version waits: most visits never see one (issue 15).
  let offer: UpdateOffer | null = null;
  let offering: (() => void) | null = null;
  let loadingOffer = false;
  // Accepted in another tab: the new version already controls this one, only the reload is left.
  let takenOver = false;

  const newVersionWaits = () => {
    if (!dispatch || offering || loadingOffer) return;
    loadingOffer = true;
    void import('../features/update/updateOffer').then((loaded) => {
      offer = loaded;
      offering = loaded.offerUpdateWhenCalm(dispatch, appUpdateAccepted.type);
      loadingOffer = false;
    });
  };
  container.addEventListener('controllerchange', () => {
    if (wasControlled) takenOver = true;
  });

  startAppListening({
    actionCreator: appUpdateAccepted,
    effect: (_, api) => {
      // Only its notification's button dispatches this, so the offer's code is here.
      if (!offer) return;
      // Typed something since the offer showed: the offer comes back once that is sent or cleared.
      if (!offer.updateMayShow()) {
        api.dispatch(notificationRemoved(offer.UPDATE_NOTIFICATION_ID));
        return;
      }
      offering?.();
      offering = null;
      if (takenOver) return window.location.reload();
      // Only now: on the very first install clientsClaim() also changes the controller, without a reload wanted.
      container.addEventListener('controllerchange', () => window.location.reload());
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
    },
  });

  container
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .then((reg) => {
      registration = reg;
      // A new version may already wait (found by an earlier page), or be found later (the browser
      // checks on navigation, or update()): it waits once installed beside an active worker.
      if (reg.waiting) newVersionWaits();
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && reg.active) newVersionWaits();
        });
      });
    })
    .catch((err: unknown) => console.error('[sw] registration failed', err));
}
