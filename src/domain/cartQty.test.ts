// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addedQtyError, belowQtyLimit, maxQtyOf, qtyError } from './cartQty';

describe('qtyError (spec 001 §5)', () => {
  it.each([
    ['2', {}, null],
    ['abc', {}, { message: 'validation.qtyPositiveInteger' }],
    ['', {}, { message: 'validation.qtyPositiveInteger' }],
    ['1.5', {}, { message: 'validation.qtyPositiveInteger' }],
    ['0', {}, { message: 'validation.qtyAboveZero' }],
    ['-3', {}, { message: 'validation.qtyAboveZero' }],
    ['10000', {}, { message: 'validation.qtyBelow', params: { quantity: 10000 } }],
    ['6', { limit: 6 }, { message: 'validation.qtyBelow', params: { quantity: 6 } }],
    ['6', { max: 5 }, { message: 'validation.qtyOnlyAvailable', params: { maxQuantity: 5 } }],
    ['5', { max: 5 }, null],
    [' 2 ', {}, null],
    [3, {}, null],
    ['2.0', {}, null],
    ['2.00', {}, null],
    ['x2', {}, { message: 'validation.qtyPositiveInteger' }],
    ['2x', {}, { message: 'validation.qtyPositiveInteger' }],
    ['0x10', {}, { message: 'validation.qtyPositiveInteger' }],
    ['1e3', {}, { message: 'validation.qtyPositiveInteger' }],
    ['1', { max: 0 }, { message: 'validation.qtyOnlyAvailable', params: { maxQuantity: 0 } }],
  ] as const)('%s with %o', (raw, opts, expected) => {
    expect(qtyError(raw, opts)).toEqual(expected);
  });

  it('takes the maximum from managed, known stock only', () => {
    expect(maxQtyOf({ qty: 7, is_in_stock: true })).toBe(7);
    expect(maxQtyOf({ qty: 7, is_in_stock: true, manage_stock: false })).toBeUndefined();
    expect(maxQtyOf({ qty: 0, is_in_stock: false })).toBeUndefined();
    expect(maxQtyOf({ qty: 0, is_in_stock: true })).toBeUndefined();
    expect(maxQtyOf({ qty: 7.5, is_in_stock: true })).toBe(7);
    expect(maxQtyOf(undefined)).toBeUndefined();
  });
});

describe('the typo guard on every path, not only a typed quantity', () => {
  it.each([
    [0, 9999, null],
    [9998, 1, null],
    [9999, 1, { message: 'validation.qtyBelow', params: { quantity: 10000 } }],
    [6000, 5000, { message: 'validation.qtyBelow', params: { quantity: 10000 } }],
    [0, 10000, { message: 'validation.qtyBelow', params: { quantity: 10000 } }],
  ] as const)('a line of %s, adding %s', (current, added, expected) => {
    expect(addedQtyError(current, added)).toEqual(expected);
  });

  it.each([
    [1, 1],
    [9999, 9999],
    [10000, 9999],
    [25000, 9999],
  ])('a merged quantity of %s is kept at %s', (qty, kept) => {
    expect(belowQtyLimit(qty)).toBe(kept);
  });
});
