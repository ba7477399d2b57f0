import type { Category } from '../../domain/types';

/** Direct, active subcategories in position order. */
export function subcategories(category: Category, all: Category[]): Category[] {
  const fromDoc = (category.children_data ?? []).filter((c) => c.name);
  const list = fromDoc.length ? fromDoc : all.filter((c) => c.parent_id === category.id);
  return list.filter((c) => c.is_active !== false).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
