import { isCheckoutPath } from '../../domain/installOffer';
import { notificationRemoved, notificationShown } from '../notifications/notificationsSlice';
import { hasTypedInput, onTypedInput } from './typedInput';

export const UPDATE_NOTIFICATION_ID = 'app-update';
/** Route changes have no event outside the router: looked at this often while an update waits. */
const CHECK_MS = 1000;

/** The offer may show: not while paying, not over a half-filled form (issue 10). */
export const updateMayShow = () => !isCheckoutPath(location.pathname) && !hasTypedInput();

/**
 * 'A new version is available', shown only while updateMayShow holds and taken back when it stops
 * holding (the shopper starts typing, enters checkout), so that accepting never loses anything.
 * `actionType` is what its Reload button dispatches.
 */
export function offerUpdateWhenCalm(dispatch: (action: unknown) => unknown, actionType: string): () => void {
  let shown = false;
  const check = () => {
    const may = updateMayShow();
    if (may && !shown) {
      dispatch(
        notificationShown({
          id: UPDATE_NOTIFICATION_ID,
          type: 'info',
          message: 'order.appUpdate.available',
          hasNoTimeout: true,
          action1: { label: 'order.appUpdate.reload', action: { type: actionType } },
        }),
      );
    } else if (!may && shown) {
      dispatch(notificationRemoved(UPDATE_NOTIFICATION_ID));
    }
    shown = may;
  };
  const stopWatching = onTypedInput(check);
  const timer = setInterval(check, CHECK_MS);
  check();
  return () => {
    clearInterval(timer);
    stopWatching();
  };
}
