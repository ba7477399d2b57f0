import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTask, type SyncTask } from './syncTask';
import { BAD_CONTENT_TYPE, CART_MISSING, executeTask, taskErrorMessage, TaskError, type TaskContext } from './taskQueue';
import { setUpMswServer } from '../../../test/support/mswServer';

const API = 'http://api.test';
const server = setUpMswServer();

const task = (url: string, extra: Partial<SyncTask> = {}): SyncTask => ({
  ...createTask({ kind: 'test', url, payload: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"x":1}' } }),
  ...extra,
});
const ctx = (over: Partial<TaskContext> = {}): TaskContext => ({ apiUrl: API, ...over });

describe('executeTask', () => {
  it('prefixes relative URLs, fills {{token}} and {{cartId}}, and records the answer from the body', async () => {
    let seen = '';
    server.use(
      http.post(`${API}/api/cart/update`, ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ code: 200, result: { ok: true }, meta: { refreshToken: 'r' } });
      }),
    );
    const done = await executeTask(
      task('/api/cart/update?token={{token}}&cartId={{cartId}}'),
      ctx({ auth: { token: async () => 'tok', tokenInHeader: false }, cartId: () => 'c1' }),
    );
    expect(seen).toBe(`${API}/api/cart/update?token=tok&cartId=c1`);
    expect(done).toMatchObject({ code: 200, resultCode: 200, result: { ok: true }, meta: { refreshToken: 'r' }, transmited: false });
  });

  it('sends the token as a bearer header and drops the token param when tokenInHeader is on', async () => {
    let url = '';
    let auth: string | null = null;
    server.use(
      http.post(`${API}/api/user/me`, ({ request }) => {
        url = request.url;
        auth = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, result: null });
      }),
    );
    await executeTask(task('/api/user/me?token={{token}}&x=1'), ctx({ auth: { token: async () => 'tok', tokenInHeader: true } }));
    expect(url).toBe(`${API}/api/user/me?x=1`);
    expect(auth).toBe('Bearer tok');
  });

  it('refuses a task that needs a cart id when there is none, without a request', async () => {
    await expect(executeTask(task('/api/cart/pull?cartId={{cartId}}'), ctx())).rejects.toMatchObject({ message: CART_MISSING, reason: 'cart' });
  });

  it("rejects a non-JSON answer with 'Error with response - bad content-type!'", async () => {
    server.use(http.post(`${API}/api/order`, () => new HttpResponse('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    await expect(executeTask(task('/api/order'), ctx())).rejects.toMatchObject({ message: BAD_CONTENT_TYPE, reason: 'content-type' });
  });

  it('reports a network failure as retryable', async () => {
    server.use(http.post(`${API}/api/order`, () => HttpResponse.error()));
    const err = await executeTask(task('/api/order'), ctx()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TaskError);
    expect((err as TaskError).reason).toBe('network');
  });

  it('gives up a request that gets no answer within the deadline, as a retryable network failure', async () => {
    server.use(http.post(`${API}/api/order`, () => delay('infinite')));
    const err = await executeTask(task('/api/order'), ctx({ timeoutMs: 50 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TaskError);
    expect((err as TaskError).reason).toBe('network');
  });

  it('gives up an answer whose body stops half way, as a network failure, not a wrong format', async () => {
    const stalled = () =>
      new HttpResponse(
        new ReadableStream({
          start: (c) => c.enqueue(new TextEncoder().encode('{"code":200,"result":')),
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    server.use(http.post(`${API}/api/order`, stalled));
    const err = await executeTask(task('/api/order'), ctx({ timeoutMs: 100 })).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'network' });
  });

  it('lets the body code decide, not the HTTP status', async () => {
    server.use(http.post(`${API}/api/order`, () => HttpResponse.json({ code: 500, result: 'Error while adding products' }, { status: 200 })));
    const done = await executeTask(task('/api/order'), ctx());
    expect(done.code).toBe(500);
    expect(taskErrorMessage(done)).toBe('Error while adding products');
  });

  it('falls back to the HTTP status when the body has no code', async () => {
    server.use(http.post(`${API}/api/order`, () => HttpResponse.json({ result: { orderNumber: '1' } })));
    expect((await executeTask(task('/api/order'), ctx())).code).toBe(200);
  });

  it('retries once through the token-refresh seam on a 401 with a token', async () => {
    let calls = 0;
    server.use(http.post(`${API}/api/x`, () => HttpResponse.json({ code: ++calls === 1 ? 401 : 200, result: null })));
    const done = await executeTask(task('/api/x'), ctx({ auth: { token: async () => 't', tokenInHeader: true, onUnauthorized: async () => 'retry' } }));
    expect(calls).toBe(2);
    expect(done.code).toBe(200);
  });
});

describe('taskErrorMessage', () => {
  const answered = (result: unknown, extra: Partial<SyncTask> = {}) => task('/x', { code: 500, result, ...extra });
  it.each([
    ['a string result', 'boom', 'boom'],
    ['result.result', { result: 'inner' }, 'inner'],
    ['result.message', { message: 'msg' }, 'msg'],
    ['ENOTFOUND is not shown', { code: 'ENOTFOUND', message: 'x' }, null],
    ['nothing to say', { foo: 1 }, null],
  ])('%s', (_name, result, expected) => {
    expect(taskErrorMessage(answered(result))).toBe(expected);
  });
  it('says nothing for silent tasks or success', () => {
    expect(taskErrorMessage(answered('boom', { silent: true }))).toBeNull();
    expect(taskErrorMessage(answered('boom', { code: 200 }))).toBeNull();
  });
});
