import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatPrice (spec 000 §1: sign, then amount with two decimals)', () => {
  it.each([
    [12.5, 'R12.50'],
    [0, 'R0.00'],
    [1234.5, 'R1,234.50'],
    [19.999, 'R20.00'],
    ['7.1', 'R7.10'],
  ])('formats %s as %s for the default ZAR store view', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('puts a leading minus before the sign of a negative amount', () => {
    expect(formatPrice(-12.5)).toBe('-R12.50');
  });

  it('returns non-numeric values unchanged', () => {
    expect(formatPrice('n/a')).toBe('n/a');
    expect(formatPrice(undefined)).toBe('');
  });

  it('writes the default view without building an Intl.NumberFormat (its locale data costs a phone a long task)', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./format');
      expect(fresh.formatPrice(1234.5)).toBe('R1,234.50');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('writes the default view as Intl does, rounding included', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    const reference = (v: number) => `${v < 0 && Math.abs(v) >= 0.005 ? '-' : ''}R${intl.format(Math.abs(v))}`;
    // Ties on the shortest decimal form (1.005, 2.675), a carry into a new group (999.995), sums and tax factors.
    const amounts = [
      0,
      0.004,
      0.005,
      0.015,
      1.005,
      1.0049999999999999,
      2.675,
      8.345,
      999.995,
      999999.995,
      0.1 + 0.2,
      10 * 1.15,
      -0.004,
      -2.675,
      1e-7,
      1e21,
      9e15,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 16807) % 2147483647;
      const v = (seed % 10_000_000) / 10 ** (seed % 5);
      amounts.push(v, v * 1.15, v / 3);
    }
    for (const v of amounts) expect(formatPrice(v), String(v)).toBe(reference(v));
  });

  it('uses Intl for another currency', () => {
    expect(formatPrice(3, 'EUR')).toMatch(/€\s?3\.00|3\.00\s?€/);
  });
});

describe('formatDate (HH:mm D/M/YYYY)', () => {
  it('formats a local date and time without leading zeros on day and month', () => {
    expect(formatDate(new Date(2024, 2, 5, 9, 7))).toBe('09:07 5/3/2024');
  });

  it('accepts the server timestamp shape with a space', () => {
    expect(formatDate('2023-11-30 18:45:00')).toBe('18:45 30/11/2023');
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
