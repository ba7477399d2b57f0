/**
 * Applied filters of a SearchQuery → SQL over catalog_entity.doc, with the semantics of
 * storefront-query-builder 1.0.2 (contract §6.4): default scope eq/in = must-terms (a scalar is
 * wrapped; `eq: null` means "field exists"), neq/nin = must-not, ranges; catalog scope (facets)
 * = "the product has the value OR it is a configurable whose children have it" (<attr>_options),
 * AND across filters. Every path goes in as a bound jsonpath parameter (`doc @? $n`), which the
 * GIN jsonb_path_ops index on doc can answer.
 */
import { badRequest } from '../apiError.ts';
import { anyEqualPath, existsPath, rangePath, type RangeOp } from './jsonPath.ts';
import type { AppliedFilter } from './searchQuery.ts';
import type { SqlParams } from './sqlParams.ts';

const RANGE_ALIASES: Record<string, RangeOp> = {
  gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte', moreq: 'gte', from: 'gte', to: 'lte',
  orGt: 'gt', orGte: 'gte', orLt: 'lt', orLte: 'lte', orMoreq: 'gte', orFrom: 'gte', orTo: 'lte',
};

type Operation =
  | { kind: 'in'; values: unknown[] }
  | { kind: 'notIn'; values: unknown[] }
  | { kind: 'exists' }
  | { kind: 'notExists' }
  | { kind: 'range'; bounds: Partial<Record<RangeOp, unknown>> };

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** Reads the operator the way the query builder does: ranges first, then the first key. */
export function operationOf(filter: AppliedFilter): Operation {
  const raw = filter.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'in', values: asList(raw) };
  const entries = Object.entries(raw as Record<string, unknown>);
  if (!entries.length) throw badRequest(`Filter on ${filter.attribute} has no value`);
  if (entries.every(([k]) => k in RANGE_ALIASES)) {
    const bounds: Partial<Record<RangeOp, unknown>> = {};
    for (const [k, v] of entries) if (v !== null && v !== undefined && v !== '') bounds[RANGE_ALIASES[k]] = v;
    return { kind: 'range', bounds };
  }
  const [op, value] = entries[0];
  if (op === 'neq' || op === 'nin' || op === 'nor') return value === null ? { kind: 'notExists' } : { kind: 'notIn', values: asList(value) };
  if (op === 'eq' || op === 'in' || op === 'or') return value === null ? { kind: 'exists' } : { kind: 'in', values: asList(value) };
  // v1.0.2: an unknown operator (e.g. "like") becomes terms on its first value.
  return { kind: 'in', values: asList(value).slice(0, 1) };
}

function condition(field: string, op: Operation, params: SqlParams): string {
  const jp = (path: string) => `doc @? ${params.add(path)}::jsonpath`;
  switch (op.kind) {
    case 'in':
      return op.values.length ? jp(anyEqualPath(field, op.values)) : 'false';
    case 'notIn':
      return op.values.length ? `not (${jp(anyEqualPath(field, op.values))})` : 'true';
    case 'exists':
      return jp(existsPath(field));
    case 'notExists':
      return `not (${jp(existsPath(field))})`;
    case 'range':
      return Object.keys(op.bounds).length ? jp(rangePath(field, op.bounds)) : 'true';
  }
}

export function filterToSql(filter: AppliedFilter, params: SqlParams): string {
  if (!filter || typeof filter !== 'object' || typeof filter.attribute !== 'string') {
    throw badRequest('Each applied filter needs an attribute and a value');
  }
  const op = operationOf(filter);
  if (filter.scope !== 'catalog') return condition(filter.attribute, op, params);
  if (op.kind === 'range') {
    // Price facets filter on the price the shopper pays (products.priceFilterKey = final_price).
    return condition(filter.attribute === 'price' ? 'final_price' : filter.attribute, op, params);
  }
  if (op.kind !== 'in') return condition(filter.attribute, op, params);
  const plain = condition(filter.attribute, op, params);
  const viaChildren = condition(`${filter.attribute}_options`, op, params);
  return `(${plain} or (${viaChildren} and doc @> '{"type_id":"configurable"}'))`;
}

export function filtersToSql(filters: readonly AppliedFilter[] | undefined, params: SqlParams): string[] {
  if (filters !== undefined && !Array.isArray(filters)) throw badRequest('_appliedFilters must be an array');
  return (filters ?? []).map((f) => filterToSql(f, params));
}
