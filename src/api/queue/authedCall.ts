import { ApiError, errorMessageOf, storeHeaders, type Envelope } from '../http';
import { executeTask, TaskError } from './taskQueue';
import { createTask } from './syncTask';
import { authedTaskContext } from './taskAuth';

export interface AuthedCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The call makes no sense without a user token (profile, order history): stopped while the refresh lock is < 0. */
  requiresAuth?: boolean;
  /** Spec 001 §4: the profile after login is loaded without cache. */
  noCache?: boolean;
}

/**
 * An online call through the sync-task executor, so it carries the user token ({{token}} in the
 * URL, or the bearer header when config.users.tokenInHeader) and survives a token expiry: a 401
 * refreshes the token under the shared lock and the call is retried. Same contract as callApi:
 * resolves with the envelope on code 200, throws ApiError otherwise; a network failure throws a
 * TaskError (not an ApiError), so callers can tell "offline" from "refused".
 */
export async function callAuthed<T>(url: string, opts: AuthedCallOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = storeHeaders();
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.noCache) headers['Cache-Control'] = 'no-cache';
  const task = createTask({
    kind: 'call',
    url,
    payload: { method: opts.method ?? 'GET', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) },
    meta: opts.requiresAuth ? { requiresAuth: true } : {},
    silent: true,
  });
  let done;
  try {
    done = await executeTask(task, authedTaskContext());
  } catch (err) {
    if (err instanceof TaskError && err.reason !== 'network') throw new ApiError(err.message, 0);
    throw err;
  }
  if (done.code !== 200) throw new ApiError(errorMessageOf(done.result), done.code ?? 0, done.result);
  return { code: 200, result: done.result as T, meta: done.meta };
}
