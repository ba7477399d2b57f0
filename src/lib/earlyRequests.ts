/**
 * Requests a first page starts while the app is still loading (main.tsx's prefetches), each taken
 * once by the part that needs it; a later visit asks again. A request never taken is not an
 * unhandled rejection: the part that takes one reports its failure.
 */
export function earlyRequests() {
  const early = new Map<string, Promise<unknown>>();
  // The answers already in, of requests not taken yet: a first render can show them at once.
  const answers = new Map<string, { value: unknown }>();
  const forget = (key: string) => {
    early.delete(key);
    answers.delete(key);
  };
  return {
    keep<T>(key: string, started: Promise<T>): Promise<T> {
      started.then(
        (value) => early.get(key) === started && answers.set(key, { value }),
        () => undefined,
      );
      early.set(key, started);
      return started;
    },
    take<T>(key: string, load: () => Promise<T>): Promise<T> {
      const started = early.get(key) as Promise<T> | undefined;
      forget(key);
      return started ?? load();
    },
    /** Uses up a request whose answer was shown from `answered`: a later visit asks again. */
    forget,
    /** The answer of a request not taken yet, when it has already come (it stays to be taken). */
    answered<T>(key: string): { value: T } | undefined {
      return answers.get(key) as { value: T } | undefined;
    },
  };
}
