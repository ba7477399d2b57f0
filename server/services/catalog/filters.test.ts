// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiError.ts';
import { comparesWithNull, filterToSql, filtersToSql, operationOf } from './filters.ts';
import { anyEqualPath, rangePath } from './jsonPath.ts';
import { SqlParams } from './sqlParams.ts';

describe('operationOf (storefront-query-builder 1.0.2 operator rules)', () => {
  it.each([
    [5, { kind: 'in', values: [5] }],
    [[1, 2], { kind: 'in', values: [1, 2] }],
    [{ eq: 5 }, { kind: 'in', values: [5] }],
    [{ in: [1, 2] }, { kind: 'in', values: [1, 2] }],
    [{ eq: null }, { kind: 'exists' }],
    [{ neq: 3 }, { kind: 'notIn', values: [3] }],
    [{ nin: [3, 4] }, { kind: 'notIn', values: [3, 4] }],
    [{ neq: null }, { kind: 'notExists' }],
    [
      { gte: 10, lte: 20 },
      { kind: 'range', bounds: { gte: 10, lte: 20 } },
    ],
    [
      { from: 10, to: 20 },
      { kind: 'range', bounds: { gte: 10, lte: 20 } },
    ],
    [{ like: 'abc' }, { kind: 'in', values: ['abc'] }],
  ])('%o → %o', (value, expected) => {
    expect(operationOf({ attribute: 'a', value })).toEqual(expected);
  });
});

describe('comparesWithNull (a lacking field and a null one differ)', () => {
  it.each([
    [null, true],
    [{ in: [null, 2] }, true],
    [{ nin: [null] }, true],
    [[3, null], true],
    [{ eq: null }, false], // exists: the same for lacking and null
    [{ neq: null }, false],
    [{ in: [0, 'null'] }, false],
    [{ gte: 1 }, false],
  ])('%o → %s', (value, expected) => {
    expect(comparesWithNull({ attribute: 'a', value })).toBe(expected);
  });

  it('leaves a malformed filter to the 400 of filterCondition', () => {
    expect(comparesWithNull(null as never)).toBe(false);
    expect(comparesWithNull({ value: null } as never)).toBe(false);
  });
});

describe('jsonpath building', () => {
  it.each([
    [anyEqualPath('category_ids', [20]), '$."category_ids" ? (@ == 20 || @ == "20")'],
    [anyEqualPath('stock.is_in_stock', [true]), '$."stock"."is_in_stock" ? (@ == true || @ == "true")'],
    [anyEqualPath('sku', ['a"b']), '$."sku" ? (@ == "a\\"b")'],
    [rangePath('price', { gte: 10, lt: '20' }), '$."price" ? (@.double() >= 10 && @.double() < 20)'],
    [rangePath('created_at', { gte: '2025-01-01' }), '$."created_at" ? (@ >= "2025-01-01")'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('filterToSql', () => {
  it('binds one jsonpath per condition; catalog scope = value or a configurable with the _options value', () => {
    const params = new SqlParams();
    expect(filterToSql({ attribute: 'brand', value: { in: [7] }, scope: 'catalog' }, params)).toBe('(doc @? $1::jsonpath)');
    expect(params.values).toEqual([
      '$ ? ((exists(@."brand" ? (@ == 7 || @ == "7")) || (exists(@."brand_options" ? (@ == 7 || @ == "7")) && @."type_id" == "configurable")))',
    ]);
  });

  it('filters catalog price ranges on the stored final_price without a price expression, on it with one', () => {
    const params = new SqlParams();
    filterToSql({ attribute: 'price', value: { gte: 1 }, scope: 'catalog' }, params);
    expect(params.values).toEqual(['$ ? ((exists(@."final_price" ? (@.double() >= 1))))']);
    const withPrice = new SqlParams();
    expect(filterToSql({ attribute: 'price', value: { gte: 1, lt: '100' }, scope: 'catalog' }, withPrice, () => 'fp')).toBe(
      '((fp >= $1::numeric and fp < $2::numeric))',
    );
    expect(withPrice.values).toEqual([1, 100]);
  });

  it('joins the default-scope filters into ONE jsonpath, the or family as one OR group', () => {
    const params = new SqlParams();
    const sql = filtersToSql(
      [
        { attribute: 'a', value: { in: [1] } },
        { attribute: 'b', value: { neq: null } },
        { attribute: 'c', value: { or: 2 } },
        { attribute: 'd', value: { orGt: 5 } },
      ],
      params,
      'e.doc',
    );
    expect(sql).toBe('(e.doc @? $1::jsonpath) and (e.doc @? $2::jsonpath)');
    expect(params.values).toEqual([
      '$ ? ((exists(@."a" ? (@ == 1 || @ == "1"))) && (!(exists(@."b" ? (@ != null)))))',
      '$ ? ((exists(@."c" ? (@ == 2 || @ == "2"))) || (exists(@."d" ? (@.double() > 5))))',
    ]);
  });

  it.each([
    [[{ attribute: 'sku', value: { in: [] } }], '(false)'],
    [[{ attribute: 'sku', value: { nin: [] } }], '(true)'],
    [[], 'true'],
  ])('empty value lists: %o → %s', (filters, sql) => {
    expect(filtersToSql(filters, new SqlParams())).toBe(sql);
  });

  it.each([
    [{ attribute: 'x y', value: 1 }],
    [{ attribute: 'a', value: { in: [{}] } }],
    [{ attribute: 'a', value: {} }],
    [{ value: 1 }],
    [{ attribute: 'price', value: { gte: 'cheap' }, scope: 'catalog' }],
  ])('refuses %o with a 400', (filter) => {
    expect(() => filterToSql(filter as never, new SqlParams(), () => 'fp')).toThrow(ApiError);
  });
});
