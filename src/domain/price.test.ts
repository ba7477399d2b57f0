// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayPrices, effectivePrices, isSpecialPriceActive } from './price.ts';

const now = new Date('2025-06-15T10:00:00Z');

describe('isSpecialPriceActive (spec 000 §4: today within from/to, either may be missing)', () => {
  it.each([
    [null, null, true],
    ['2025-06-01 00:00:00', null, true],
    ['2025-06-16 00:00:00', null, false],
    [null, '2025-06-30 00:00:00', true],
    [null, '2025-06-14 00:00:00', false],
    // A "to" day includes the whole day (Magento special_to_date).
    [null, '2025-06-15 00:00:00', true],
    [null, '2025-06-15', true],
    [null, '2025-06-15 09:59:59', false],
    ['2025-06-15 10:00:00', '2025-06-15 10:00:00', true],
    ['2025-01-01', '2025-12-31', true],
    ['2024-01-01', '2024-12-31', false],
    ['not a date', '', true],
  ])('from %s to %s → %s', (from, to, expected) => {
    expect(isSpecialPriceActive(from, to, now)).toBe(expected);
  });
});

describe('effectivePrices', () => {
  it.each([
    ['no special', { price: 100 }, { original: 100, special: 0, final: 100 }],
    ['active special', { price: 100, special_price: 80 }, { original: 100, special: 80, final: 80 }],
    ['special not lower is zeroed', { price: 100, special_price: 100 }, { original: 100, special: 0, final: 100 }],
    ['special above price is zeroed', { price: 100, special_price: 120 }, { original: 100, special: 0, final: 100 }],
    [
      'expired special is zeroed and a stale final_price ignored',
      { price: 100, special_price: 80, special_to_date: '2025-06-01 00:00:00', final_price: 80 },
      { original: 100, special: 0, final: 100 },
    ],
    [
      'future special is zeroed',
      { price: 100, special_price: 80, special_from_date: '2025-07-01 00:00:00' },
      { original: 100, special: 0, final: 100 },
    ],
    ['catalogue-rule final price without special', { price: 100, final_price: 90 }, { original: 100, special: 0, final: 90 }],
    ['final price above price is ignored', { price: 100, final_price: 110 }, { original: 100, special: 0, final: 100 }],
  ])('%s', (_name, source, expected) => {
    expect(effectivePrices(source, now)).toEqual(expected);
  });
});

describe('displayPrices (tiles and lists)', () => {
  it.each([
    ['no special: the final price', { price_incl_tax: 115, final_price_incl_tax: 115 }, { current: 115, original: null }],
    ['a special below the regular price: struck regular', { original_price_incl_tax: 115, price_incl_tax: 92, special_price_incl_tax: 92, final_price_incl_tax: 92 }, { current: 92, original: 115 }],
    ['a special not below the regular price is no special', { price_incl_tax: 115, special_price_incl_tax: 115, final_price_incl_tax: 115 }, { current: 115, original: null }],
    ['a zero special is none', { price_incl_tax: 115, special_price_incl_tax: 0, final_price_incl_tax: 103.5 }, { current: 103.5, original: null }],
    ['no final price: the regular one', { price_incl_tax: 50 }, { current: 50, original: null }],
    ['nothing priced', {}, { current: 0, original: null }],
  ])('%s', (_name, p, expected) => expect(displayPrices(p)).toEqual(expected));
});
