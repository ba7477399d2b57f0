import { createAction } from '@reduxjs/toolkit';
import { Workbox } from 'workbox-window';
import { notificationRemoved } from '../features/notifications/notificationsSlice';
import { trackTypedInput } from '../features/update/typedInput';
import { offerUpdateWhenCalm, UPDATE_NOTIFICATION_ID, updateMayShow } from '../features/update/updateOffer';
import { startAppListening } from './listener';
import type { AppDispatch } from './store';

/** Pressed on 'A new version is available': the waiting worker takes over, then the page reloads. */
export const appUpdateAccepted = createAction('app/updateAccepted');

/**
 * Registers the service worker (sw/sw.ts, built as /sw.js) in production builds only; the dev server
 * has no precache manifest. A new version waits until the shopper accepts the update prompt, so a
 * page is never swapped under a half-filled checkout (the old client forced skipWaiting, #5668); the
 * prompt itself waits while the shopper pays or has typed something not sent (issue 10).
 */
export function registerServiceWorker(dispatch?: AppDispatch): Workbox | null {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  // What is typed from now on is known when an update comes (it never reloads it away).
  trackTypedInput();
  let offering: (() => void) | null = null;
  // Accepted in another tab: the new version already controls this one, only the reload is left.
  let takenOver = false;

  wb.addEventListener('waiting', () => {
    if (dispatch && !offering) offering = offerUpdateWhenCalm(dispatch, appUpdateAccepted.type);
  });
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) takenOver = true;
  });

  startAppListening({
    actionCreator: appUpdateAccepted,
    effect: (_, api) => {
      // Typed something since the offer showed: the offer comes back once that is sent or cleared.
      if (!updateMayShow()) {
        api.dispatch(notificationRemoved(UPDATE_NOTIFICATION_ID));
        return;
      }
      offering?.();
      offering = null;
      if (takenOver) return window.location.reload();
      // Only now: on the very first install clientsClaim() also fires 'controlling', without a reload wanted.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    },
  });

  wb.register().catch((err: unknown) => console.error('[sw] registration failed', err));
  return wb;
}
