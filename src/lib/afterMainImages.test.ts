import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMainImages, MAIN_PICTURES_PENDING } from './afterMainImages';
import { BOOT_PICTURE_CLASS } from '../domain/bootPicture';

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

/** afterMainImages started under fake timers; `settled` turns true when it resolves. */
function waitForMainImages(maxWaitMs: number) {
  vi.useFakeTimers();
  const wait = { settled: false };
  void afterMainImages(maxWaitMs).then(() => (wait.settled = true));
  return wait;
}

describe('afterMainImages', () => {
  it("does not take the boot shell's copy of a picture for the app's own", async () => {
    const shell = document.createElement('div');
    shell.className = BOOT_PICTURE_CLASS;
    document.body.append(shell);
    const copy = document.createElement('img');
    copy.setAttribute('fetchpriority', 'high');
    Object.defineProperty(copy, 'complete', { get: () => true });
    shell.append(copy);
    const wait = waitForMainImages(5000);
    await vi.advanceTimersByTimeAsync(400);
    expect(wait.settled).toBe(false);
    mainImage(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.settled).toBe(true);
  });

  it('waits for the main pictures to appear and load, not for other images', async () => {
    const wait = waitForMainImages(5000);
    document.body.append(document.createElement('img'));
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.settled).toBe(false);
    const setComplete = mainImage(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.settled).toBe(false);
    setComplete(true);
    // Loaded, but not yet painted: it waits for the next frame (a timer where no frame comes).
    await vi.advanceTimersByTimeAsync(50);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(110);
    expect(wait.settled).toBe(true);
  });

  it('waits for a list that will show main pictures, even when the pictures already there have loaded', async () => {
    const wait = waitForMainImages(5000);
    mainImage(true);
    const list = document.createElement('ul');
    list.setAttribute(MAIN_PICTURES_PENDING, '');
    document.body.append(list);
    await vi.advanceTimersByTimeAsync(300);
    expect(wait.settled).toBe(false);
    list.removeAttribute(MAIN_PICTURES_PENDING);
    mainImage(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.settled).toBe(true);
  });

  it('gives up waiting after the time limit (a page without main pictures)', async () => {
    const wait = waitForMainImages(1000);
    await vi.advanceTimersByTimeAsync(900);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.settled).toBe(true);
  });
});
