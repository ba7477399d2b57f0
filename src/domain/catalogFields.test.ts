import { describe, expect, it } from 'vitest';
import { CATEGORY_LIST_FIELDS, isPartialProduct, PRODUCT_TILE_FIELDS } from './catalogFields.ts';
import type { Product } from './types.ts';

describe('isPartialProduct', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a listing projection', { sku: 'A', _partial: true }, true],
    ['a whole document', { sku: 'A' }, false],
    ['a document whose own data has a truthy non-boolean marker', { sku: 'A', _partial: 1 }, false],
    ['explicitly whole', { sku: 'A', _partial: false }, false],
  ])('%s → %s', (_name, product, expected) => {
    expect(isPartialProduct(product as unknown as Product)).toBe(expected);
  });
});

describe('field lists', () => {
  it.each([
    ['product tile', PRODUCT_TILE_FIELDS],
    ['category list', CATEGORY_LIST_FIELDS],
  ])('the %s list names each field once, without wildcards', (_name, list) => {
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((f) => f.includes('*') || f.includes(','))).toEqual([]);
  });
});
