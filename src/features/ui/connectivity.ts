import type { AppDispatch } from '../../app/store';
import { wentOffline, wentOnline } from './uiSlice';

/**
 * Keeps ui.online in step with the browser: `ui/wentOnline` / `ui/wentOffline` on every change
 * (other features react to those events). The state starts from navigator.onLine (uiSlice), so
 * nothing is dispatched at start: a "back online" there would start a cart sync and a price refresh
 * before the saved cart is even read (they run on persist/REHYDRATE). Returns the stop function.
 */
export function listenForConnectivity(dispatch: AppDispatch, target: Window = window): () => void {
  const online = () => dispatch(wentOnline());
  const offline = () => dispatch(wentOffline());
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
