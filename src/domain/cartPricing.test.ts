// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applicableCoupon, priceCart, type CartPricingInput } from './cartPricing.ts';
import type { CouponTerms } from './coupon.ts';
import type { TotalsLine } from './totals.ts';
import { couponCourierGiftCardTotals } from '../../test/support/cartTotalsFixtures.ts';

const now = new Date('2026-03-01T10:00:00Z');
const line = (fields: Partial<TotalsLine> = {}): TotalsLine => ({ item_id: 1, name: 'x', qty: 1, price: 100, price_incl_tax: 115, tax_percent: 15, ...fields });
const healthy10: CouponTerms = { code: 'HEALTHY10', kind: 'percent', value: 10, minSubtotal: 0, startsAt: null, expiresAt: null };
const save50: CouponTerms = { code: 'SAVE50', kind: 'fixed', value: 50, minSubtotal: 300, startsAt: null, expiresAt: null };
const courier = { carrier: 'courier', method: 'standard', country: null };
const input = (fields: Partial<CartPricingInput> = {}): CartPricingInput => ({
  lines: [line({ qty: 2 })],
  physical: true,
  vatPercent: 15,
  coupon: null,
  voucher: null,
  shipping: null,
  storeCountry: 'ZA',
  currency: 'ZAR',
  ...fields,
});
const segments = (i: CartPricingInput) => priceCart(i, now).totals.total_segments.map((s) => [s.code, s.value]);

describe('applicableCoupon', () => {
  it.each([
    ['none', null, [line()], null],
    ['a percent coupon on any items', healthy10, [line()], 'HEALTHY10'],
    ['a fixed coupon below its minimum', save50, [line({ qty: 2 })], null],
    ['a fixed coupon at its minimum (R345)', save50, [line({ qty: 3 })], 'SAVE50'],
    ['an empty cart', healthy10, [], null],
  ])('%s', (_name, coupon, lines, expected) => expect(applicableCoupon(lines, coupon, now)?.code ?? null).toBe(expected));
});

describe('priceCart', () => {
  it.each([
    [
      'items only',
      input(),
      [
        ['subtotal', 230],
        ['tax', 30],
        ['grand_total', 230],
      ],
    ],
    [
      'courier',
      input({ shipping: courier }),
      [
        ['subtotal', 230],
        ['shipping', 65],
        ['tax', 38.48],
        ['grand_total', 295],
      ],
    ],
    [
      'coupon and courier',
      input({ coupon: healthy10, shipping: courier }),
      [
        ['subtotal', 230],
        ['shipping', 65],
        ['discount', -23],
        ['tax', 35.48],
        ['grand_total', 272],
      ],
    ],
    ['coupon, courier and a gift card', input({ coupon: healthy10, shipping: courier, voucher: { code: 'GIFT', balance: 100 } }), couponCourierGiftCardTotals],
    [
      'a carried coupon below its minimum takes nothing off',
      input({ coupon: save50 }),
      [
        ['subtotal', 230],
        ['tax', 30],
        ['grand_total', 230],
      ],
    ],
    // R690 of goods, R621 after 10%: the courier is free.
    [
      'the courier is free from R600 after the discount',
      input({ lines: [line({ qty: 6 })], coupon: healthy10, shipping: courier }),
      [
        ['subtotal', 690],
        ['shipping', 0],
        ['discount', -69],
        ['tax', 81],
        ['grand_total', 621],
      ],
    ],
    // R552 of goods, R496.80 after 10%: under R600, so the courier costs R65.
    [
      'but not when the discount takes the goods under R600',
      input({ lines: [line({ qty: 6, price: 80, price_incl_tax: 92 })], coupon: healthy10, shipping: courier }),
      [
        ['subtotal', 552],
        ['shipping', 65],
        ['discount', -55.2],
        ['tax', 73.28],
        ['grand_total', 561.8],
      ],
    ],
    [
      'shipping taxed at the store rate, not a line rate',
      input({ lines: [line({ price: 100, price_incl_tax: 100, tax_percent: 0 })], shipping: courier, vatPercent: 22 }),
      [
        ['subtotal', 100],
        ['shipping', 65],
        ['tax', 11.72],
        ['grand_total', 165],
      ],
    ],
    [
      'a virtual cart ships nothing',
      input({ physical: false, shipping: courier }),
      [
        ['subtotal', 230],
        ['tax', 30],
        ['grand_total', 230],
      ],
    ],
  ])('%s', (_name, i, expected) => expect(segments(i)).toEqual(expected));

  it.each([
    ['an offered method', input({ shipping: courier }), false],
    ['the courier abroad', input({ shipping: { ...courier, country: 'DE' } }), true],
    ['an unknown method', input({ shipping: { carrier: 'x', method: 'y', country: null } }), true],
    ['any method on a virtual cart', input({ physical: false, shipping: courier }), false],
    ['no method', input(), false],
  ])('refuses shipping: %s → %s', (_name, i, expected) => {
    const priced = priceCart(i, now);
    expect(priced.shippingRefused).toBe(expected);
    if (expected) expect(priced.totals.total_segments.map((s) => s.code)).not.toContain('shipping');
  });

  it('reports the coupon that applied, the goods the courier threshold saw and the store currency', () => {
    const priced = priceCart(input({ coupon: healthy10, currency: 'EUR', storeCountry: 'DE', shipping: courier }), now);
    expect(priced.coupon).toBe(healthy10);
    expect(priced.shippingContext).toEqual({ vatPercent: 15, goodsInclTax: 207, physical: true, country: null, storeCountry: 'DE' });
    expect(priced.totals).toMatchObject({ coupon_code: 'HEALTHY10', quote_currency_code: 'EUR' });
  });
});

describe('priceCart names the tax VAT', () => {
  it('titles the tax segment and its rates VAT', () => {
    const tax = priceCart(input(), now).totals.total_segments.find((s) => s.code === 'tax');
    expect(tax).toMatchObject({ title: 'VAT', extension_attributes: { tax_grandtotal_details: [{ rates: [{ percent: '15', title: 'VAT 15%' }] }] } });
  });
});
