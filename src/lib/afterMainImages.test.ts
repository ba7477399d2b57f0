import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMainImages } from './afterMainImages';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** An <img fetchpriority="high"> whose `complete` the test sets. */
function mainImage(complete: boolean) {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  Object.defineProperty(img, 'complete', { configurable: true, get: () => complete });
  document.body.append(img);
  return (done: boolean) => (complete = done);
}

describe('afterMainImages', () => {
  it('waits for the main pictures to appear and load, not for other images', async () => {
    vi.useFakeTimers();
    let settled = false;
    void afterMainImages(5000).then(() => (settled = true));
    document.body.append(document.createElement('img'));
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    const setComplete = mainImage(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    setComplete(true);
    await vi.advanceTimersByTimeAsync(60);
    expect(settled).toBe(true);
  });

  it('gives up waiting after the time limit (a page without main pictures)', async () => {
    vi.useFakeTimers();
    let settled = false;
    void afterMainImages(1000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });
});
