import { getCategories } from '../../api/catalog';
import { useAsync } from '../../components/useAsync';
import type { Category } from '../../domain/types';

let all: Promise<Category[]> | null = null;

/** Every active category, loaded once per session (spec 000 §9: load size 4000, position asc). */
export function loadAllCategories(): Promise<Category[]> {
  all ??= getCategories().then(
    (res) => {
      if (res.offline) all = null; // try the network again next time
      return res.items;
    },
    (error: unknown) => {
      all = null;
      throw error;
    },
  );
  return all;
}

export function useCategories(): Category[] {
  const state = useAsync('categories', loadAllCategories);
  return state.status === 'success' ? state.data : [];
}
