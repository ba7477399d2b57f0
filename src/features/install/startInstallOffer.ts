import { createAction } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/listener';
import type { AppDispatch } from '../../app/store';
import { installOffer, installsByHand, isCheckoutPath, type InstallOffer } from '../../domain/installOffer';
import { notificationRemoved, notificationShown } from '../notifications/notificationsSlice';
import { countThisOpening, readInstallMemory, rememberDismissal, rememberOrderPlaced } from './installMemory';
import { listenForInstallEvents, onInstallChange, pendingPrompt, promptInstall, runsStandalone, wasInstalledNow } from './installPrompt';

export const installAccepted = createAction('install/accepted');
export const installDismissed = createAction('install/dismissed');
export const INSTALL_NOTIFICATION_ID = 'install-offer';
/** Route changes have no event outside the router: looked at this often. */
const CHECK_MS = 1000;

/**
 * "Install the shop" (issue 10): a notification that stays until answered, with the browser's install
 * prompt behind its button, or on iOS, which has no prompt, how to add the shop to the home screen;
 * shown and taken back as the rules of installOffer say. Started once per page load (it counts the
 * opening); its buttons dispatch plain actions that the listeners here answer.
 */
export function startInstallOffer(dispatch: AppDispatch): () => void {
  listenForInstallEvents();
  // An order placed before this started (startPwa waits for one on a first opening) is in the memory.
  let memory = { ...countThisOpening(), orderPlaced: readInstallMemory().orderPlaced };
  let shown: InstallOffer = 'none';

  const check = () => {
    const offer = installOffer({
      opens: memory.opens,
      orderPlaced: memory.orderPlaced,
      inCheckout: isCheckoutPath(location.pathname),
      // Another tab's "Not now" counts here too.
      dismissedAt: readInstallMemory().dismissedAt,
      now: Date.now(),
      installed: wasInstalledNow() || runsStandalone(),
      canPrompt: pendingPrompt() !== null,
      installsByHand: installsByHand(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    });
    if (offer === shown) return;
    if (shown !== 'none') dispatch(notificationRemoved(INSTALL_NOTIFICATION_ID));
    shown = offer;
    if (offer === 'none') return;
    const notNow = { label: 'install.notNow', action: installDismissed() };
    dispatch(
      notificationShown(
        offer === 'prompt'
          ? {
              id: INSTALL_NOTIFICATION_ID,
              type: 'info',
              message: 'install.offer',
              hasNoTimeout: true,
              action1: { label: 'install.install', action: installAccepted() },
              action2: notNow,
            }
          : { id: INSTALL_NOTIFICATION_ID, type: 'info', message: 'install.iosHint', hasNoTimeout: true, action1: notNow },
      ),
    );
  };

  const stops = [
    onInstallChange(check),
    startAppListening({
      type: installAccepted.type,
      // Runs within the button's click: the browser shows its dialog only on a user gesture.
      effect: async () => {
        shown = 'none'; // the button took the notification away
        if ((await promptInstall()) === 'dismissed') memory = { ...memory, ...rememberDismissal() };
        check();
      },
    }),
    startAppListening({
      type: installDismissed.type,
      effect: () => {
        shown = 'none';
        memory = { ...memory, ...rememberDismissal() };
        check();
      },
    }),
    // A placed order counts as coming back (the offer waits until the shopper leaves checkout).
    startAppListening({
      type: 'sync/orderPlaced',
      effect: () => {
        memory = { ...memory, ...rememberOrderPlaced() };
        check();
      },
    }),
  ];
  const timer = setInterval(check, CHECK_MS);
  check();
  return () => {
    clearInterval(timer);
    stops.forEach((stop) => stop());
    if (shown !== 'none') dispatch(notificationRemoved(INSTALL_NOTIFICATION_ID));
  };
}
