import { getCategories } from '../../api/catalog';
import type { Category } from '../../domain/types';
import { oncePerSession, useSessionList } from './oncePerSession';

/** Every active category, loaded once per session (spec 000 §9: load size 4000, position asc). */
export const loadAllCategories = oncePerSession(getCategories);

export const useCategories = (): Category[] => useSessionList('categories', loadAllCategories);
