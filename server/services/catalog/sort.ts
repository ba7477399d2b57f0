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
    if (s.field === 'random' || s.field === '_score') continue; // no relevance yet: keep the default order
    keys.push({ field: assertField(s.field, 'sort field'), dir: direction(s.options) });
  }
  for (const part of (uriSort ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [field, dir] = part.split(':');
    if (field === '_score') continue;
    keys.push({ field: assertField(field, 'sort field'), dir: direction(dir) });
  }
  return keys;
}

/** Field names are checked by assertField, so they can be written as SQL string literals. */
export function sortToSql(keys: readonly SortKey[]): string {
  const parts = keys.map(({ field, dir }) => {
    const expr = 'doc' + field.split('.').map((k) => `->'${k}'`).join('');
    return `${expr} ${dir} nulls last`;
  });
  parts.push(`doc->'id' asc`, 'id asc');
  return parts.join(', ');
}
