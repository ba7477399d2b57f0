/**
 * Only one replayer at a time across tabs and the service worker (DESIGN decision 6): the Web Locks
 * API where it exists. Without it (old browsers, the unit-test DOM) a per-context promise chain still
 * keeps one replayer per tab; the server's order_id idempotency covers the rest.
 */
const chains = new Map<string, Promise<unknown>>();

export function withQueueLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks?.request) return locks.request(name, { mode: 'exclusive' }, fn) as Promise<T>;
  const previous = chains.get(name) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
