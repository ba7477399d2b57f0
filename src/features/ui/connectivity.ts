import type { AppDispatch } from '../../app/store';
import { wentOffline, wentOnline } from './uiSlice';

/**
 * Keeps ui.online in step with the browser: dispatches the current state once, then
 * `ui/wentOnline` / `ui/wentOffline` on every change (other features react to those events).
 * Returns the function that stops listening.
 */
export function listenForConnectivity(dispatch: AppDispatch, target: Window = window): () => void {
  const online = () => dispatch(wentOnline());
  const offline = () => dispatch(wentOffline());
  dispatch(target.navigator.onLine ? wentOnline() : wentOffline());
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
