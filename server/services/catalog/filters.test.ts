// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiError.ts';
import { filterToSql, operationOf } from './filters.ts';
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
    [{ gte: 10, lte: 20 }, { kind: 'range', bounds: { gte: 10, lte: 20 } }],
    [{ from: 10, to: 20 }, { kind: 'range', bounds: { gte: 10, lte: 20 } }],
    [{ like: 'abc' }, { kind: 'in', values: ['abc'] }],
  ])('%o → %o', (value, expected) => {
    expect(operationOf({ attribute: 'a', value })).toEqual(expected);
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
  it('binds every path as a parameter', () => {
    const params = new SqlParams();
    expect(filterToSql({ attribute: 'brand', value: { in: [7] }, scope: 'catalog' }, params)).toBe(
      `(doc @? $1::jsonpath or (doc @? $2::jsonpath and doc @> '{"type_id":"configurable"}'))`,
    );
    expect(params.values).toEqual(['$."brand" ? (@ == 7 || @ == "7")', '$."brand_options" ? (@ == 7 || @ == "7")']);
  });

  it('filters catalog price ranges on final_price', () => {
    const params = new SqlParams();
    filterToSql({ attribute: 'price', value: { gte: 1 }, scope: 'catalog' }, params);
    expect(params.values).toEqual(['$."final_price" ? (@.double() >= 1)']);
  });

  it.each([
    [{ attribute: 'x y', value: 1 }],
    [{ attribute: 'a', value: { in: [{}] } }],
    [{ attribute: 'a', value: {} }],
    [{ value: 1 }],
  ])('refuses %o with a 400', (filter) => {
    expect(() => filterToSql(filter as never, new SqlParams())).toThrow(ApiError);
  });
});
