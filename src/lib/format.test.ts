import { describe, expect, it } from 'vitest';
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
