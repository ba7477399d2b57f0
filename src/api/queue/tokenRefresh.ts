import { fetchJson, RefreshFailedError, type TaskAuth } from './taskQueue';
import { broadcastAuth, type SessionEndReason } from './authChannel';
import { readAuth, updateAuth } from './authStore';
import { withQueueLock } from './queueLock';
import type { SyncTask } from './syncTask';
import { deleteTask, listTasks } from './taskStore';

/**
 * The token-refresh lock of spec 001 §4 for the sync-task executor, shared by every tab and the
 * service worker (DESIGN decision 7): the lock value and the tokens live in one IndexedDB record
 * (authStore.ts) and the refresh itself runs under the Web Lock 'token-refresh', so only one
 * refresher runs anywhere; the others wait on that lock and then read the new token.
 * No Redux, no window: the service worker uses this module as it is.
 */

/** Spec 001 §9: tasks wait 1000 ms while a refresh runs, then check again. */
export const LOCK_WAIT_MS = 1000;
/**
 * A lock older than this was left by a tab that died mid-refresh; it is taken over. Kept below the
 * server's grace for re-presenting a just-rotated refresh token (10 s), so the takeover's refresh
 * with the old token is still honoured instead of being taken for a stolen token.
 */
export const STALE_LOCK_MS = 8_000;
export const REFRESH_LOCK = 'token-refresh';
export const REFRESH_ENDPOINT = '/api/user/refresh';

export interface TokenAuthOptions {
  apiUrl: string;
  tokenInHeader: boolean;
  /** config.users.autoRefreshTokens */
  autoRefresh: boolean;
  /** config.queues.maxNetworkTaskAttempts: refreshes one task may cause, and failed refreshes in a row. */
  maxAttempts: number;
  fetch?: typeof fetch;
  /** How long the refresh request may take (REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
  /** The session ended without the shopper asking (the page: silent logout, sign-up modal, message). */
  onEnded?: (reason: SessionEndReason) => void | Promise<void>;
  /** New tokens were stored (the page mirrors them into Redux). */
  onTokens?: (token: string, refreshToken: string | null) => void;
}

/** Tasks that only make sense with a user token; the others go on as a guest's when there is none. */
export const needsUserToken = (task: SyncTask) => task.meta.requiresAuth === true;

/** Spec 001 §4 "unsent tasks are cleared". Queued orders stay: they are the shopper's purchase, not a session call. */
export async function clearUnsentTasks(): Promise<void> {
  for (const t of await listTasks()) if (!t.transmited && t.kind !== 'order') await deleteTask(t.task_id);
}

/**
 * Whether a refresher is alive anywhere: its Web Lock is held. Web Locks are released when a page
 * goes away (a navigation or a closed tab mid-refresh), so its lock value can be taken over at
 * once. null where the Web Locks API cannot tell (then the age of the lock decides).
 */
async function refresherAlive(): Promise<boolean | null> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (typeof locks?.query !== 'function') return null;
  const { held = [] } = await locks.query();
  return held.some((l) => l.name === REFRESH_LOCK);
}

interface Refreshed {
  token: string;
  refreshToken: string | null;
}

export function createTokenAuth(opts: TokenAuthOptions): TaskAuth {
  const wait = opts.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = opts.now ?? Date.now;

  async function ended(reason: SessionEndReason): Promise<void> {
    broadcastAuth({ type: 'ended', reason });
    await opts.onEnded?.(reason);
  }

  /** Refresh failed or too many attempts: lock -1, tokens gone, unsent tasks cleared, everyone told. */
  async function fail(reason: SessionEndReason): Promise<'fail'> {
    await updateAuth(() => ({ token: null, refreshToken: null, lock: -1, attempts: 0, lockedAt: 0, endedAt: now() }));
    await clearUnsentTasks();
    await ended(reason);
    return 'fail';
  }

  /** POST /api/user/refresh {refreshToken} (contract §3): a new token in result, the rotated one in meta. */
  async function postRefresh(refreshToken: string | null): Promise<Refreshed | null> {
    if (!refreshToken) return null;
    // A refresh past the deadline rejects like no network: the session stays (below).
    const answer = await fetchJson(
      opts.fetch ?? globalThis.fetch,
      `${opts.apiUrl}${REFRESH_ENDPOINT}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ refreshToken }) },
      opts.timeoutMs,
    );
    const body = answer.body as { code?: number; result?: unknown; meta?: { refreshToken?: unknown } } | undefined;
    if (!body || body.code !== 200 || typeof body.result !== 'string' || !body.result) return null;
    const rotated = typeof body.meta?.refreshToken === 'string' ? body.meta.refreshToken : refreshToken;
    return { token: body.result, refreshToken: rotated };
  }

  async function token(task: SyncTask): Promise<string | null> {
    for (;;) {
      const s = await readAuth();
      if (s.lock < 0) {
        // Spec 001 §4: below 0 tasks end with 401. Guests (no token after the silent logout) go on.
        if (s.token || needsUserToken(task)) throw new RefreshFailedError();
        return null;
      }
      if (s.lock > 0 && s.token) {
        const alive = await refresherAlive();
        if (alive === false || now() - s.lockedAt > STALE_LOCK_MS) {
          await updateAuth((c) => (c.lock > 0 && c.lockedAt === s.lockedAt ? { lock: 0, lockedAt: 0 } : {}));
          continue;
        }
        await wait(LOCK_WAIT_MS);
        continue;
      }
      // A task that needs the customer (a customer's queued order) is not sent without their
      // token, e.g. after a logout: it ends with 401 and waits (it is never sent as a guest's).
      if (!s.token && needsUserToken(task)) throw new RefreshFailedError();
      return s.token;
    }
  }

  async function refresh(usedToken: string, attempt: number): Promise<'retry' | 'fail'> {
    const s = await readAuth();
    // Another task, tab or the service worker refreshed while we waited: just use the new token.
    if (s.token && s.token !== usedToken) return attempt > 2 * opts.maxAttempts ? 'fail' : 'retry';
    if (!s.token || s.lock < 0) return 'fail';
    if (attempt > opts.maxAttempts || s.attempts >= opts.maxAttempts) return fail('attempts-exhausted');
    await updateAuth(() => ({ lock: 1, attempts: s.attempts + 1, lockedAt: now() }));
    let refreshed: Refreshed | null;
    try {
      refreshed = await postRefresh(s.refreshToken);
    } catch {
      // No network: not a refusal. The lock is free again, the task keeps its 401, the session stays,
      // and the attempt does not count (a patchy connection must not end the session by itself).
      await updateAuth(() => ({ lock: 0, lockedAt: 0, attempts: s.attempts }));
      return 'fail';
    }
    if (!refreshed) return fail('refresh-failed');
    // Success releases the lock AND resets the attempt count (the old client's #5713).
    await updateAuth(() => ({ ...refreshed, lock: 0, attempts: 0, lockedAt: 0 }));
    broadcastAuth({ type: 'tokens', ...refreshed });
    opts.onTokens?.(refreshed.token, refreshed.refreshToken);
    return 'retry';
  }

  return {
    tokenInHeader: opts.tokenInHeader,
    token,
    async onUnauthorized(_task, usedToken, attempt) {
      if (!opts.autoRefresh) {
        // Spec 001 §4: auto refresh off — silent logout and the sign-up modal.
        await updateAuth(() => ({ token: null, refreshToken: null, attempts: 0, endedAt: now() }));
        await ended('unauthorized');
        return 'fail';
      }
      return withQueueLock(REFRESH_LOCK, () => refresh(usedToken, attempt));
    },
  };
}
