// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stockCheckOutcome } from './stockCheck';

describe('stockCheckOutcome (spec 000 §4)', () => {
  const allow = { allowOutOfStockInCart: true, cartSync: true };
  it.each([
    ['ENOTFOUND changes nothing', { code: 'ENOTFOUND' } as const, allow, 'unchanged'],
    ['in stock', { code: 200, is_in_stock: true, qty: 3 } as const, allow, 'in_stock'],
    ['out of stock keeps the line with its error', { code: 200, is_in_stock: false } as const, allow, 'out_of_stock'],
    ['…also when only cart sync is on', { code: 200, is_in_stock: false } as const, { allowOutOfStockInCart: false, cartSync: true }, 'out_of_stock'],
    [
      '…also when only out-of-stock lines are allowed',
      { code: 200, is_in_stock: false } as const,
      { allowOutOfStockInCart: true, cartSync: false },
      'out_of_stock',
    ],
    ['removed when neither is allowed', { code: 200, is_in_stock: false } as const, { allowOutOfStockInCart: false, cartSync: false }, 'remove'],
  ])('%s', (_name, result, opts, expected) => {
    expect(stockCheckOutcome(result, opts)).toBe(expected);
  });
});
