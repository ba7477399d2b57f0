// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_GROUPS, applyTierPrice, tierPriceFor, tiersForGroup } from './tierPrice.ts';

const tiers = [
  { customer_group_id: 0, qty: 1, value: 90 },
  { customer_group_id: 1, qty: 1, value: 80 },
  { customer_group_id: 1, qty: 1, value: 85 },
  { customer_group_id: 1, qty: 5, value: 70 },
  { customer_group_id: 2, qty: 1, value: 60 },
  { customer_group_id: ALL_GROUPS, qty: 10, value: 65 },
  { customer_group_id: 4, value: 55 },
];

describe('tierPriceFor', () => {
  it.each([
    ['guest (null)', null, 1, 90],
    ['guest (0)', 0, 1, 90],
    ['group 1 keeps the lowest of its qty-1 tiers', 1, 1, 80],
    ['group 1 buying 5 reaches the qty-5 tier', 1, 5, 70],
    ['group 1 buying 4 does not', 1, 4, 80],
    ['group 2', 2, 1, 60],
    ['group 3 has no qty-1 tier', 3, 1, null],
    ['group 3 buying 10 gets the all-groups tier', 3, 10, 65],
    ['group 1 buying 10: all-groups 65 beats 70', 1, 10, 65],
    ['a negative group counts as guest', -4, 1, 90],
    ['a fractional group counts as guest', 1.5, 1, 90],
    ['a group given as text counts as guest', '1', 1, 90],
    ['a tier without qty counts from 1', 4, 1, 55],
  ])('%s', (_name, group, qty, expected) => {
    expect(tierPriceFor(tiers, group as number | null, qty)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    ['x'],
    [[{ customer_group_id: 0, qty: 1, value: 0 }]],
    [[{ customer_group_id: 0, qty: 1, value: 'abc' }]],
    [[null, 5, 'tier']],
    [[{ customer_group_id: 0, qty: 'many', value: 50 }]],
  ])('ignores missing or invalid tiers (%j)', (input) => {
    expect(tierPriceFor(input, 0, 1)).toBeNull();
  });
});

describe('tiersForGroup', () => {
  it('keeps only the group own and all-groups tiers', () => {
    expect(tiersForGroup(tiers, 2).map((t) => t.value)).toEqual([60, 65]);
    expect(tiersForGroup([null, { customer_group_id: 2, qty: 1, value: 60 }], 2)).toEqual([{ customer_group_id: 2, qty: 1, value: 60 }]);
  });
});

describe('applyTierPrice', () => {
  it.each([
    ['tier below the price replaces it and zeroes the special', { final: 100, special: 0 }, 1, { final: 80, special: 0, tiered: true }],
    ['tier below an active special replaces it', { final: 95, special: 95 }, 1, { final: 80, special: 0, tiered: true }],
    ['a lower special beats the tier', { final: 50, special: 50 }, 1, { final: 50, special: 50, tiered: false }],
    ['equal tier changes nothing', { final: 80, special: 0 }, 1, { final: 80, special: 0, tiered: false }],
    ['no tier for the group', { final: 100, special: 0 }, 7, { final: 100, special: 0, tiered: false }],
  ])('%s', (_name, prices, group, expected) => {
    expect(applyTierPrice(prices, tiers, group)).toEqual(expected);
  });
});
