/**
 * One SQL statement per catalogue search: the page of hits, the total and every aggregation.
 * - `base`: every document passing the default-scope filters, read ONCE: with a text, the rows
 *   the GIN index on the search tsvector finds (a subquery behind `offset 0`, so the text drives
 *   the plan: the planner cannot estimate jsonpath selectivity), with their relevance; otherwise
 *   the default filters as one jsonpath the GIN index on doc_small (or doc) answers. Per row:
 *   the fields aggregations and sorts read, taken out of doc_small (stored uncompressed,
 *   migration 010) by one jsonb_to_record, the shown price when something reads it, the score,
 *   and one boolean per facet filter — jsonpath too, so only then is a slim jsonb of the needed
 *   fields built for them. A product text search whose fields are all in LEAN_FIELDS reads its
 *   rows from catalog_search instead (migration 023): the same values, one column per field, the
 *   price in cents when it is fixed, and its simple default filters as typed comparisons;
 * - hits and total read `base` with every flag; each aggregation with the flags of the other
 *   facets only (aggregations.ts; every terms aggregation in one pass, the CTE `terms`). Only
 *   the page's documents are read back in full.
 * The text depends on the shape of the request only (every value is a parameter), so the
 * statement can be prepared and its plan kept (server/db: `prepared`). It also returns the
 * catalogue versions its snapshot saw, with and without stock moves (searchCache.ts).
 */
import { aggSql, facetOf, parseAggs, priceRangesFor, termsCte, type TermsInput, valuesSql } from './aggregations.ts';
import { assertFilterList, comparesWithNull, filterToSql, filtersToSql, intInSql, scalarInSql } from './filters.ts';
import { shownPrice, splitPriceSql, type PriceContext } from './priceSql.ts';
import type { SearchRequest } from './searchRequest.ts';
import { PRICE_SORT_FIELDS, sortExpr } from './sort.ts';
import { assertField } from './jsonPath.ts';
import { catalogStoreCode } from './catalogView.ts';
import { SqlParams } from './sqlParams.ts';
import { MIN_SCORE, textToSql, type TextPlan } from './textSearch.ts';
import { rowVersionSql } from './documentCache.ts';

export interface SearchSql {
  sql: string;
  values: unknown[];
  /** The result depends on the shown price, hence on the clock (special price windows). */
  readsPrice: boolean;
  /** Where in `values` the clock is (SqlParams.clockAt). */
  clockAt: number | null;
  /**
   * The statement's shape decides its plan (a text search on catalog_search: the view's GIN
   * index, then every step over the materialised rows), so one plan made without the values
   * serves every run (server/db: `generic`). A listing's plan depends on its filter values.
   */
  generic: boolean;
  /** The statement reads a text search's rows from catalog_search (LEAN_FIELDS). */
  narrow: boolean;
}

/** The fields migration 003 leaves out of doc_small (keep in step with catalog_entity_derive). */
export const BULKY_FIELDS = new Set([
  'description',
  'short_description',
  'media_gallery',
  'configurable_children',
  'configurable_options',
  'bundle_options',
  'product_links',
  'category',
  'tier_prices',
  'children_data',
  'content',
]);

/**
 * The fields catalog_search (migration 023) keeps a column of (v_<field>; keep in step): what the
 * shop filters, aggregates and sorts on. A text search reading only these runs on that table.
 */
export const LEAN_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'sku',
  'name',
  'type_id',
  'visibility',
  'status',
  'category_ids',
  'brand',
  'brand_options',
  'dietary',
  'dietary_options',
  'size',
  'size_options',
  'flavour',
  'flavour_options',
  'color',
  'color_options',
  'price',
  'final_price',
  'special_price',
  'created_at',
  'updated_at',
  'new',
  'sale',
  'bestseller',
  'weight',
  'tax_class_id',
]);

/**
 * The fields catalog_search also keeps typed (migration 025; keep in step): t_<field>, an int
 * (`int`) or an int array (`ints`) when the stored value is an integer (or, for `ints`, an array
 * of integers), else NULL. A default `in` filter compares the int, a terms aggregation groups the
 * int array; rows without one read the jsonb column as before.
 */
export const TYPED_FIELDS: ReadonlyMap<string, 'int' | 'ints'> = new Map([
  ['visibility', 'int'],
  ['status', 'int'],
  ['brand', 'ints'],
  ['brand_options', 'ints'],
  ['dietary', 'ints'],
  ['dietary_options', 'ints'],
]);

/** What the shown price reads of a catalog_search row (priceSql.ts). */
export const PRICE_COLUMNS = ['price_cents', 'price_plain', 'price_special', 'special_from', 'special_until', 'tax_class', 'price_kids', 'price_parts'];

const and = (conds: string[]) => (conds.length ? conds.join(' and ') : 'true');
/** A field the document lacks reads as JSON null (not SQL NULL), as from a jsonb object: the tie-break order on id stays. */
const missingAsNull = (value: string) => `coalesce(${value}, 'null'::jsonb)`;
const top = (field: string) => field.split('.')[0];
/** A text as an SQL literal (standard_conforming_strings: only the quote is doubled). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'::text`;

/** `jsonb_build_object('a', <column of a>, …)` in chunks (the function takes at most 100 arguments). */
function slimObject(fields: string[], column: (field: string) => string): string {
  if (!fields.length) return `'{}'::jsonb`;
  const chunks: string[] = [];
  for (let i = 0; i < fields.length; i += 40) {
    chunks.push(
      `jsonb_build_object(${fields
        .slice(i, i + 40)
        .map((f) => `'${f}', ${column(f)}`)
        .join(', ')})`,
    );
  }
  return chunks.join(' || ');
}

/**
 * `narrow`: a product text search whose fields all have a column in catalog_search (LEAN_FIELDS)
 * runs on that table; false keeps it on catalog_entity (the comparison test runs both).
 * `pageDocs`: the page's hits carry their documents (`whole`), or each hit's id and row version
 * only (`versions`), for documents kept in memory (documentCache.ts).
 */
export function buildSearchSql(
  req: SearchRequest,
  text: TextPlan | null,
  price: PriceContext | null,
  narrow = true,
  pageDocs: 'whole' | 'versions' = 'whole',
): SearchSql {
  const params = new SqlParams();
  const type = `${params.add(req.type)}::text`;
  // The view's own documents (reviews: the shared ones; migration 018).
  const storeCode = catalogStoreCode(req.type, req.view.storeCode);
  const store = `${params.add(storeCode)}::text`;
  const filters = assertFilterList(req.query._appliedFilters);
  const isProduct = req.type === 'product' && price !== null;
  const facetFilters = filters.filter((f) => f.scope === 'catalog');
  const aggs = parseAggs(req.query._availableFilters).filter((a) => a.kind === 'terms' || isProduct);
  const sort = req.sort.length ? req.sort : text ? [{ field: '_score', dir: 'desc' as const }] : [];
  const defaults = filters.filter((f) => f.scope !== 'catalog');
  // The shown price costs a sub-select per configurable, grouped and bundle row: only when read.
  const needsPrice =
    isProduct &&
    (aggs.some((a) => a.kind === 'price') || facetFilters.some((f) => f.attribute === 'price') || sort.some((s) => PRICE_SORT_FIELDS.has(s.field)));
  const textSql = text ? textToSql(text, 'c', params) : null;

  // The fields read out of each document (names are checked by assertField: safe to quote).
  // Facet flags are jsonpath over a slim object of every one of these fields (plus, with a text,
  // those of the default filters, as before: the flags see the same object they always saw).
  const fields = new Set<string>(['id']);
  for (const f of facetFilters) {
    if (f.attribute === 'price' && isProduct) continue;
    fields
      .add(top(f.attribute))
      .add(`${top(f.attribute)}_options`)
      .add('type_id');
    if (f.attribute === 'price') fields.add('final_price');
  }
  for (const a of aggs) if (a.kind === 'terms') fields.add(top(a.field));
  for (const s of sort) if (s.field !== '_score' && !(isProduct && PRICE_SORT_FIELDS.has(s.field))) fields.add(top(s.field));
  // With a text, default filters have always read that slim object too, where a field the
  // document lacks is JSON null: a filter comparing with null keeps that meaning there.
  const nullOnSlim = textSql !== null && defaults.some(comparesWithNull);
  const needsSlim = facetFilters.length > 0 || nullOnSlim;
  if (textSql && needsSlim) for (const f of defaults) if (typeof f?.attribute === 'string') fields.add(top(f.attribute));
  const slim = [...fields].map((name) => assertField(name)); // quoted into SQL below: checked here too
  const smallHas = (names: Iterable<string>) => [...names].every((n) => !BULKY_FIELDS.has(n));
  const defaultFields = defaults.map((f) => (typeof f?.attribute === 'string' ? top(f.attribute) : ''));
  // A text search's matching rows are all read: on the narrow table when it has every field read.
  const lean = narrow && isProduct && textSql !== null && !nullOnSlim && [...slim, ...defaultFields].every((n) => LEAN_FIELDS.has(n));
  const table = lean ? 'catalog_search' : 'catalog_entity';
  const recordFrom = smallHas(slim) ? 'e.doc_small' : 'e.doc';
  const filterOn = smallHas(defaultFields) ? 'e.doc_small' : 'e.doc';
  // The index scans name the view (and entity) as literals, so the view's own GIN indexes
  // (migrations 021 and 023) can answer them: parameters hide a partial index from the generic plan.
  const viewScope = (alias: string) => `${alias}.store_code = ${sqlText(storeCode)}${lean ? '' : ` and ${alias}.entity = ${sqlText(req.type)}`}`;
  // A field's jsonb value (SQL NULL when missing): a column of the narrow table, or of the record
  // taken out of the document.
  const column = (name: string) => (lean ? `e.v_${name}` : `r."${name}"`);
  const record = lean ? '' : `, jsonb_to_record(${recordFrom}) as r(${slim.map((f) => `"${f}" jsonb`).join(', ')})`;
  // Record columns leave the row as f0, f1… (field names may clash with id/fp/score, or exceed 63 bytes).
  const fieldOf = (name: string) => `b0.f${slim.indexOf(name)}`;
  // Terms aggregations on a typed list field read its int array (t<i>), and the jsonb value only where it is NULL.
  const typedList = (field: string) => lean && TYPED_FIELDS.get(field) === 'ints';
  const intLists = slim.filter((f) => typedList(f) && aggs.some((a) => a.kind === 'terms' && a.field === f));
  // The shown price: in integer cents (pc) where it can be, else numeric (fp; priceSql.ts).
  const shown = needsPrice ? splitPriceSql('e', price, params, lean) : { cents: null, rest: 'null::numeric' };
  const select = `select e.id, ${needsSlim ? slimObject(slim, column) : 'null::jsonb'} as doc, ${slim.map((f, i) => `${column(f)} as f${i}`).join(', ')},${intLists.map((f) => ` e.t_${f} as t${slim.indexOf(f)},`).join('')}
        ${shown.cents ?? 'null::int8'} as pc, ${shown.rest} as fp, ${textSql ? 'e.score' : '1::float4'} as score`;
  // Only the columns read (a row of the narrow table is taken apart up to its last one read).
  const typedFilters = [...new Set(defaultFields)].filter((f) => TYPED_FIELDS.get(f) === 'int');
  const leanColumns = [
    'id',
    'store_code',
    ...(needsPrice ? PRICE_COLUMNS : []),
    ...[...new Set([...slim, ...defaultFields])].map((f) => `v_${f}`),
    ...[...typedFilters, ...intLists].map((f) => `t_${f}`),
  ]
    .map((c) => `c.${c}`)
    .join(', ');
  const review = req.type === 'review' ? ` and e.doc->>'review_status' = '1'` : ''; // approved reviews only (contract §8.1)

  // Text: the index's rows with their score (computed once), then the score floor and the
  // default filters on the stored document. Otherwise: the default filters as one jsonpath.
  // On the narrow table: the simple ones (visibility, status…) as jsonb comparisons of the
  // columns, any other over an object of the columns it reads (no filter there compares with
  // null, so a missing field and a JSON null one pass alike).
  const textFilters = () => {
    if (!lean) return filtersToSql(defaults, params, filterOn);
    const plain = defaults.map((f) => {
      if (typeof f?.attribute !== 'string' || f.attribute.includes('.')) return null;
      return TYPED_FIELDS.get(f.attribute) === 'int'
        ? intInSql(f, params, column(f.attribute), `e.t_${f.attribute}`)
        : scalarInSql(f, params, column(f.attribute));
    });
    const rest = defaults.filter((_, i) => !plain[i]);
    const restFields = [...new Set(rest.map((f) => top(f.attribute)))];
    return [...plain.filter(Boolean), filtersToSql(rest, params, slimObject(restFields, column))].join(' and ');
  };
  const inner = textSql
    ? `${select}
          from (select ${lean ? leanColumns : 'c.*'}, ${textSql.score} as score from ${table} c where ${viewScope('c')} and ${textSql.where} offset 0) e${record}
         where e.score >= ${params.add(MIN_SCORE)}${review}${nullOnSlim ? '' : ` and ${textFilters()}`}`
    : `${select} from ${table} e${record}
        where ${viewScope('e')}${review} and ${filtersToSql(defaults, params, filterOn)} offset 0`;

  // Facet filters become flags, so aggregations can leave out those of their own attribute.
  const priceOf = isProduct ? () => shownPrice(shown.cents && 'b0.pc', 'b0.fp') : undefined;
  const flags = facetFilters.map((f, i) => `${filterToSql(f, params, priceOf, 'b0.doc')} as c${i}`);
  const flagsExcept = (attribute: string | null) => and(facetFilters.map((f, i) => (f.attribute === attribute ? '' : `base.c${i}`)).filter(Boolean));
  const intsOf = (field: string) => (intLists.includes(field) ? `b0.t${slim.indexOf(field)}` : null);
  const aggValues = aggs.flatMap((a, i) => {
    if (a.kind !== 'terms') return [];
    const ints = intsOf(a.field);
    if (!ints) return [`${valuesSql(a.field, fieldOf, params)} as a${i}`];
    return [`case when ${ints} is null then ${fieldOf(a.field)} end as a${i}`, `${ints} as i${i}`];
  });
  const sortCols = sort.map((s, i) => `${sortExpr(s.field, fieldOf, { score: 'b0.score', price: priceOf })} as s${i}`);
  const orderBy = [...sort.map((s, i) => `base.s${i} ${s.dir} nulls last`), 'base.sid asc', 'base.id asc'].join(', ');
  const base = `select b0.id, b0.pc, b0.fp, b0.score, ${missingAsNull(fieldOf('id'))} as sid${[...flags, ...aggValues, ...sortCols].map((c) => `, ${c}`).join('')}
      from (${inner}) b0${nullOnSlim ? ` where ${filtersToSql(defaults, params, 'b0.doc')}` : ''}`;
  const all = flagsExcept(null);
  const terms: TermsInput[] = [];
  const slots = aggs.map((a, i) =>
    a.kind === 'terms' ? terms.push({ column: `a${i}`, flags: flagsExcept(facetOf(a)), ...(intsOf(a.field) ? { ints: `i${i}` } : {}) }) - 1 : -1,
  );
  const aggObject = aggs.length
    ? `jsonb_build_object(${aggs.map((a, i) => `${params.add(a.name)}::text, ${aggSql(a, { cents: shown.cents && 'pc', rest: 'fp' }, flagsExcept(facetOf(a)), params, slots[i], priceRangesFor(req.view.currency))}`).join(', ')})`
    : `'{}'::jsonb`;
  const hitSql = pageDocs === 'whole' ? `'doc', e.doc` : `'id', e.id, 'v', ${rowVersionSql('e')}`;
  // The page: a top-N sort of base (the order ends on id: total), numbered after the limit.
  // Hits as json, not jsonb: the page's documents are written out as stored instead of being
  // rebuilt into one large jsonb value first (the biggest part of the answer).
  const sql = `with base as materialized (${base}),
    ${termsCte(terms)}page as (select base.id, base.score, row_number() over (order by ${orderBy}) as n
              from (select * from base where ${all} order by ${orderBy} limit ${params.add(req.size)} offset ${params.add(req.from)}) base)
    select (select count(*)::int from base where ${all}) as total,
           (select coalesce(json_agg(json_build_object(${hitSql}, 'score', p.score) order by p.n), '[]'::json)
              from page p join catalog_entity e on e.store_code = ${store} and e.entity = ${type} and e.id = p.id) as hits,
           ${aggObject} as aggregations, catalog_version()::text as version,
           catalog_content_version()::text as content`;
  return { sql, values: params.values, readsPrice: needsPrice, clockAt: params.clockAt, generic: lean, narrow: lean };
}
