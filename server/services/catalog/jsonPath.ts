/**
 * SQL/JSON path (jsonpath) pieces for filters on catalogue documents. Lax mode unwraps arrays,
 * so `category_ids in [20]` matches a document whose category_ids contains 20 and
 * `configurable_children.sku` looks into every child — the way Elasticsearch terms behave on
 * arrays. Paths are checked against a strict pattern and literals are JSON-encoded, and the
 * whole path is passed as a bound parameter, so nothing a client sends is spliced into SQL.
 */
import { badRequest } from '../apiError.ts';

export type Scalar = string | number | boolean | null;

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

export function assertField(field: unknown, what = 'field'): string {
  if (typeof field !== 'string' || !FIELD.test(field) || field.length > 200) {
    throw badRequest(`Invalid ${what} name: ${JSON.stringify(field)}`);
  }
  return field;
}

/** 'stock.is_in_stock' → `$."stock"."is_in_stock"`. */
export function jsonPathOf(field: string): string {
  return (
    '$' +
    assertField(field)
      .split('.')
      .map((k) => `."${k}"`)
      .join('')
  );
}

function literal(value: Scalar): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw badRequest(`Invalid filter value: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function asScalar(value: unknown): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw badRequest(`Invalid filter value: ${JSON.stringify(value)}`);
}

/** The literal forms a value may be stored in: 20 and "20", true and "true" (ES terms coerce). */
export function equivalents(raw: unknown): Scalar[] {
  const value = asScalar(raw);
  if (typeof value === 'number') return [value, String(value)];
  if (typeof value === 'boolean') return [value, String(value)];
  if (typeof value === 'string') {
    const out: Scalar[] = [value];
    if (value.trim() !== '' && Number.isFinite(Number(value))) out.push(Number(value));
    if (value === 'true' || value === 'false') out.push(value === 'true');
    return out;
  }
  return [value];
}

/** `$.f ? (@ == 20 || @ == "20" || …)` — true when any element equals any value. */
export function anyEqualPath(field: string, values: unknown[]): string {
  const terms = values.flatMap(equivalents).map((v) => `@ == ${literal(v)}`);
  return `${jsonPathOf(field)} ? (${terms.join(' || ')})`;
}

/** `$.f ? (@ != null)` — the field exists with a value (ES `exists`). */
export function existsPath(field: string): string {
  return `${jsonPathOf(field)} ? (@ != null)`;
}

export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';
const RANGE_SYMBOL: Record<RangeOp, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/**
 * All bounds on one element. Numbers compare numerically, also against numeric strings
 * (`.double()` fails on other strings, which lax mode turns into "no match"); other strings
 * compare as strings (ISO dates).
 */
export function rangePath(field: string, bounds: Partial<Record<RangeOp, unknown>>): string {
  const parts = Object.entries(bounds).map(([op, raw]) => {
    const value = asScalar(raw);
    const symbol = RANGE_SYMBOL[op as RangeOp];
    const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
    return numeric ? `@.double() ${symbol} ${literal(Number(value))}` : `@ ${symbol} ${literal(value)}`;
  });
  if (!parts.length) throw badRequest(`Empty range filter on ${field}`);
  return `${jsonPathOf(field)} ? (${parts.join(' && ')})`;
}
