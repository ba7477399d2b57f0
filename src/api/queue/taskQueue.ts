import { REQUEST_TIMEOUT_MS } from '../requestTimeout';
import type { SyncTask } from './syncTask';

/**
 * Executes one sync task over HTTP (spec 001 §4 "Offline task queue", §7 "Queued generic call",
 * vsf1-behaviour §3.2). It only talks to the network and reports; WHAT to do with the answer
 * (keep, drop, retry) is the queue's and the task kind's business (queue/replayQueue.ts).
 * Used by the page and by the service worker, so no Redux, no window.
 */
export interface TaskAuth {
  /**
   * The user token to put in {{token}} / the Authorization header, or null for a guest. This is
   * where a task waits while the token-refresh lock is > 0 (1000 ms steps) and where it is stopped
   * with a RefreshFailedError while the lock is < 0 (spec 001 §4; queue/tokenRefresh.ts).
   */
  token(task: SyncTask): Promise<string | null>;
  tokenInHeader: boolean;
  /**
   * A body code 401 came back for a request sent with `usedToken`; `attempt` counts the refreshes
   * this task caused (1 = first). 'retry' sends the task again with the (new) token.
   */
  onUnauthorized?(task: SyncTask, usedToken: string, attempt: number): Promise<'retry' | 'fail'>;
}

/** Spec 001 §4/§8: the answer of every task while the token-refresh lock is < 0. */
export const REFRESH_ERROR = 'Error refreshing user token. User is not authorized to access the resource';

/** Thrown by TaskAuth.token() while the refresh lock is < 0: the task ends with 401, no request. */
export class RefreshFailedError extends Error {
  constructor() {
    super(REFRESH_ERROR);
    this.name = 'RefreshFailedError';
  }
}

export interface TaskContext {
  /** '' = same origin. */
  apiUrl: string;
  auth?: TaskAuth;
  cartId?(): string | null;
  fetch?: typeof fetch;
  now?(): Date;
  /** How long one request, its answer included, may take (REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

export class TaskError extends Error {
  constructor(
    message: string,
    /** 'network' and 'content-type' are worth retrying; 'cart' is not (no request was made). */
    readonly reason: 'network' | 'content-type' | 'format' | 'cart',
  ) {
    super(message);
    this.name = 'TaskError';
  }
}

export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_FORMAT = 'Unhandled error, wrong response format!';
export const CART_MISSING = 'The cart is being re-created, please try again.';

/**
 * Sends a request and reads its answer as JSON (undefined when unreadable) under one deadline. At
 * the deadline the request is aborted and this rejects with a network TaskError, like a lost
 * connection: the request may still have reached the server, so it is sent again (an order keeps
 * its order_id and is stored once). The race also covers a body whose reading the fetch does not
 * cut off itself.
 */
export async function fetchJson(doFetch: typeof fetch, url: string, init: RequestInit, ms = REQUEST_TIMEOUT_MS): Promise<{ res: Response; body: unknown }> {
  const signal = AbortSignal.timeout(ms);
  const deadline = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new TaskError(`No answer within ${ms} ms`, 'network')), { once: true });
  });
  const res = await Promise.race([doFetch(url, { ...init, signal }), deadline]);
  const body: unknown = await Promise.race([res.json().catch(() => undefined), deadline]);
  return { res, body };
}

/** Drops a query parameter (keeps the rest of the query intact). */
function dropParam(url: string, name: string): string {
  return url.replace(new RegExp(`([?&])${name}=[^&]*(&?)`), (_m, sep: string, amp: string) => (amp ? sep : '')).replace(/\?$/, '');
}

function resolveRequest(task: SyncTask, ctx: TaskContext, token: string | null): { url: string; headers: Record<string, string> } {
  let url = task.url;
  if (url.includes('{{cartId}}')) {
    const cartId = ctx.cartId?.() ?? null;
    // Spec 001 §5: a task that needs a cart id but has none fails without a request.
    if (!cartId) throw new TaskError(CART_MISSING, 'cart');
    url = url.replaceAll('{{cartId}}', encodeURIComponent(cartId));
  }
  url = url.replaceAll('{{token}}', token && !ctx.auth?.tokenInHeader ? encodeURIComponent(token) : '');
  const headers: Record<string, string> = { Accept: 'application/json', ...task.payload.headers };
  if (token && ctx.auth?.tokenInHeader) {
    // Spec 001 §6: with token-in-header the token query param goes and a bearer header comes.
    url = dropParam(url, 'token');
    headers.Authorization = `Bearer ${token}`;
  } else if (!token) {
    // A guest: no empty `token=` (a server could read it as a bad token).
    url = dropParam(url, 'token');
  }
  if (!/^https?:\/\//.test(url)) url = `${ctx.apiUrl}${url}`;
  return { url, headers };
}

/**
 * Sends the task once and returns a copy with the answer recorded (result, code, resultCode, meta).
 * Throws TaskError when there is no usable answer: network failure, a non-JSON reply
 * ('Error with response - bad content-type!'), or a body without a code. The HTTP status is
 * ignored on purpose: the body's `code` decides (contract §11 gotcha 1).
 */
export async function executeTask(task: SyncTask, ctx: TaskContext, refreshes = 0): Promise<SyncTask> {
  let token: string | null;
  try {
    // A task the shopper chose to send as a guest (a queued order whose session is gone) carries no token.
    token = task.meta.guest === true ? null : ((await ctx.auth?.token(task)) ?? null);
  } catch (err) {
    if (!(err instanceof RefreshFailedError)) throw err;
    const at = (ctx.now?.() ?? new Date()).toISOString();
    return { ...task, result: REFRESH_ERROR, code: 401, resultCode: 401, updated_at: at };
  }
  const { url, headers } = resolveRequest(task, ctx, token);
  let answer: { res: Response; body: unknown };
  try {
    answer = await fetchJson(ctx.fetch ?? fetch, url, { method: task.payload.method, headers, body: task.payload.body }, ctx.timeoutMs);
  } catch (err) {
    if (err instanceof TaskError) throw err;
    throw new TaskError(err instanceof Error ? err.message : String(err), 'network');
  }
  const { res } = answer;
  if (!(res.headers.get('content-type') ?? '').includes('json')) throw new TaskError(BAD_CONTENT_TYPE, 'content-type');
  const body = answer.body as { code?: unknown; result?: unknown; meta?: unknown } | undefined;
  if (!body || typeof body !== 'object') throw new TaskError(WRONG_FORMAT, 'format');
  // vsf-api sends the same number as the HTTP status; a body without one falls back to it.
  const code = typeof body.code === 'number' ? body.code : res.status;

  const executed: SyncTask = {
    ...task,
    result: body.result ?? null,
    code,
    resultCode: code,
    meta: { ...task.meta, ...(body.meta && typeof body.meta === 'object' ? body.meta : {}) },
    updated_at: (ctx.now?.() ?? new Date()).toISOString(),
  };
  // Spec 001 §4: a 401 for a request that carried a user token goes to the token-refresh lock.
  if (code === 401 && token && ctx.auth?.onUnauthorized) {
    if ((await ctx.auth.onUnauthorized(executed, token, refreshes + 1)) === 'retry') return executeTask(task, ctx, refreshes + 1);
  }
  return executed;
}

/**
 * The message a failed task shows unless it is silent (vsf1-behaviour §3.2): a string result, else
 * result.result, else result.message; ENOTFOUND codes are not shown. Null when there is nothing to say.
 */
export function taskErrorMessage(task: SyncTask): string | null {
  if (task.code === 200 || task.silent) return null;
  const r = task.result;
  if (typeof r === 'string') return r;
  if (r && typeof r === 'object') {
    const o = r as Record<string, unknown>;
    if (o.code === 'ENOTFOUND') return null;
    if (typeof o.result === 'string') return o.result;
    if (typeof o.message === 'string') return o.message;
    if (typeof o.errorMessage === 'string') return o.errorMessage;
  }
  return null;
}
