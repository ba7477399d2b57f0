import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueueLock } from './queueLock';

async function overlap(): Promise<number> {
  let running = 0;
  let max = 0;
  const job = () =>
    withQueueLock('test-lock', async () => {
      max = Math.max(max, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    });
  await Promise.all([job(), job(), job()]);
  return max;
}

afterEach(() => vi.unstubAllGlobals());

describe('withQueueLock', () => {
  it('runs one holder at a time with the Web Locks API', async () => {
    expect(await overlap()).toBe(1);
  });

  it('runs one holder at a time without it, and a failing holder does not block the next', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(await overlap()).toBe(1);
    await expect(withQueueLock('test-lock', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await withQueueLock('test-lock', async () => 'next')).toBe('next');
  });
});
