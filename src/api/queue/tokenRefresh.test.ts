import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeTask, REFRESH_ERROR, type TaskContext } from './taskQueue';
import { AUTH_CHANNEL, type AuthMessage } from './authChannel';
import { EMPTY_AUTH, readAuth, storeLogin, updateAuth } from './authStore';
import { createTask, type SyncTask } from './syncTask';
import { clearTasks, listTasks, putTask } from './taskStore';
import { createTokenAuth, LOCK_WAIT_MS, type TokenAuthOptions } from './tokenRefresh';

const API = 'http://api.test';
const api = setupServer();

/** A server whose access tokens "expire" when the test says so, with rotating refresh tokens. */
function fakeAuthServer() {
  const s = {
    valid: new Set<string>(['t1']),
    refreshTokens: new Set<string>(['r1']),
    refreshCalls: [] as string[],
    refreshMode: 'ok' as 'ok' | 'refuse' | 'down' | 'hang',
    seen: [] as (string | null)[],
    next: 1,
    expire(token: string) {
      s.valid.delete(token);
    },
  };
  api.use(
    http.get(`${API}/api/x`, ({ request }) => {
      const auth = request.headers.get('authorization');
      s.seen.push(auth);
      if (!auth) return HttpResponse.json({ code: 200, result: 'guest' });
      const ok = s.valid.has(auth.replace('Bearer ', ''));
      return HttpResponse.json(ok ? { code: 200, result: 'me' } : { code: 401, result: 'token expired' }, { status: ok ? 200 : 401 });
    }),
    http.post(`${API}/api/user/refresh`, async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      s.refreshCalls.push(refreshToken);
      await delay(15);
      if (s.refreshMode === 'down') return HttpResponse.error();
      if (s.refreshMode === 'hang') return delay('infinite');
      if (s.refreshMode === 'refuse' || !s.refreshTokens.delete(refreshToken)) {
        return HttpResponse.json({ code: 500, result: 'Invalid refresh token provided' }, { status: 500 });
      }
      s.next += 1;
      s.valid.add(`t${s.next}`);
      s.refreshTokens.add(`r${s.next}`);
      return HttpResponse.json({ code: 200, result: `t${s.next}`, meta: { refreshToken: `r${s.next}` } });
    }),
  );
  return s;
}

let server: ReturnType<typeof fakeAuthServer>;
let ended: string[];

function ctx(over: Partial<TokenAuthOptions> = {}): TaskContext {
  const auth = createTokenAuth({
    apiUrl: API,
    tokenInHeader: true,
    autoRefresh: true,
    maxAttempts: 1, // the old client's default, which logged shoppers out on the second expiry
    wait: () => new Promise<void>((r) => setTimeout(r, 5)),
    onEnded: (reason) => void ended.push(reason),
    ...over,
  });
  return { apiUrl: API, auth };
}

const call = (extra: Partial<SyncTask> = {}): SyncTask => ({
  ...createTask({ kind: 'call', url: '/api/x?token={{token}}', payload: { method: 'GET', headers: {} } }),
  ...extra,
});

beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  server = fakeAuthServer();
  ended = [];
  await storeLogin('t1', 'r1');
});
afterEach(async () => {
  api.resetHandlers();
  await updateAuth(() => EMPTY_AUTH);
  await clearTasks();
});
afterAll(() => api.close());

describe('token refresh lock (spec 001 §4)', () => {
  it('lock 0: the task goes out with the stored token as a bearer header and no token param', async () => {
    const done = await executeTask(call(), ctx());
    expect(done).toMatchObject({ code: 200, result: 'me' });
    expect(server.seen).toEqual(['Bearer t1']);
  });

  it('lock above 0: a task waits in 1000 ms steps until the refresh is over, then uses the new token', async () => {
    await updateAuth(() => ({ lock: 1, lockedAt: Date.now() }));
    let sleeps = 0;
    const c = ctx({
      wait: async (ms) => {
        expect(ms).toBe(LOCK_WAIT_MS);
        if (++sleeps === 3) await updateAuth(() => ({ lock: 0, token: 't7' }));
      },
    });
    server.valid.add('t7');
    expect((await executeTask(call(), c)).code).toBe(200);
    expect(sleeps).toBe(3);
    expect(server.seen).toEqual(['Bearer t7']);
  });

  it('a lock left by a tab that died mid-refresh is taken over', async () => {
    await updateAuth(() => ({ lock: 1, lockedAt: Date.now() - 60_000 }));
    expect((await executeTask(call(), ctx())).code).toBe(200);
    expect((await readAuth()).lock).toBe(0);
  });

  it("lock below 0: a task with a token ends with 401 'Error refreshing user token…' and sends nothing", async () => {
    await updateAuth(() => ({ lock: -1 }));
    const done = await executeTask(call(), ctx());
    expect(done).toMatchObject({ code: 401, resultCode: 401, result: REFRESH_ERROR });
    expect(server.seen).toEqual([]);
  });

  it('lock below 0 after the silent logout: guest calls go on, calls that need a user stop (old sticky-lock bug)', async () => {
    await updateAuth(() => ({ lock: -1, token: null, refreshToken: null }));
    expect(await executeTask(call(), ctx())).toMatchObject({ code: 200, result: 'guest' });
    expect(await executeTask(call({ meta: { requiresAuth: true } }), ctx())).toMatchObject({ code: 401, result: REFRESH_ERROR });
    // A login resets the lock.
    await storeLogin('t1', 'r1');
    expect((await readAuth()).lock).toBe(0);
  });

  it('two parallel 401s refresh once; both tasks are retried with the new token', async () => {
    server.expire('t1');
    const c = ctx();
    const [a, b] = await Promise.all([executeTask(call(), c), executeTask(call(), c)]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(server.refreshCalls).toEqual(['r1']);
    expect(await readAuth()).toMatchObject({ token: 't2', refreshToken: 'r2', lock: 0, attempts: 0 });
  });

  it('two tabs (two executors on the same shared record) also refresh only once', async () => {
    server.expire('t1');
    const [a, b] = await Promise.all([executeTask(call(), ctx()), executeTask(call(), ctx())]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(server.refreshCalls).toEqual(['r1']);
  });

  it('survives two expiries with maxAttempts 1: the rotated refresh token is used and the attempt count resets', async () => {
    const tokens: string[] = [];
    const c = ctx({ onTokens: (t) => void tokens.push(t) });
    server.expire('t1');
    expect((await executeTask(call(), c)).code).toBe(200);
    server.expire('t2');
    expect((await executeTask(call(), c)).code).toBe(200);
    expect(server.refreshCalls).toEqual(['r1', 'r2']);
    expect(tokens).toEqual(['t2', 't3']);
    expect(ended).toEqual([]);
    expect(await readAuth()).toMatchObject({ token: 't3', refreshToken: 'r3', lock: 0, attempts: 0 });
  });

  it('a refused refresh: lock -1, tokens gone, unsent tasks cleared (orders kept), the session end is reported and broadcast', async () => {
    const profileUpdate = createTask({ kind: 'profile', url: '/api/user/me', payload: { method: 'POST', headers: {} } });
    const order = createTask({ kind: 'order', url: '/api/order', payload: { method: 'POST', headers: {} } });
    await putTask(profileUpdate);
    await putTask(order);
    const heard: AuthMessage[] = [];
    const other = new BroadcastChannel(AUTH_CHANNEL);
    other.onmessage = (e: MessageEvent<AuthMessage>) => void heard.push(e.data);
    server.expire('t1');
    server.refreshMode = 'refuse';
    const done = await executeTask(call(), ctx());
    expect(done.code).toBe(401);
    expect(ended).toEqual(['refresh-failed']);
    expect(await readAuth()).toMatchObject({ token: null, refreshToken: null, lock: -1 });
    expect((await listTasks()).map((t) => t.kind)).toEqual(['order']);
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'ended', reason: 'refresh-failed' }]));
    other.close();
  });

  it('a revoked refresh token fails the refresh the same way', async () => {
    server.expire('t1');
    server.refreshTokens.clear();
    await executeTask(call(), ctx());
    expect(ended).toEqual(['refresh-failed']);
  });

  it('a 401 again with the fresh token: too many attempts ends the session', async () => {
    const c = ctx();
    server.expire('t1');
    // The server refuses every token from now on.
    api.use(http.get(`${API}/api/x`, () => HttpResponse.json({ code: 401, result: 'no' })));
    const done = await executeTask(call(), c);
    expect(done.code).toBe(401);
    expect(server.refreshCalls).toEqual(['r1']);
    expect(ended).toEqual(['attempts-exhausted']);
    expect((await readAuth()).lock).toBe(-1);
  });

  it('a refresh that cannot reach the server keeps the session, frees the lock and does not count as an attempt', async () => {
    server.expire('t1');
    server.refreshMode = 'down';
    expect((await executeTask(call(), ctx({ maxAttempts: 3 }))).code).toBe(401);
    expect(ended).toEqual([]);
    expect(await readAuth()).toMatchObject({ token: 't1', lock: 0, attempts: 0 });
  });

  it('a refresh that never gets an answer is given up at the deadline like a lost connection: the session stays', async () => {
    server.expire('t1');
    server.refreshMode = 'hang';
    expect((await executeTask(call(), ctx({ maxAttempts: 3, timeoutMs: 50 }))).code).toBe(401);
    expect(ended).toEqual([]);
    expect(await readAuth()).toMatchObject({ token: 't1', lock: 0, attempts: 0 });
  });

  it('a patchy connection does not end the session: refreshes lost to the network, then one that arrives', async () => {
    const c = ctx({ maxAttempts: 1 });
    server.expire('t1');
    server.refreshMode = 'down';
    for (let i = 0; i < 3; i++) expect((await executeTask(call(), c)).code).toBe(401);
    server.refreshMode = 'ok';
    expect((await executeTask(call(), c)).result).toBe('me');
    expect(ended).toEqual([]);
    expect(await readAuth()).toMatchObject({ token: 't2', lock: 0, attempts: 0 });
  });

  it('a task that needs the customer is not sent without a token (after a logout): 401, no request', async () => {
    await updateAuth(() => EMPTY_AUTH);
    const done = await executeTask(call({ meta: { requiresAuth: true } }), ctx());
    expect(done.code).toBe(401);
    expect(server.seen).toEqual([]);
  });

  it('auto refresh off: silent logout and the sign-up modal (reported as unauthorized), no refresh', async () => {
    server.expire('t1');
    await executeTask(call(), ctx({ autoRefresh: false }));
    expect(server.refreshCalls).toEqual([]);
    expect(ended).toEqual(['unauthorized']);
    expect((await readAuth()).token).toBeNull();
  });

  it('a guest 401 (no token sent) does not touch the lock', async () => {
    await updateAuth(() => EMPTY_AUTH);
    api.use(http.get(`${API}/api/x`, () => HttpResponse.json({ code: 401, result: 'no' })));
    expect((await executeTask(call(), ctx())).code).toBe(401);
    expect(server.refreshCalls).toEqual([]);
    expect(ended).toEqual([]);
  });
});
