import { describe, expect, it, vi } from 'vitest';
import { earlyRequests } from './earlyRequests';

describe('earlyRequests', () => {
  it('hands a kept request to the first taker only; later takers load again', async () => {
    const early = earlyRequests();
    early.keep('a', Promise.resolve('early'));
    const load = vi.fn(() => Promise.resolve('loaded'));
    expect(await early.take('a', load)).toBe('early');
    expect(load).not.toHaveBeenCalled();
    expect(await early.take('a', load)).toBe('loaded');
    expect(await early.take('b', load)).toBe('loaded');
  });

  it("passes a kept request's failure to its taker, and a failure never taken stays quiet", async () => {
    const early = earlyRequests();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    early.keep('never-taken', Promise.reject(new Error('offline')));
    early.keep('taken', Promise.reject(new Error('offline')));
    await expect(early.take('taken', () => Promise.resolve('x'))).rejects.toThrow('offline');
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('shows an answer already in until it is taken; a failure or a pending request shows none', async () => {
    const early = earlyRequests();
    let answer: (value: string) => void = () => undefined;
    early.keep('a', new Promise<string>((resolve) => (answer = resolve)));
    early.keep('failed', Promise.reject(new Error('offline')));
    expect(early.answered('a')).toBeUndefined();
    answer('early');
    await vi.waitFor(() => expect(early.answered('a')).toEqual({ value: 'early' }));
    expect(early.answered('failed')).toBeUndefined();
    expect(await early.take('a', () => Promise.resolve('loaded'))).toBe('early');
    expect(early.answered('a')).toBeUndefined();
  });
});
