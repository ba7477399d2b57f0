import { config } from '../../lib/config';
import type { TaskAuth, TaskContext } from './taskQueue';
import type { SessionEndReason } from './authChannel';
import { createTokenAuth } from './tokenRefresh';

/**
 * The one TaskAuth of this JavaScript context (a tab or the service worker), built from the client
 * config. The page registers what a session end means for its UI (features/user/sessionWiring.ts);
 * the service worker registers nothing and only broadcasts (tokenRefresh.ts does that for both).
 */
export interface SessionHandlers {
  onEnded?: (reason: SessionEndReason) => void | Promise<void>;
  onTokens?: (token: string, refreshToken: string | null) => void;
}

let handlers: SessionHandlers = {};
let auth: TaskAuth | null = null;

export function setSessionHandlers(next: SessionHandlers): void {
  handlers = next;
}

export function sharedTaskAuth(): TaskAuth {
  auth ??= createTokenAuth({
    apiUrl: config.apiUrl,
    tokenInHeader: config.users.tokenInHeader,
    autoRefresh: config.users.autoRefreshTokens,
    maxAttempts: config.queues.maxNetworkTaskAttempts,
    onEnded: (reason) => handlers.onEnded?.(reason),
    onTokens: (token, refreshToken) => handlers.onTokens?.(token, refreshToken),
  });
  return auth;
}

/** The context of every authenticated call: profile, order history, cart, orders (page and service worker). */
export function authedTaskContext(): TaskContext {
  return { apiUrl: config.apiUrl, auth: sharedTaskAuth() };
}
