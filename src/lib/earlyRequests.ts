/**
 * Requests a first page starts while the app is still loading (main.tsx's prefetches), each taken
 * once by the part that needs it; a later visit asks again. A request never taken is not an
 * unhandled rejection: the part that takes one reports its failure.
 */
export function earlyRequests() {
  const early = new Map<string, Promise<unknown>>();
  return {
    keep<T>(key: string, started: Promise<T>): Promise<T> {
      started.catch(() => undefined);
      early.set(key, started);
      return started;
    },
    take<T>(key: string, load: () => Promise<T>): Promise<T> {
      const started = early.get(key) as Promise<T> | undefined;
      early.delete(key);
      return started ?? load();
    },
  };
}
