import { createAction } from '@reduxjs/toolkit';
import { Workbox } from 'workbox-window';
import { notificationShown } from '../features/notifications/notificationsSlice';
import { startAppListening } from './listener';
import type { AppDispatch } from './store';

/** Pressed on 'A new version is available': the waiting worker takes over, then the page reloads. */
export const appUpdateAccepted = createAction('app/updateAccepted');

/**
 * Registers the service worker (sw/sw.ts, built as /sw.js) in production builds only; the dev server
 * has no precache manifest. A new version waits until the shopper accepts the update prompt, so a
 * page is never swapped under a half-filled checkout (the old client forced skipWaiting, #5668).
 */
export function registerServiceWorker(dispatch?: AppDispatch): Workbox | null {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });

  wb.addEventListener('waiting', () => {
    dispatch?.(
      notificationShown({
        id: 'app-update',
        type: 'info',
        message: 'order.appUpdate.available',
        hasNoTimeout: true,
        action1: { label: 'order.appUpdate.reload', action: appUpdateAccepted() },
      }),
    );
  });

  startAppListening({
    actionCreator: appUpdateAccepted,
    effect: () => {
      // Only now: on the very first install clientsClaim() also fires 'controlling', without a reload wanted.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    },
  });

  wb.register().catch((err: unknown) => console.error('[sw] registration failed', err));
  return wb;
}
