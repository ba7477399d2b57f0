import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMainImages, MAIN_PICTURES_PENDING } from './afterMainImages';

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
    // Loaded, but not yet painted: it waits for the next frame (a timer where no frame comes).
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(110);
    expect(settled).toBe(true);
  });

  it('waits for a list that will show main pictures, even when the pictures already there have loaded', async () => {
    vi.useFakeTimers();
    let settled = false;
    void afterMainImages(5000).then(() => (settled = true));
    mainImage(true);
    const list = document.createElement('ul');
    list.setAttribute(MAIN_PICTURES_PENDING, '');
    document.body.append(list);
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toBe(false);
    list.removeAttribute(MAIN_PICTURES_PENDING);
    mainImage(true);
    await vi.advanceTimersByTimeAsync(200);
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
