// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    // Spaces around a stored date do not make it unreadable, nor turn a day into a moment.
    [null, ' 2025-06-14 00:00:00 ', false],
    [null, '2025-06-15 ', true],
    // Midnight written without seconds is still a whole day; any other moment is not.
    [null, '2025-06-15 00:00', true],
    [null, '2025-06-15 00:00:00.500', false],
    // A date with a zone is that moment, whatever the zone's notation.
    [null, '2025-06-15T11:59:59+02:00', false],
    [null, '2025-06-15T12:00:00+02:00', true],
    [null, '2025-06-15T11:59:59+0200', false],
    [null, '2025-06-15T12:00:00+0200', true],
    ['2025-06-15T10:00:01Z', null, false],
    ['2025-06-15T09:00:00-01:00', null, true],
    ['2025-06-15T09:00:01-01:00', null, false],
    // Midnight with a zone is a moment too, not the whole day (06-14 22:00 UTC here).
    [null, '2025-06-15T00:00:00+02:00', false],
  ])('from %s to %s → %s', (from, to, expected) => {
    expect(isSpecialPriceActive(from, to, now)).toBe(expected);
  });

  it.each([
    ['the last moment of its last day', '2025-06-15T23:59:59.999Z', true],
    ['the midnight that ends its last day', '2025-06-16T00:00:00Z', false],
  ])('a special to 2025-06-15 still counts at %s: %s', (_name, at, expected) => {
    expect(isSpecialPriceActive(null, '2025-06-15', new Date(at))).toBe(expected);
    expect(isSpecialPriceActive(null, '2025-06-15 00:00:00', new Date(at))).toBe(expected);
  });
});

describe('domain dates without a zone are UTC, whatever the machine zone', () => {
  // Chatham is UTC+12:45 in June: read as local time, 2025-06-15 10:00 would be 06-14 21:15 UTC.
  // Setting TZ takes effect in a forked test process, not in a worker thread; there the process
  // must start in a non-UTC zone (npm run test:mutation does), or the first assertion fails.
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = 'Pacific/Chatham';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it.each([
    ['from a moment just past now', '2025-06-15 10:00:01', null, false],
    ['from now', '2025-06-15 10:00:00', null, true],
    ['to a moment just before now', null, '2025-06-15T09:59:59', false],
    ['to now', null, '2025-06-15T10:00:00', true],
  ])('%s', (_name, from, to, expected) => {
    expect(new Date('2025-06-15T10:00:00').getTimezoneOffset(), 'the test runs in a non-UTC zone').not.toBe(0);
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
    ['future special is zeroed', { price: 100, special_price: 80, special_from_date: '2025-07-01 00:00:00' }, { original: 100, special: 0, final: 100 }],
    ['catalogue-rule final price without special', { price: 100, final_price: 90 }, { original: 100, special: 0, final: 90 }],
    ['final price above price is ignored', { price: 100, final_price: 110 }, { original: 100, special: 0, final: 100 }],
    ['a zero list price with a special: the special is paid', { price: 0, special_price: 5 }, { original: 0, special: 5, final: 5 }],
    ['a zero list price without a special is free', { price: 0 }, { original: 0, special: 0, final: 0 }],
    ['a negative list price counts as none', { price: -10 }, { original: 0, special: 0, final: 0 }],
    ['a negative special price is no special', { price: 100, special_price: -20 }, { original: 100, special: 0, final: 100 }],
    ['an endless list price counts as none', { price: Infinity, special_price: 5 }, { original: 0, special: 5, final: 5 }],
    [
      'a special ended yesterday does not count today',
      { price: 100, special_price: 80, special_to_date: '2025-06-14' },
      { original: 100, special: 0, final: 100 },
    ],
    ['a special on its last day counts', { price: 100, special_price: 80, special_to_date: '2025-06-15' }, { original: 100, special: 80, final: 80 }],
  ])('%s', (_name, source, expected) => {
    expect(effectivePrices(source, now)).toEqual(expected);
  });
});

describe('displayPrices (tiles and lists)', () => {
  it.each([
    ['no special: the final price', { price_incl_tax: 115, final_price_incl_tax: 115 }, { current: 115, original: null }],
    [
      'a special below the regular price: struck regular',
      { original_price_incl_tax: 115, price_incl_tax: 92, special_price_incl_tax: 92, final_price_incl_tax: 92 },
      { current: 92, original: 115 },
    ],
    [
      'a special not below the regular price is no special',
      { price_incl_tax: 115, special_price_incl_tax: 115, final_price_incl_tax: 115 },
      { current: 115, original: null },
    ],
    ['a zero special is none', { price_incl_tax: 115, special_price_incl_tax: 0, final_price_incl_tax: 103.5 }, { current: 103.5, original: null }],
    ['no final price: the regular one', { price_incl_tax: 50 }, { current: 50, original: null }],
    ['nothing priced', {}, { current: 0, original: null }],
  ])('%s', (_name, p, expected) => expect(displayPrices(p)).toEqual(expected));
});
