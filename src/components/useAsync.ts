import { startTransition, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Loads data for display (a read, not a business flow): re-runs when `key` changes and ignores
 * answers that arrive after the key moved on, so a slow response never overwrites a newer page.
 * `urgent`: the answer renders at once, on its own, instead of in a transition (for a page's largest
 * paint: React renders all waiting transitions together, so the home banner waited for its 24 tiles).
 * `inTurn`: the answer is shown when this calls `show` (the home blocks' tiles, one block per frame).
 */
export function useAsync<T>(
  key: string | null,
  load: () => Promise<T>,
  { urgent = false, inTurn }: { urgent?: boolean; inTurn?: (show: () => void) => void } = {},
): AsyncState<T> {
  const [state, setState] = useState<{ key: string | null; value: AsyncState<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    // Rendering an answer (a grid of tiles, the menu) is a transition: React renders it in slices
    // and keeps the page responsive, instead of one long task per answer on a slow phone.
    const set = (value: AsyncState<T>) => (urgent ? setState({ key, value }) : startTransition(() => setState({ key, value })));
    const show = (value: AsyncState<T>) => (inTurn ? inTurn(() => live && set(value)) : set(value));
    load().then(
      (data) => live && show({ status: 'success', data }),
      (error: unknown) => live && show({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is expected to depend only on `key`.
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
