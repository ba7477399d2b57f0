import { useAsync } from '../../components/useAsync';

/**
 * A list the shop asks the server for once per session (categories, attributes): every caller shares
 * the one request. An offline answer or a failure is not kept, so the next caller tries the network again.
 */
export function oncePerSession<T>(request: () => Promise<{ items: T[]; offline?: boolean }>): () => Promise<T[]> {
  let pending: Promise<T[]> | null = null;
  return () =>
    (pending ??= request().then(
      (res) => {
        if (res.offline) pending = null;
        return res.items;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
}

/** The list of `load` for a component: empty until it is there. */
export function useSessionList<T>(key: string, load: () => Promise<T[]>): T[] {
  const state = useAsync(key, load);
  return state.status === 'success' ? state.data : [];
}
