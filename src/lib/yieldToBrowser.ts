/**
 * Ends the current task, so the browser can paint and handle input before the rest runs (a task
 * longer than 50 ms counts as blocking; a phone is about four times slower than a laptop).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `fn` when the main thread has nothing else to do (soon after, where idle callbacks are missing). */
export function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: 2000 });
  else setTimeout(fn, 200);
}
