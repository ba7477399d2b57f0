// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './discount.ts';

describe('allocateDiscount', () => {
  it.each([
    ['no rule', [1000, 500], null, [0, 0]],
    ['10% per line, rounded per line', [1005, 995], { percent: 10 }, [101, 100]],
    ['a percentage above 100 takes the line only', [1000], { percent: 150 }, [1000]],
    ['a fixed amount in proportion', [3000, 1000], { amount: 20 }, [1500, 500]],
    ['leftover cents to the largest remainders', [100, 100, 100], { amount: 1 }, [34, 33, 33]],
    ['a fixed amount caps at the lines', [300, 200], { amount: 50 }, [300, 200]],
    ['a negative amount gives nothing', [300], { amount: -5 }, [0]],
    ['an empty cart', [], { amount: 50 }, []],
  ])('%s', (_name, gross, rule, expected) => {
    const shares = allocateDiscount(gross, rule);
    expect(shares).toEqual(expected);
  });
});
