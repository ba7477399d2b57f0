import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStateRestored, holdPagesUntilStateRestored, whenStateRestored } from './startupGate';

afterEach(() => holdPagesUntilStateRestored(Promise.resolve()));

describe('the saved-state gate', () => {
  it('is open until main.tsx holds it', async () => {
    await expect(whenStateRestored()).resolves.toBeUndefined();
    await expect(afterStateRestored()).resolves.toBeUndefined();
  });

  it('asks for the restore when something waits for it, but not when something only waits after it', async () => {
    let done!: () => void;
    const restored = new Promise<void>((resolve) => (done = resolve));
    const start = vi.fn();
    holdPagesUntilStateRestored(restored, start);

    let after = false;
    void afterStateRestored().then(() => (after = true));
    expect(start).not.toHaveBeenCalled();

    const waiting = whenStateRestored();
    expect(start).toHaveBeenCalledTimes(1);
    expect(after).toBe(false);
    done();
    await waiting;
    await Promise.resolve();
    expect(after).toBe(true);
  });
});
