/**
 * Tells every open tab what happened to the session, wherever it happened (a tab or the service
 * worker), so each tab's Redux user slice follows the shared record in IndexedDB (authStore.ts).
 * BroadcastChannel does not deliver to its own sender: the sender handles its own event directly.
 */
export const AUTH_CHANNEL = 'storefront-auth';

/** Why a session ended without the shopper asking (spec 001 §4 token refresh). */
export type SessionEndReason = 'refresh-failed' | 'attempts-exhausted' | 'unauthorized';

/**
 * A login names its store view: the tabs of that view follow it (each view keeps its own cart). A
 * logout reaches every tab, of any view: the token record is one for the device, so a tab that
 * stayed logged in would show a customer whose token is gone.
 */
export type AuthMessage =
  | { type: 'tokens'; token: string; refreshToken: string | null }
  | { type: 'ended'; reason: SessionEndReason }
  | { type: 'logout' }
  | { type: 'login'; view: string };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
}

export function broadcastAuth(message: AuthMessage): void {
  const ch = channel();
  if (!ch) return;
  ch.postMessage(message);
  ch.close();
}

/** Listens to the session messages of other tabs and the service worker; returns the unsubscribe. */
export function listenToAuth(onMessage: (message: AuthMessage) => void): () => void {
  const ch = channel();
  if (!ch) return () => undefined;
  ch.onmessage = (event: MessageEvent<AuthMessage>) => onMessage(event.data);
  return () => ch.close();
}
