// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './discount.ts';

describe('allocateDiscount', () => {
  it.each([
    ['no rule', [1000, 500], null, [0, 0]],
    ['10% per line, rounded per line', [1005, 995], { percent: 10 }, [101, 100]],
    ['a percentage above 100 takes the line only', [1000], { percent: 150 }, [1000]],
    ['a fixed amount in proportion', [3000, 1000], { amount: 20 }, [1500, 500]],
    ['leftover cents: equal remainders go to the first lines', [100, 100, 100], { amount: 1 }, [34, 33, 33]],
    ['leftover cents: two equal remainders, the first two lines', [100, 100, 100, 100], { amount: 0.06 }, [2, 2, 1, 1]],
    ['leftover cents: the largest remainder wins wherever it stands', [300, 200, 100], { amount: 1 }, [50, 33, 17]],
    ['leftover cents: two to the two largest remainders, not the largest lines', [11, 27, 62], { amount: 0.09 }, [1, 2, 6]],
    ['a free line takes no share of a fixed amount', [0, 500], { amount: 1 }, [0, 100]],
    ['a fixed amount on free lines only takes nothing (no NaN)', [0, 0], { amount: 10 }, [0, 0]],
    ['a negative percentage takes nothing', [1000], { percent: -10 }, [0]],
    ['a percentage of a free line is nothing', [0, 1000], { percent: 10 }, [0, 100]],
    ['a fixed amount caps at the lines', [300, 200], { amount: 50 }, [300, 200]],
    ['a negative amount gives nothing', [300], { amount: -5 }, [0]],
    ['an empty cart', [], { amount: 50 }, []],
  ])('%s', (_name, gross, rule, expected) => {
    const shares = allocateDiscount(gross, rule);
    expect(shares).toEqual(expected);
  });
});
