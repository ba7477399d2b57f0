/**
 * A text's matches for the match index (matchIndex.ts): the statement that reads them and the
 * set they are kept as, column by column in typed arrays.
 */
import { catalogStoreCode } from './catalogView.ts';
import { splitPriceSql, type PriceContext } from './priceSql.ts';
import type { SearchRequest } from './searchRequest.ts';
import { PRICE_COLUMNS, sqlText, TYPED_FIELDS, type SearchSql } from './searchSql.ts';
import { SqlParams } from './sqlParams.ts';
import { MIN_SCORE, textToSql, type TextPlan } from './textSearch.ts';

/**
 * A product text's matches in the view's narrow table, for the match index (matchIndex.ts): the
 * rows `buildSearchSql` reads before any filter, with the shown price split as the search
 * statement splits it (priceSql.ts). Column by column, each as one text of the rows' values
 * separated by commas, an empty value for NULL (a JSON array of rows costs the statement half as
 * much again): `cents` and `rest` (the price), `configurable` ("true", "false", or empty for an
 * array type_id, which lax jsonpath compares element by element), `scores`, `sids` (the stored
 * ids), one `t_<field>` per typed field of TYPED_FIELDS (a list as its numbers separated by
 * spaces), and `ids`, the row ids, by line. With them: per typed field, whether a row holds a
 * value its typed column lacks, and whether every stored id is a number and every row id free of
 * line breaks. The index leaves what it cannot read exactly to the search statement.
 */
export function buildMatchSql(req: SearchRequest, text: TextPlan, price: PriceContext): Omit<SearchSql, 'narrow'> {
  const params = new SqlParams();
  const storeCode = catalogStoreCode('product', req.view.storeCode);
  const textSql = textToSql(text, 'c', params);
  const shown = splitPriceSql('e', price, params, true);
  const typed = [...TYPED_FIELDS.entries()];
  const configurable = `case jsonb_typeof(e.v_type_id) when 'array' then null else coalesce(e.v_type_id = '"configurable"'::jsonb, false) end`;
  const column = (value: string, name: string) => `string_agg(coalesce(${value}, ''), ',') as ${name}`;
  const columns = ['id', 'store_code', 'v_id', 'v_type_id', ...PRICE_COLUMNS, ...typed.flatMap(([f]) => [`t_${f}`, `v_${f}`])];
  const sql = `select catalog_content_version()::text as content, count(*)::int as n,
      ${column(`(${shown.cents ?? 'null::int8'})::text`, 'cents')}, ${column(`(${shown.rest})::text`, 'rest')}, ${column(`${configurable}::text`, 'configurable')},
      ${column('e.score::text', 'scores')}, ${column('e.v_id::text', 'sids')},
      ${typed.map(([f, kind]) => column(kind === 'int' ? `e.t_${f}::text` : `array_to_string(e.t_${f}, ' ')`, `t_${f}`)).join(', ')},
      coalesce(string_agg(e.id, E'\\n'), '') as ids,
      array[${typed.map(([f]) => `coalesce(bool_or(e.t_${f} is null and e.v_${f} is not null), false)`).join(', ')}] as untyped,
      coalesce(bool_and(jsonb_typeof(e.v_id) = 'number' and strpos(e.id, E'\\n') = 0), true) as plain_ids
    from (select ${columns.map((c) => `c.${c}`).join(', ')}, ${textSql.score} as score
            from catalog_search c where c.store_code = ${sqlText(storeCode)} and ${textSql.where} offset 0) e
   where e.score >= ${params.add(MIN_SCORE)}`;
  return { sql, values: params.values, readsPrice: true, clockAt: params.clockAt, generic: true };
}

/** A typed list column, rows' values back to back: row i's are values[start[i]] … values[start[i + 1] - 1]. */
export interface List {
  start: Int32Array;
  values: Float64Array;
}

/** A text's matched rows, column by column (row i of every column is one row). */
export interface MatchSet {
  /** The catalogue version without stock moves its statement saw: the set reads nothing a stock move changes (searchCache.ts). */
  content: string;
  at: number;
  n: number;
  ids: string[];
  /** The stored id (a number): the order's tie-break after the score. */
  sids: Float64Array;
  scores: Float64Array;
  /** The shown price in cents; NaN when the product has none. */
  cents: Float64Array;
  /** type_id is "configurable" (1) or not (0). */
  configurable: Uint8Array;
  /** Typed int fields (NaN: NULL) and typed list fields, by field. */
  ints: Map<string, Float64Array>;
  lists: Map<string, List>;
  /** Typed fields a row holds a value of that its typed column lacks. */
  untyped: Set<string>;
  /** Every stored id is a safe integer; every shown price a whole number of cents; no type_id is an array. */
  plainIds: boolean;
  exactPrices: boolean;
  plainTypes: boolean;
}

/** Row i of `list` holds one of `wanted`. */
export function hasAny(list: List, i: number, wanted: Set<number>): boolean {
  for (let k = list.start[i]; k < list.start[i + 1]; k++) if (wanted.has(list.values[k])) return true;
  return false;
}

export interface MatchRow {
  content: string;
  n: number;
  cents: string;
  rest: string;
  configurable: string;
  scores: string;
  sids: string;
  ids: string;
  untyped: boolean[];
  plain_ids: boolean;
  [typed: `t_${string}`]: string;
}

/** The columns of a match statement (buildMatchSql) as a set. */
export function toSet(row: MatchRow, at: number): MatchSet {
  const n = row.n;
  const split = (text: string) => (n ? text.split(',') : []);
  const numbers = (text: string) => {
    const out = new Float64Array(n);
    split(text).forEach((v, i) => (out[i] = v === '' ? NaN : Number(v)));
    return out;
  };
  const list = (text: string): List => {
    const start = new Int32Array(n + 1);
    const values: number[] = [];
    split(text).forEach((v, i) => {
      if (v !== '') for (const x of v.split(' ')) values.push(Number(x));
      start[i + 1] = values.length;
    });
    return { start, values: Float64Array.from(values) };
  };
  const sids = numbers(row.sids);
  const cents = numbers(row.cents);
  let exactPrices = true;
  split(row.rest).forEach((rest, i) => {
    if (rest === '') return;
    // The numeric rest is a division by 100 ("123.4500000000000000"): exact only as whole cents.
    if (/^-?\d+(\.\d\d?0*)?$/.test(rest)) cents[i] = Math.round(Number(rest) * 100);
    else exactPrices = false;
  });
  const types = split(row.configurable);
  const ints = new Map<string, Float64Array>();
  const lists = new Map<string, List>();
  for (const [field, kind] of TYPED_FIELDS) {
    if (kind === 'int') ints.set(field, numbers(row[`t_${field}`]));
    else lists.set(field, list(row[`t_${field}`]));
  }
  return {
    content: row.content,
    at,
    n,
    ids: n ? row.ids.split('\n') : [],
    sids,
    scores: numbers(row.scores),
    cents,
    configurable: Uint8Array.from(types, (t) => (t === 'true' ? 1 : 0)),
    ints,
    lists,
    untyped: new Set([...TYPED_FIELDS.keys()].filter((_, i) => row.untyped[i])),
    plainIds: row.plain_ids && sids.every(Number.isSafeInteger),
    exactPrices,
    plainTypes: !types.includes(''),
  };
}
