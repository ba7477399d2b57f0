/**
 * Applied filters of a SearchQuery → SQL over catalog_entity.doc, with the semantics of
 * storefront-query-builder 1.0.2 (contract §6.4): default scope eq/in = must-terms (a scalar is
 * wrapped; `eq: null` means "field exists"), neq/nin = must-not, ranges; catalog scope (facets)
 * = "the product has the value OR it is a configurable whose children have it" (<attr>_options),
 * AND across filters. Every path goes in as a bound jsonpath parameter (`doc @? $n`), which the
 * GIN jsonb_path_ops index on doc can answer.
 * Deliberate difference: ES puts `or`/`nor`/`orGt…` filters in `should` next to the `must` ones,
 * where they silently stop filtering; here they form one OR group that is required.
 * The catalog-scope `price` range is on the shown price, final_price incl. tax (priceSql.ts).
 */
import { badRequest } from '../apiError.ts';
import { anyEqualPath, assertField, equivalents, existsPath, rangePath, type RangeOp } from './jsonPath.ts';
import type { AppliedFilter } from './searchQuery.ts';
import type { SqlParams } from './sqlParams.ts';

const RANGE_ALIASES: Record<string, RangeOp> = {
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  moreq: 'gte',
  from: 'gte',
  to: 'lte',
  orGt: 'gt',
  orGte: 'gte',
  orLt: 'lt',
  orLte: 'lte',
  orMoreq: 'gte',
  orFrom: 'gte',
  orTo: 'lte',
};

export type Operation =
  | { kind: 'in'; values: unknown[] }
  | { kind: 'notIn'; values: unknown[] }
  | { kind: 'exists' }
  | { kind: 'notExists' }
  | { kind: 'range'; bounds: Partial<Record<RangeOp, unknown>> };

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** True for the `or` family of operators (or, nor, orGt, orFrom…): they OR with each other. */
export function isEither(filter: AppliedFilter): boolean {
  const raw = filter.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return false;
  const first = Object.keys(raw)[0] ?? '';
  return first === 'or' || first === 'nor' || /^or[A-Z]/.test(first);
}

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

/** True for a filter comparing with null (`value: null`, `in: [null, …]`, `nin: [null]`): a lacking field and a null one differ there. */
export function comparesWithNull(filter: AppliedFilter): boolean {
  if (!filter || typeof filter !== 'object' || typeof filter.attribute !== 'string') return false;
  const op = operationOf(filter);
  return (op.kind === 'in' || op.kind === 'notIn') && op.values.some((v) => v === null);
}

/**
 * A filter condition: a jsonpath predicate on the document root (`@`), so that all of a query's
 * predicates become ONE `doc @? '$ ? (p1 && p2 …)'` — the document is decompressed once per row,
 * not once per filter, and the GIN jsonb_path_ops index still answers it — or plain SQL.
 */
export type Cond = { path: string } | { sql: string };
const TRUE: Cond = { sql: 'true' };
const FALSE: Cond = { sql: 'false' };
const exists = (path: string) => `exists(@${path.slice(1)})`;

function condition(field: string, op: Operation): Cond {
  switch (op.kind) {
    case 'in':
      return op.values.length ? { path: exists(anyEqualPath(field, op.values)) } : FALSE;
    case 'notIn':
      return op.values.length ? { path: `!(${exists(anyEqualPath(field, op.values))})` } : TRUE;
    case 'exists':
      return { path: exists(existsPath(field)) };
    case 'notExists':
      return { path: `!(${exists(existsPath(field))})` };
    case 'range':
      return Object.keys(op.bounds).length ? { path: exists(rangePath(field, op.bounds)) } : TRUE;
  }
}

/** Conditions → one SQL boolean over the jsonb expression `doc`, joined by AND or OR. */
export function condsToSql(conds: readonly Cond[], joiner: 'and' | 'or', doc: string, params: SqlParams): string {
  const paths = conds.flatMap((c) => ('path' in c ? [`(${c.path})`] : []));
  const parts = conds.flatMap((c) => ('sql' in c ? [c.sql] : []));
  if (paths.length) parts.push(`${doc} @? ${params.add(`$ ? (${paths.join(joiner === 'and' ? ' && ' : ' || ')})`)}::jsonpath`);
  return parts.length ? `(${parts.join(` ${joiner} `)})` : joiner === 'and' ? 'true' : 'false';
}

/**
 * A default-scope `in` with non-null values as plain SQL over `value`, the jsonb value of the
 * (top-level) field, SQL NULL when the document lacks it; null when the filter is of another
 * kind. For rows a text search has already found, where no index answers the filter: the
 * jsonpath interpreter costs ~3 µs a row and a jsonb equality ~0.5 µs, a number or text
 * comparison a fraction of that (issue 15). The same rows pass as with the jsonpath of
 * `condition`, which compares like with like (`@ == v`): a number, text or boolean passes when it
 * equals one of the value's stored forms of its own type (equivalents); an array, which lax mode
 * unwraps (once by the filter, once more by the comparison), goes to the jsonpath itself; an
 * object, a JSON null or a missing field never passes.
 */
export function scalarInSql(filter: AppliedFilter, params: SqlParams, value: string): string | null {
  if (!filter || typeof filter !== 'object' || typeof filter.attribute !== 'string' || filter.scope === 'catalog' || isEither(filter)) return null;
  const op = operationOf(filter);
  if (op.kind !== 'in' || !op.values.length || op.values.some((v) => v === null) || filter.attribute.includes('.')) return null;
  const forms = op.values.flatMap(equivalents);
  const of = <T>(type: string) => [...new Set(forms.filter((v) => typeof v === type))] as T[];
  const doc = `jsonb_build_object('${assertField(filter.attribute)}', ${value})`;
  const path = condsToSql([condition(filter.attribute, op)], 'and', doc, params);
  return `coalesce(case jsonb_typeof(${value}) when 'number' then ${value}::numeric = any(${params.add(of<number>('number'))}::numeric[])
    when 'string' then (${value} #>> '{}') = any(${params.add(of<string>('string'))}::text[])
    when 'boolean' then ${value}::boolean = any(${params.add(of<boolean>('boolean'))}::boolean[])
    when 'array' then ${path} else false end, false)`;
}

/**
 * scalarInSql with the field's int copy first (catalog_search's t_ columns, migration 025: the
 * value when it is an integer, else NULL): an int compared with an int array, and the jsonb
 * only for the rows without one. An integer equals a number form of the values exactly when it
 * equals one of their integer forms, so the same rows pass.
 */
export function intInSql(filter: AppliedFilter, params: SqlParams, value: string, int: string): string | null {
  const plain = scalarInSql(filter, params, value);
  if (!plain) return null;
  const ints = intForms((operationOf(filter) as { values: unknown[] }).values);
  return `case when ${int} is not null then ${int} = any(${params.add(ints)}::int[]) else ${plain} end`; // (NULL = any('{}') is false, not NULL)
}

/** The integers among the stored forms of `values` (equivalents): what an int copy of a field can equal. */
export function intForms(values: readonly unknown[]): number[] {
  const forms = values.flatMap(equivalents);
  return [...new Set(forms.filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e9))];
}

/** Renders the shown-price expression; only products have one. */
export type PriceSql = () => string;

function priceRange(op: Extract<Operation, { kind: 'range' }>, price: PriceSql, params: SqlParams): Cond {
  const symbol = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
  const parts = Object.entries(op.bounds).map(([k, raw]) => {
    const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
    if (!Number.isFinite(n) || raw === '') throw badRequest(`Invalid price filter value: ${JSON.stringify(raw)}`);
    return `${price()} ${symbol[k as RangeOp]} ${params.add(n)}::numeric`;
  });
  return parts.length ? { sql: `(${parts.join(' and ')})` } : TRUE;
}

export function filterCondition(filter: AppliedFilter, params: SqlParams, price?: PriceSql): Cond {
  if (!filter || typeof filter !== 'object' || typeof filter.attribute !== 'string') {
    throw badRequest('Each applied filter needs an attribute and a value');
  }
  const op = operationOf(filter);
  if (filter.scope !== 'catalog') return condition(filter.attribute, op);
  if (op.kind === 'range') {
    if (filter.attribute === 'price' && price) return priceRange(op, price, params);
    // Without a price expression (other entity types): the stored final_price (ES priceFilterKey).
    return condition(filter.attribute === 'price' ? 'final_price' : filter.attribute, op);
  }
  const plain = condition(filter.attribute, op);
  if (op.kind !== 'in' || !('path' in plain)) return plain;
  const viaChildren = condition(`${filter.attribute}_options`, op) as { path: string };
  return { path: `${plain.path} || (${viaChildren.path} && @."type_id" == "configurable")` };
}

export function filterToSql(filter: AppliedFilter, params: SqlParams, price?: PriceSql, doc = 'doc'): string {
  return condsToSql([filterCondition(filter, params, price)], 'and', doc, params);
}

export function assertFilterList(filters: unknown): readonly AppliedFilter[] {
  if (filters !== undefined && !Array.isArray(filters)) throw badRequest('_appliedFilters must be an array');
  return (filters ?? []) as AppliedFilter[];
}

/** Default-scope filters → one SQL condition (the `or` family as one OR group) over `doc`. */
export function filtersToSql(filters: readonly AppliedFilter[] | undefined, params: SqlParams, doc = 'doc'): string {
  const list = assertFilterList(filters);
  const rest = condsToSql(
    list.filter((f) => !isEither(f)).map((f) => filterCondition(f, params)),
    'and',
    doc,
    params,
  );
  const either = list.filter(isEither);
  if (!either.length) return rest;
  return `${rest} and ${condsToSql(
    either.map((f) => filterCondition(f, params)),
    'or',
    doc,
    params,
  )}`;
}
