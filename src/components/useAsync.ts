import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Loads data for display (a read, not a business flow): re-runs when `key` changes and ignores
 * answers that arrive after the key moved on, so a slow response never overwrites a newer page.
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<{ key: string | null; value: AsyncState<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, value: { status: 'success', data } }),
      (error: unknown) => live && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is expected to depend only on `key`.
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
