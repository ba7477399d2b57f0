import type { AppDispatch } from '../../app/store';
import { listenToAuth } from '../../api/queue/authChannel';
import { setSessionHandlers } from '../../api/queue/taskAuth';
import { currentStoreView } from '../../lib/config';
import { followLogin, followLogout, restoreSession, sessionEnded } from './session';
import { tokensRefreshed } from './userSlice';

/**
 * Wires the session into the running page (call once, after the persisted state was rehydrated):
 * the token-refresh lock reports to this tab's store, the other tabs and the service worker report
 * over the BroadcastChannel, then the saved session is restored (spec 001 §4 start).
 * Returns a function that undoes the wiring.
 */
export function startSession(dispatch: AppDispatch): () => void {
  setSessionHandlers({
    onEnded: (reason) => dispatch(sessionEnded(reason)),
    onTokens: (token, refreshToken) => dispatch(tokensRefreshed({ token, refreshToken })),
  });
  const stop = listenToAuth((message) => {
    if (message.type === 'tokens') dispatch(tokensRefreshed({ token: message.token, refreshToken: message.refreshToken }));
    else if (message.type === 'ended') void dispatch(sessionEnded(message.reason));
    else if (message.type === 'logout') void dispatch(followLogout());
    else if (message.type === 'login' && message.view === currentStoreView().storeCode) void dispatch(followLogin());
  });
  void dispatch(restoreSession()).catch((e: unknown) => console.warn('[user] session start', e));
  return () => {
    stop();
    setSessionHandlers({});
  };
}
