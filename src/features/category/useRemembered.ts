import { useEffect, useState } from 'react';
import type { AsyncState } from '../../components/useAsync';

/**
 * Answers kept in memory for the session, by key. A page that was seen before renders its data in
 * the FIRST render, so going back lays out the full page before the router restores the scroll
 * position (spec 000 §2: back restores the scroll position); a skeleton there would clamp it.
 */
const remembered = new Map<string, unknown>();
const MAX_ENTRIES = 60;

export function remember(key: string, value: unknown): void {
  remembered.delete(key);
  remembered.set(key, value);
  if (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
}

export function recall<T>(key: string): T | undefined {
  return remembered.get(key) as T | undefined;
}

/** Tests: forget everything between cases. */
export function forgetAll(): void {
  remembered.clear();
}

/** Like useAsync, but a remembered answer is there at once; `keep` says whether an answer may be remembered. */
export function useRemembered<T>(key: string | null, load: () => Promise<T>, keep: (value: T) => boolean = () => true): AsyncState<T> {
  const initial = (): { key: string | null; value: AsyncState<T> } => {
    const hit = key !== null && remembered.has(key);
    return { key, value: hit ? { status: 'success', data: recall<T>(key!) as T } : { status: 'loading' } };
  };
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (key === null) return;
    if (remembered.has(key)) {
      setState((s) => (s.key === key && s.value.status === 'success' ? s : { key, value: { status: 'success', data: recall<T>(key) as T } }));
      return;
    }
    let live = true;
    load().then(
      (data) => {
        if (keep(data)) remember(key, data);
        if (live) setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => live && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` depends only on `key`.
  }, [key]);
  if (state.key === key) return state.value;
  return key !== null && remembered.has(key) ? { status: 'success', data: recall<T>(key) as T } : { status: 'loading' };
}
