import { entries, type Entry } from './purgeables';

/**
 * Emptying the stores registered in purgeables.ts (a lazy chunk with the storage watch and the
 * cache code).
 */
/** Spec 001 §9 iterate time-out: a purge step that hangs is given up, the next one still runs. */
export const PURGE_STEP_TIMEOUT_MS = 2000;

async function runAll(list: [string, Entry][], timeoutMs: number): Promise<string[]> {
  const done: string[] = [];
  for (const [name, entry] of list) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'timeout')));
    try {
      const outcome = await Promise.race([entry.purge().then(() => 'ok' as const), timeout]);
      if (outcome === 'ok') done.push(name);
    } catch (err) {
      console.error(`[storage] could not purge ${name}`, err);
    } finally {
      clearTimeout(timer);
    }
  }
  return done;
}

/** Empties every registered store (catalogue caches first: they were registered first). Resolves with the names purged. */
export function purgeRebuildable(timeoutMs = PURGE_STEP_TIMEOUT_MS): Promise<string[]> {
  return runAll([...entries], timeoutMs);
}

/** A write failed for lack of space somewhere: the stores marked onQuotaError (the URL mapping cache) are cleared. */
export function reportQuotaError(timeoutMs = PURGE_STEP_TIMEOUT_MS): Promise<string[]> {
  return runAll(
    [...entries].filter(([, e]) => e.onQuotaError),
    timeoutMs,
  );
}

export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || /quota/i.test(String(err));
}
