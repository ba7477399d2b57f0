import { createAction } from '@reduxjs/toolkit';
import { notificationRemoved, notificationShown } from '../features/notifications/notificationsSlice';
import { startAppListening } from './listener';
import type { AppDispatch } from './store';
import { codeNotLoaded, PartNotLoaded, toldNotLoaded } from '../lib/codeNotLoaded';

export const CODE_NOTICE_ID = 'code-not-loaded';
/** Pressed on the notice's Reload button. */
export const codeReloadAccepted = createAction('app/codeReloadAccepted');
/** What the build's loader of lazy chunks fires on window when one cannot be fetched (Vite). */
export const PRELOAD_ERROR = 'vite:preloadError';

/** For the end of a part's chain: a part that did not load has been dealt with; anything else is not. */
export function ignoreNotLoaded(error: unknown): void {
  if (!(error instanceof PartNotLoaded)) throw error;
}

export interface LazyCode {
  /** Imports a start-up part's code. When that fails, the shopper is told, and it rejects with PartNotLoaded. */
  load: <T>(importPart: () => Promise<T>) => Promise<T>;
  /** Something that needs a part asked for it again after it failed (`error`): told again. */
  remind: (error: unknown) => void;
}

/**
 * Most of the shop's code is lazy chunks: the parts main.tsx starts (the saved state, the order queue,
 * the cart's hand-over between tabs, the session, the syncs, the service worker), the pages, the
 * cart's actions, the drawers, the texts. Offline before the service worker kept them (a first
 * visit), such an import fails, and Chromium keeps that failure for the document's life: importing
 * it again fails at once, without a request, even once back online. Only a new page load gets it.
 *
 * So the shopper is told, with a notice that stays: offline, to reload once back online; online (at
 * once, or when the connection comes back), with a Reload button. A chunk that did not load changed
 * nothing, and the saved state, with the cart and any order waiting, is read back on the new load.
 * Told for the start-up parts (`load`) and for any chunk the build's loader reports (PRELOAD_ERROR),
 * which is not cancelled: the code that asked for the chunk still sees its error. Left unhandled
 * there, that error is not reported as the page's own: the shopper has been told.
 */
export function watchLazyCode(dispatch: AppDispatch, target: Window = window): LazyCode {
  let failed = false;
  const show = () => {
    const online = target.navigator.onLine;
    dispatch(notificationRemoved(CODE_NOTICE_ID));
    dispatch(
      notificationShown({
        id: CODE_NOTICE_ID,
        type: 'warning',
        message: online ? 'common.notifications.partNotLoaded' : 'common.notifications.partNotLoadedOffline',
        hasNoTimeout: true,
        ...(online
          ? { action1: { label: 'common.notifications.reload', action: { type: codeReloadAccepted.type } }, action2: { label: 'common.notifications.close' } }
          : {}),
      }),
    );
  };
  const notLoaded = (error?: unknown) => {
    failed = true;
    toldNotLoaded(error);
    show();
  };
  target.addEventListener(PRELOAD_ERROR, (event) => notLoaded((event as Event & { payload?: unknown }).payload));
  // One the code that asked for the chunk leaves unhandled (a button's handler) is no error of the
  // page's own any more: the shopper has been told.
  target.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (codeNotLoaded(reason)) event.preventDefault();
  });
  // Its button follows the connection: a reload offline, before the service worker runs, shows no shop.
  const follow = () => {
    if (failed) show();
  };
  target.addEventListener('online', follow);
  target.addEventListener('offline', follow);
  startAppListening({ actionCreator: codeReloadAccepted, effect: () => target.location.reload() });
  return {
    load: (importPart) =>
      importPart().catch((error: unknown) => {
        // The build's loader has already told of it (PRELOAD_ERROR), except in development.
        if (!codeNotLoaded(error)) notLoaded(error);
        throw new PartNotLoaded(error);
      }),
    remind: (error) => {
      if (error instanceof PartNotLoaded) show();
    },
  };
}
