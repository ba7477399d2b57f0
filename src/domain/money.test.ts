import { describe, expect, it } from 'vitest';
import { round2, taxFromGross, taxOnNet, toCents } from './money';

describe('money', () => {
  it.each([
    [1.005, 1.01],
    [10, 10],
    [1.777777, 1.78],
    [9.1, 9.1],
    [1234.5678, 1234.57],
    [1.555, 1.56],
    [1.3555, 1.36],
    [-2.345, -2.35],
  ])('round2(%s) = %s (the vsf-utilities roundTo vectors)', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it('rounds to cents as the string round trip (toFixed(8)) does, near half a cent too', () => {
    const byString = (amount: number) => (amount < 0 ? -1 : 1) * Math.round(Number((Math.abs(amount) * 100).toFixed(8)));
    const amounts = [0, 0.005, 0.015, 1.005, 2.675, 1.0049999999, 1.00499999999, 12.99, 19.995, -0.125, 1e19, 123456.785, NaN, Infinity];
    for (let cents = 0; cents < 5_000; cents++) amounts.push(cents / 100, cents / 100 + 0.005, -(cents / 1000));
    for (const amount of amounts) expect(toCents(amount), String(amount)).toBe(byString(amount));
  });

  it('computes 15% VAT on a net amount in cents', () => {
    expect(taxOnNet(toCents(100), 15)).toBe(1500);
    expect(taxOnNet(toCents(0.99), 15)).toBe(15);
  });

  it('splits the tax out of a gross amount', () => {
    expect(taxFromGross(11500, 15)).toBe(1500);
  });
});
