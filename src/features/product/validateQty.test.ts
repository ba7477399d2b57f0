// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateQty } from './validateQty';

describe('validateQty', () => {
  it.each([
    ['1', null],
    [' 12 ', null],
    ['0', 'catalog.qtyAboveZero'],
    ['-3', 'catalog.qtyAboveZero'],
    ['1.5', 'catalog.qtyPositiveInteger'],
    ['abc', 'catalog.qtyPositiveInteger'],
    ['', 'catalog.qtyPositiveInteger'],
  ])('%j -> %s', (raw, expected) => {
    expect(validateQty(raw)).toBe(expected);
  });
});
