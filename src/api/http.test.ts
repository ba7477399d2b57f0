import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './http';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import { setUpMswServer } from '../../test/support/mswServer';

const server = setUpMswServer();
afterEach(() => vi.restoreAllMocks());

/** The real timeout signal, shortened to `ms` (the test does not wait 30 s); records what was asked. */
function shortTimeouts(ms: number): number[] {
  const asked: number[] = [];
  const real = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((wanted) => {
    asked.push(wanted);
    return real(ms);
  });
  return asked;
}

describe('callApi', () => {
  it('gives up a request with no answer at the deadline and fails like a lost connection, not as a refusal', async () => {
    const asked = shortTimeouts(50);
    server.use(http.post('*/api/cart/update', () => delay('infinite')));
    const err = await callApi('/api/cart/update', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(asked).toEqual([REQUEST_TIMEOUT_MS]);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(ApiError);
  });

  it('an answer within the deadline is read as before', async () => {
    shortTimeouts(1000);
    server.use(http.get('*/api/cart/pull', () => HttpResponse.json({ code: 200, result: [] })));
    expect(await callApi('/api/cart/pull')).toEqual({ code: 200, result: [] });
  });
});
