// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { couponApplies, couponInDates, couponReachesMinimum, couponRule, type CouponTerms } from './coupon.ts';

const terms = (fields: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'C',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  startsAt: null,
  expiresAt: null,
  ...fields,
});
const now = new Date('2026-03-01T10:00:00Z');

describe('coupon terms', () => {
  it.each([
    ['open dates', terms(), true],
    ['started', terms({ startsAt: '2026-03-01T10:00:00Z' }), true],
    ['not started yet', terms({ startsAt: '2026-03-01T10:00:01Z' }), false],
    ['expires later', terms({ expiresAt: '2026-03-01T10:00:01Z' }), true],
    ['expired at this instant', terms({ expiresAt: '2026-03-01T10:00:00Z' }), false],
    ['an offset is a real instant', terms({ expiresAt: '2026-03-01T11:30:00+01:00' }), true],
  ])('in its dates: %s', (_name, c, expected) => expect(couponInDates(c, now)).toBe(expected));

  it.each([
    ['no minimum, some items', 0, 0.01, true],
    ['no minimum, an empty cart', 0, 0, false],
    ['exactly the minimum', 300, 300, true],
    ['a cent below', 300, 299.99, false],
    ['float noise at the minimum', 300, 299.999, true],
  ])('reaches its minimum: %s', (_name, min, subtotal, expected) => expect(couponReachesMinimum({ minSubtotal: min }, subtotal)).toBe(expected));

  it.each([
    ['dates and minimum met', terms({ minSubtotal: 100 }), 100, true],
    ['minimum not met', terms({ minSubtotal: 100 }), 99, false],
    ['expired', terms({ expiresAt: '2026-01-01T00:00:00Z' }), 500, false],
  ])('applies: %s', (_name, c, subtotal, expected) => expect(couponApplies(c, subtotal, now)).toBe(expected));

  it.each([
    [terms({ kind: 'percent', value: 10 }), { percent: 10 }],
    [terms({ kind: 'fixed', value: 50 }), { amount: 50 }],
  ])('its discount rule: %j', (c, expected) => expect(couponRule(c)).toEqual(expected));
});
