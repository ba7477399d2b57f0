/**
 * Sort of a catalogue search: `_appliedSort` [{field, options}] (options 'asc' | 'desc' |
 * {order}) and the ES URI form `sort=field:dir,field2`. Values are ordered as jsonb, which
 * orders numbers numerically and ISO dates as text; documents lacking the field come last.
 * A stable tie-break on id keeps paging deterministic.
 */
import { badRequest } from '../apiError.ts';
import { assertField } from './jsonPath.ts';
import type { AppliedSort } from './searchQuery.ts';

export interface SortKey {
  field: string;
  dir: 'asc' | 'desc';
}

function direction(options: unknown): 'asc' | 'desc' {
  const raw = typeof options === 'object' && options !== null ? (options as { order?: unknown }).order : options;
  if (raw === undefined || raw === null || raw === '') return 'asc';
  const dir = String(raw).toLowerCase();
  if (dir !== 'asc' && dir !== 'desc') throw badRequest(`Invalid sort direction: ${JSON.stringify(raw)}`);
  return dir;
}

export function parseSort(applied: readonly AppliedSort[] | undefined, uriSort: string | undefined): SortKey[] {
  const keys: SortKey[] = [];
  for (const s of applied ?? []) {
    if (!s || typeof s !== 'object') throw badRequest('Invalid _appliedSort entry');
    if (s.field === 'random') continue; // a random order would break paging; keep the default order
    if (s.field === '_score') {
      keys.push({ field: '_score', dir: direction(s.options ?? 'desc') });
      continue;
    }
    keys.push({ field: assertField(s.field, 'sort field'), dir: direction(s.options) });
  }
  for (const part of (uriSort ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [field, dir] = part.split(':');
    if (field === '_score') {
      keys.push({ field, dir: direction(dir ?? 'desc') });
      continue;
    }
    keys.push({ field: assertField(field, 'sort field'), dir: direction(dir) });
  }
  return keys;
}

/** Sorts on the shown price (priceSql.ts), so the order matches the prices the list shows. */
export const PRICE_SORT_FIELDS = new Set(['final_price', 'final_price_incl_tax', 'price_incl_tax']);

/**
 * The SQL expression a sort key orders by: `_score` → relevance, the final price fields → the
 * shown price (products), anything else → the document's value (jsonb order: numbers
 * numerically, ISO dates as text), read from `top`, the jsonb value of a top-level field (SQL
 * NULL when missing). A missing top-level field orders as JSON null, as it always has; a
 * missing nested one comes last. Field names are checked by assertField, so they can be
 * written as SQL string literals.
 */
export function sortExpr(field: string, top: (name: string) => string, special: { score?: string; price?: () => string }): string {
  if (field === '_score') return special.score ?? '0';
  if (special.price && PRICE_SORT_FIELDS.has(field)) return special.price();
  const [first, ...rest] = field.split('.');
  if (!rest.length) return `coalesce(${top(first)}, 'null'::jsonb)`;
  return top(first) + rest.map((k) => `->'${k}'`).join('');
}
