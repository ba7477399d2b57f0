/**
 * `_availableFilters` → Elasticsearch-shaped aggregations (contract §6.4, spec 000 §9):
 * - a field other than price → `agg_terms_<field>` and `agg_terms_<field>_options`, buckets
 *   [{key, doc_count}] by count (ties by key), size = options.size, else 10 for size and color,
 *   else 28; never more than 999 (the maximum filter query size);
 * - price → `agg_range_price` over the shown price (final_price incl. tax, priceSql.ts) with the
 *   spec's ranges 0–100, 100–250, 250–400, 400+ (a euro view: 0–10, 10–25, 25–40, 40+):
 *   [{key:"0.0-100.0", from:0, to:100, doc_count}],
 *   from inclusive, to exclusive, as ES ranges are.
 * A value listed twice in one document's array counts twice (catalogue arrays hold distinct ids).
 * Counts are over the search result with every filter applied except the catalog-scope (facet)
 * filters on the aggregated attribute itself (multi-select facets, as ES with a post_filter): a
 * brand's count is what the list shows once that brand is chosen, and the chosen price bucket's
 * count equals the number of products listed.
 */
import { badRequest } from '../apiError.ts';
import { assertField } from './jsonPath.ts';
import type { AvailableFilter } from './searchQuery.ts';
import type { SqlParams } from './sqlParams.ts';
import { shownPrice } from './priceSql.ts';

export type PriceRanges = readonly { from: number; to?: number }[];
export const PRICE_RANGES: PriceRanges = [{ from: 0, to: 100 }, { from: 100, to: 250 }, { from: 250, to: 400 }, { from: 400 }];
/**
 * The euro views' price list is about a twentieth of the rand one (docs/store-view-content.md): the
 * spec's rand ranges would put the whole catalogue in the first bucket, so a euro view's price
 * filter has ranges of its own, at the same places in its price list.
 */
const EURO_PRICE_RANGES: PriceRanges = [{ from: 0, to: 10 }, { from: 10, to: 25 }, { from: 25, to: 40 }, { from: 40 }];

/** The price filter's ranges in a store view's currency. */
export const priceRangesFor = (currency: string): PriceRanges => (currency === 'EUR' ? EURO_PRICE_RANGES : PRICE_RANGES);
const SIZES: Record<string, number> = { size: 10, color: 10 };
const DEFAULT_SIZE = 28;
export const MAX_AGG_SIZE = 999;

export interface TermsAgg {
  kind: 'terms';
  name: string;
  field: string;
  size: number;
}
export interface PriceAgg {
  kind: 'price';
  name: 'agg_range_price';
}
export type Agg = TermsAgg | PriceAgg;

function sizeOf(filter: AvailableFilter): number {
  const asked = (filter.options as { size?: unknown } | undefined)?.size;
  const n = asked === undefined || asked === null || asked === '' ? (SIZES[filter.field] ?? DEFAULT_SIZE) : Number(asked);
  if (!Number.isFinite(n) || n < 1) throw badRequest(`Invalid aggregation size for ${filter.field}`);
  return Math.min(MAX_AGG_SIZE, Math.trunc(n));
}

export function parseAggs(available: readonly AvailableFilter[] | undefined): Agg[] {
  const out: Agg[] = [];
  for (const f of available ?? []) {
    if (!f || typeof f !== 'object') throw badRequest('Invalid _availableFilters entry');
    const field = assertField(f.field, 'aggregation field');
    if (field === 'price') {
      if (!out.some((a) => a.kind === 'price')) out.push({ kind: 'price', name: 'agg_range_price' });
      continue;
    }
    const size = sizeOf(f);
    for (const name of [field, `${field}_options`]) {
      if (!out.some((a) => a.kind === 'terms' && a.field === name)) out.push({ kind: 'terms', name: `agg_terms_${name}`, field: name, size });
    }
  }
  return out;
}

/** The facet attribute an aggregation ignores the filters of (`brand_options` → brand). */
export function facetOf(agg: Agg): string {
  return agg.kind === 'price' ? 'price' : agg.field.replace(/_options$/, '');
}

/**
 * The value(s) of a field as stored: an array, a scalar or an object (termsCte takes them apart);
 * `top` gives the jsonb value of a top-level field of the row (SQL NULL when the document lacks
 * it). A dotted field is read inside its top-level value, as jsonpath in lax mode reads the
 * document, into an array.
 */
export function valuesSql(field: string, top: (name: string) => string, params: SqlParams): string {
  if (!field.includes('.')) return top(field);
  const [first, ...rest] = field.split('.');
  const path = '$' + rest.map((k) => `."${k}"`).join('') + '[*]';
  return `jsonb_path_query_array(${top(first)}, ${params.add(path)}::jsonpath)`;
}

/**
 * A terms aggregation's input: its column of `base` (valuesSql) and its filter flags. `ints`: a
 * column of `base` holding the values as an int array when they are integers (migration 025);
 * `column` then holds the stored value only for the rows where `ints` is NULL.
 */
export interface TermsInput {
  column: string;
  flags: string;
  ints?: string;
}

/**
 * Each input's values grouped whole, in one pass over `rows` (GROUPING SETS, one set per input,
 * each over the rows passing its own flags): j = the input's slot, val = a distinct value, n = its rows.
 */
function groupedValues(inputs: readonly { j: number; value: string; flags: string }[], rows: string): string {
  const cols = inputs.map((_, k) => `c${k}`);
  const values = inputs.map((t, k) => `case when ${t.flags} then ${t.value} end as c${k}`);
  const pick = (what: (k: number) => string) => `case ${cols.map((c, k) => `when grouping(${c}) = 0 then ${what(k)}`).join(' ')} end`;
  return `select ${pick((k) => String(inputs[k].j))} as j, ${pick((k) => cols[k])} as val, count(*) as n
              from (select ${values.join(', ')} from ${rows}) b
             group by grouping sets (${cols.map((c) => `(${c})`).join(', ')})`;
}

/** The distinct stored values taken apart (an array into its elements, a scalar as itself, an object into nothing). */
const jsonbElements = (grouped: string) => `(${grouped}) x,
           jsonb_array_elements(case jsonb_typeof(x.val) when 'array' then x.val when 'object' then null else jsonb_build_array(x.val) end) v
     where x.val is not null`;

/**
 * The CTE `terms` (j = the aggregation's slot, v = a value, n = its count): the value counts of
 * EVERY terms aggregation in one pass over `base` (GROUPING SETS, one set per aggregation, each
 * over the rows passing its own flags), instead of one scan per facet. Rows are grouped by their
 * whole stored value first and only the distinct values are taken apart (an array into its
 * elements, a scalar as itself, an object into nothing) and summed: a search's rows share few
 * distinct values, so this unnests and hashes far less than unnesting every row (issue 3).
 * Inputs with an int array column are grouped on it (hashing an int array is cheaper than a
 * jsonb value), and only their rows without one go through the jsonb values; an integer's jsonb
 * form is the stored value (migration 025), so both parts count the same key as one.
 */
export function termsCte(inputs: readonly TermsInput[]): string {
  if (!inputs.length) return '';
  const stored = inputs.map((t, j) => ({ j, value: `base.${t.column}`, flags: t.flags }));
  const typed = inputs.flatMap((t, j) => (t.ints ? [{ j, value: `base.${t.ints}`, flags: t.flags }] : []));
  if (!typed.length) {
    return `terms as (select x.j, v, sum(x.n)::int as n
      from ${jsonbElements(groupedValues(stored, 'base'))}
     group by x.j, v), `;
  }
  // When every input is typed, the stored values are read only from the few rows that need them.
  const rest = typed.length === inputs.length ? `base where ${stored.map((t) => `${t.value} is not null`).join(' or ')}` : 'base';
  return `terms as (select z.j, z.v, sum(z.n)::int as n
      from (select x.j, v, x.n from ${jsonbElements(groupedValues(stored, rest))}
            union all
            select y.j, to_jsonb(u), y.n from (${groupedValues(typed, 'base')}) y, unnest(y.val) u where y.val is not null) z
     group by z.j, z.v), `;
}

/** A price range's condition on a numeric column (`::numeric` bounds) or an int8 column of cents (`::int8` bounds × 100). */
function inRange(column: string, r: PriceRanges[number], params: SqlParams, scale: 1 | 100): string {
  const type = scale === 1 ? 'numeric' : 'int8';
  return `${column} >= ${params.add(r.from * scale)}::${type}` + (r.to === undefined ? '' : ` and ${column} < ${params.add(r.to * scale)}::${type}`);
}

/**
 * One jsonb value per aggregation: terms from slot `slot` of the CTE `terms`; price from `base`
 * with its flags and its shown price's columns (priceSql.ts, SplitPrice: `cents` an int8 column of
 * cents or null, `rest` the numeric column for the other rows).
 */
export function aggSql(
  agg: Agg,
  price: { cents: string | null; rest: string },
  flags: string,
  params: SqlParams,
  slot = 0,
  ranges: PriceRanges = PRICE_RANGES,
): string {
  if (agg.kind === 'price') {
    // Bounds in whole cents compare the cents exactly as the price (cents / 100) compares with the bounds.
    const inCents = price.cents !== null && ranges.every((r) => Number.isInteger(r.from * 100) && (r.to === undefined || Number.isInteger(r.to * 100)));
    const buckets = ranges.map((r) => {
      const key = `${r.from.toFixed(1)}-${r.to === undefined ? '*' : r.to.toFixed(1)}`;
      const numeric = inRange(inCents ? price.rest : shownPrice(price.cents, price.rest), r, params, 1);
      const cond = inCents ? `(${inRange(price.cents!, r, params, 100)}) or (${numeric})` : numeric;
      const bounds = r.to === undefined ? `'from', ${r.from}` : `'from', ${r.from}, 'to', ${r.to}`;
      return `jsonb_build_object('key', ${params.add(key)}::text, ${bounds}, 'doc_count', count(*) filter (where ${cond}))`;
    });
    return `(select jsonb_build_object('buckets', jsonb_build_array(${buckets.join(', ')})) from base where ${flags})`;
  }
  return `(select jsonb_build_object('buckets', coalesce(jsonb_agg(jsonb_build_object('key', t.v, 'doc_count', t.n) order by t.n desc, t.v), '[]'::jsonb))
      from (select v, n from terms where j = ${slot} and jsonb_typeof(v) in ('string', 'number', 'boolean')
             order by n desc, v limit ${params.add(agg.size)}) t)`;
}
