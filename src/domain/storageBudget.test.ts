// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOverBudget, STORAGE_CAP_BYTES, storageBudget } from './storageBudget';

const MB = 1024 * 1024;

describe('storage budget', () => {
  it.each([
    [{ usage: 10 * MB, quota: 1000 * MB }, false],
    [{ usage: 101 * MB, quota: 1000 * MB }, true],
    [{ usage: 81 * MB, quota: 100 * MB }, true],
    [{ usage: 79 * MB, quota: 100 * MB }, false],
    [{ usage: 50 * MB, quota: undefined }, false],
    [{ usage: 150 * MB, quota: 0 }, true],
    [{ usage: undefined, quota: 1 * MB }, false],
  ])('%o over budget: %s', (estimate, over) => {
    expect(isOverBudget(estimate)).toBe(over);
  });

  it('is the smaller of 80 % of the quota and the cap', () => {
    expect(storageBudget(50 * MB)).toBe(40 * MB);
    expect(storageBudget(10_000 * MB)).toBe(STORAGE_CAP_BYTES);
  });
});
