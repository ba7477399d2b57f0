// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  courierDelivers,
  courierIsFree,
  shippableCountries,
  isVirtualCart,
  isVirtualType,
  shippingLineFor,
  shippingRatesFor,
  shippingTermsOf,
  type ShippingContext,
} from './shipping.ts';
import { courierStandardRate } from '../../test/support/shippingFixtures.ts';

const ctx = (fields: Partial<ShippingContext> = {}): ShippingContext => ({
  vatPercent: 15,
  goodsInclTax: 100,
  physical: true,
  country: null,
  storeCountry: 'ZA',
  ...fields,
});

describe('virtual products', () => {
  it.each([
    ['virtual', true],
    ['downloadable', true],
    ['simple', false],
    ['bundle', false],
    ['configurable', false],
    ['grouped', false],
  ])('%s ships nothing: %s', (type, expected) => expect(isVirtualType(type)).toBe(expected));

  it.each([
    ['an empty cart is not virtual (it may still ship)', [], false],
    ['only virtual and downloadable lines', ['virtual', 'downloadable'], true],
    ['one line that ships', ['virtual', 'simple'], false],
  ])('%s', (_name, types, expected) => expect(isVirtualCart(types)).toBe(expected));
});

describe('shipping rates', () => {
  it.each([
    ['below R600', 599.99, false],
    ['exactly R600', 600, true],
    ['above', 600.01, true],
    ['float noise at the threshold', 599.995, true],
  ])('courier free %s: %s', (_name, goods, expected) => expect(courierIsFree(goods)).toBe(expected));

  it.each([
    ['unknown country', null, true],
    ['the store country in any case', 'za', true],
    ['another country', 'DE', false],
  ])('courier delivers to %s: %s', (_name, country, expected) => expect(courierDelivers(country, 'ZA')).toBe(expected));

  it.each([
    [
      'R65 courier and free pickup',
      ctx(),
      [
        ['courier', 65, 56.52],
        ['pickup', 0, 0],
      ],
    ],
    [
      'free courier from R600',
      ctx({ goodsInclTax: 600 }),
      [
        ['courier', 0, 0],
        ['pickup', 0, 0],
      ],
    ],
    ['no courier abroad', ctx({ country: 'DE' }), [['pickup', 0, 0]]],
    [
      'the courier of a German store view delivers in Germany, taxed at its rate',
      ctx({ country: 'DE', storeCountry: 'DE', vatPercent: 19 }),
      [
        ['courier', 65, 54.62],
        ['pickup', 0, 0],
      ],
    ],
    ['nothing for a virtual cart', ctx({ physical: false }), []],
  ])('%s', (_name, c, expected) => {
    expect(shippingRatesFor(c).map((r) => [r.carrier_code, r.price_incl_tax, r.price_excl_tax])).toEqual(expected);
  });

  it('names the free courier by its threshold', () => {
    expect(shippingRatesFor(ctx({ goodsInclTax: 700 }))[0]).toMatchObject({ method_title: 'Free delivery from R600', amount: 0, available: true });
  });

  it.each([
    ['the courier', { carrier: 'courier', method: 'standard' }, ctx(), { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 }],
    [
      'pickup',
      { carrier: 'pickup', method: 'store' },
      ctx({ vatPercent: 22 }),
      { title: 'Collect in store - Cape Town store', price_incl_tax: 0, tax_percent: 22 },
    ],
    ['a method not offered', { carrier: 'courier', method: 'standard' }, ctx({ country: 'IT' }), null],
    ['an unknown method', { carrier: 'courier', method: 'express' }, ctx(), null],
  ])('the shipping line of %s', (_name, choice, c, expected) => expect(shippingLineFor(choice, c)).toEqual(expected));
});

describe('shipping in euro (the de and it store views)', () => {
  const de = (fields: Partial<ShippingContext> = {}) => ctx({ storeCountry: 'DE', country: 'DE', vatPercent: 19, ...fields });
  const it_ = (fields: Partial<ShippingContext> = {}) => ctx({ storeCountry: 'IT', country: 'IT', vatPercent: 22, ...fields });
  it.each([
    ['a German address: courier 4.90, no store to collect from', de({ goodsInclTax: 20 }), [['courier', 'Standard', 4.9, 4.12]]],
    ['free from 50 in Germany', de({ goodsInclTax: 50 }), [['courier', 'Free delivery from €50', 0, 0]]],
    ['an Italian address, taxed at 22%', it_({ goodsInclTax: 49.99 }), [['courier', 'Standard', 4.9, 4.02]]],
    ['an Italian address in the German view: nothing', de({ country: 'IT' }), []],
    ['a virtual cart: nothing', de({ physical: false }), []],
  ])('%s', (_name, c, expected) => {
    expect(shippingRatesFor(c, 'EUR').map((r) => [r.carrier_code, r.method_title, r.price_incl_tax, r.price_excl_tax])).toEqual(expected);
  });

  it.each([
    ['the euro courier', { carrier: 'courier', method: 'standard' }, { title: 'Courier - Standard', price_incl_tax: 4.9, tax_percent: 19 }],
    ['the Cape Town pickup is not offered', { carrier: 'pickup', method: 'store' }, null],
  ])('the shipping line of %s', (_name, choice, expected) => expect(shippingLineFor(choice, de({ goodsInclTax: 20 }), 'EUR')).toEqual(expected));

  it.each([
    ['ZAR', 65, 600, true],
    ['EUR', 4.9, 50, false],
    ['an unlisted currency has the rand terms', 65, 600, true],
  ])('terms of %s', (currency, flatRate, freeFrom, pickup) => expect(shippingTermsOf(currency)).toMatchObject({ flatRate, freeFrom, pickup }));
});

describe('countries a shipping address may name', () => {
  it.each([
    // Rand: the courier delivers in ZA, the stores serve every neighbour (collect in store).
    ['ZA', 'ZAR', ['ZA', 'BW', 'LS', 'NA', 'SZ', 'ZW', 'MZ']],
    // Euro: no stores, and the courier delivers in the view's country only.
    ['DE', 'EUR', ['DE']],
    ['IT', 'EUR', ['IT']],
  ])('%s in %s: %j', (country, currency, expected) => {
    expect(shippableCountries(country, currency)).toEqual(expected);
  });
});

describe('a shipping rate in full', () => {
  it('says who delivers, at what price, available and without an error', () => {
    expect(shippingRatesFor(ctx())[0]).toEqual(courierStandardRate);
  });
  it('needs the carrier as well as the method to match', () => {
    expect(shippingLineFor({ carrier: 'pickup', method: 'standard' }, ctx())).toBeNull();
  });
});
