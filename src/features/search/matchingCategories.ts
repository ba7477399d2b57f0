import type { Category, Product } from '../../domain/types';
import { normaliseTerm } from './searchQuery';

/** The panel's categories for a term (contract §6.3 "Search panel"). Pure. */
export const CATEGORY_LIMIT = 5;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Categories for a term: those whose name contains every word of it, then the categories of the
 * products found (so a typo the server forgave still leads to the right shelf). Active ones, no root.
 */
export function matchingCategories(term: string, all: Category[], products: Product[], limit = CATEGORY_LIMIT): Category[] {
  const words = fold(normaliseTerm(term)).split(' ').filter(Boolean);
  const byId = new Map(all.map((c) => [c.id, c]));
  const out = new Map<number, Category>();
  const usable = (c: Category | undefined): c is Category => Boolean(c && c.is_active !== false && c.level > 1 && (c.slug || c.url_key));
  for (const c of all) if (usable(c) && words.every((w) => fold(c.name).includes(w))) out.set(c.id, c);
  for (const p of products) {
    for (const ref of p.category ?? []) {
      const c = byId.get(ref.category_id);
      if (usable(c)) out.set(c.id, c);
    }
  }
  return [...out.values()].slice(0, limit);
}
