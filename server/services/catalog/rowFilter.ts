/**
 * Default filters checked row by row, where no index answers them: the rows a text search's
 * index scan found (searchSql.ts). There the single `doc @? '$ ? (p1 && p2 …)'` of filters.ts
 * costs more than the rest of the row's work: at 100,000 products it was a third of a text
 * search (issue 15). A filter that only asks whether a field has a value — `in` without null,
 * a range, `exists` — instead runs its own small jsonpath on just that top-level field's value:
 *   doc @? '$."f"."g" ? (…)'   ≡   (doc->'f') @? '$."g" ? (…)'
 * (lax mode treats the field's value the same way whichever side it starts on; a missing field
 * is SQL NULL on the right, hence the coalesce to false). The other filters (negations, null
 * comparisons, the `or` family) keep the one jsonpath of filters.ts.
 */
import { anyEqualPath, existsPath, rangePath } from './jsonPath.ts';
import { assertFilterList, filtersToSql, isEither, operationOf } from './filters.ts';
import type { AppliedFilter } from './searchQuery.ts';
import type { SqlParams } from './sqlParams.ts';

/** The jsonpath of a filter that holds when the path finds something; null for the others. */
function positivePath(filter: AppliedFilter): string | null {
  if (filter.scope === 'catalog' || isEither(filter)) return null;
  const op = operationOf(filter);
  if (op.kind === 'in' && op.values.length && op.values.every((v) => v !== null)) return anyEqualPath(filter.attribute, op.values);
  if (op.kind === 'range' && Object.keys(op.bounds).length) return rangePath(filter.attribute, op.bounds);
  if (op.kind === 'exists') return existsPath(filter.attribute);
  return null;
}

/** Default filters → one SQL condition over the jsonb expression `doc`, for a row at a time. */
export function rowFiltersSql(filters: readonly AppliedFilter[] | undefined, params: SqlParams, doc: string): string {
  const list = assertFilterList(filters);
  const perField: string[] = [];
  const rest: AppliedFilter[] = [];
  for (const filter of list) {
    const path = filter && typeof filter === 'object' && typeof filter.attribute === 'string' ? positivePath(filter) : null;
    if (!path) {
      rest.push(filter);
      continue;
    }
    // The path starts with the field's quoted top-level name (jsonPathOf; the name is checked there).
    const top = filter.attribute.split('.')[0];
    const inner = `$${path.slice(`$."${top}"`.length)}`;
    perField.push(`coalesce((${doc}->'${top}') @? ${params.add(inner)}::jsonpath, false)`);
  }
  return [...perField, filtersToSql(rest, params, doc)].join(' and ');
}
