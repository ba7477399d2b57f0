// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../app/store';
import type { CartPricingTerms } from '../../domain/cartPricing';
import type { CartItem } from '../../domain/cartItem';
import { selectCartTotals } from './cartSelectors';
import cartReducer, { initialCartState, totalsReceived, type CartState, type ShippingMethod } from './cartSlice';
import { couponCourierGiftCardTotals } from '../../../test/support/cartTotalsFixtures';

const item = (fields: Partial<CartItem> = {}): CartItem => ({
  sku: 'FLOUR',
  name: 'Flour',
  qty: 2,
  type_id: 'simple',
  price: 100,
  price_incl_tax: 115,
  tax_percent: 15,
  ...fields,
});
const courier: ShippingMethod = { carrier_code: 'courier', method_code: 'standard', carrier_title: 'Courier', method_title: 'Standard', price_incl_tax: 65 };
const terms: CartPricingTerms = {
  vatPercent: 15,
  coupon: { code: 'HEALTHY10', kind: 'percent', value: 10, minSubtotal: 0, startsAt: null, expiresAt: null },
  voucher: { code: 'GIFT-DEMO-0100', balance: 100 },
  storeCountry: 'ZA',
  currency: 'ZAR',
};
const offline = (cart: Partial<CartState>, country = 'ZA') =>
  selectCartTotals({ cart: { ...initialCartState, ...cart }, ui: { online: false }, checkout: { shippingDetails: { country } } } as unknown as RootState);
const segments = (view: ReturnType<typeof selectCartTotals>) => view.segments.map((s) => [s.code, s.value]);

describe('offline cart totals', () => {
  it.each([
    [
      'the coupon, the courier and the gift card the server last priced with',
      { cartItems: [item()], shipping: courier, pricing: terms },
      couponCourierGiftCardTotals,
    ],
    [
      'the courier free once the goods after the discount reach R600 (the stored method said R65)',
      { cartItems: [item({ qty: 6 })], shipping: courier, pricing: { ...terms, voucher: null } },
      [
        ['subtotal', 690],
        ['shipping', 0],
        ['discount', -69],
        ['tax', 81],
        ['grand_total', 621],
      ],
    ],
    [
      'shipping taxed at the store VAT rate, not a line rate',
      { cartItems: [item({ qty: 1, price: 100, price_incl_tax: 100, tax_percent: 0 })], shipping: courier, pricing: { ...terms, coupon: null, voucher: null } },
      [
        ['subtotal', 100],
        ['shipping', 65],
        ['tax', 8.48],
        ['grand_total', 165],
      ],
    ],
    [
      'a line without its rate takes the one its prices imply',
      { cartItems: [item({ tax_percent: undefined })], pricing: { ...terms, voucher: null } },
      [
        ['subtotal', 230],
        ['discount', -23],
        ['tax', 27],
        ['grand_total', 207],
      ],
    ],
    [
      'a backend that sent no terms: the offered shipping price and no codes',
      { cartItems: [item()], shipping: courier, pricing: null },
      [
        ['subtotal', 230],
        ['shipping', 65],
        ['tax', 38.48],
        ['grand_total', 295],
      ],
    ],
  ])('%s', (_name, cart, expected) => {
    const view = offline(cart);
    expect(view.fromServer).toBe(false);
    expect(segments(view)).toEqual(expected);
  });

  it('drops the courier for a delivery abroad, as the server does', () => {
    expect(segments(offline({ cartItems: [item()], shipping: courier, pricing: { ...terms, coupon: null, voucher: null } }, 'DE'))).toEqual([
      ['subtotal', 230],
      ['tax', 30],
      ['grand_total', 230],
    ]);
  });

  it('keeps the pricing terms the server sends with its totals, and none from a backend without them', () => {
    const totals = { grand_total: 1, total_segments: [], extension_attributes: { pricing_terms: terms } };
    expect(cartReducer(initialCartState, totalsReceived({ totals, at: 1 })).pricing).toEqual(terms);
    expect(cartReducer({ ...initialCartState, pricing: terms }, totalsReceived({ totals: { grand_total: 1 }, at: 2 })).pricing).toBeNull();
  });
});
