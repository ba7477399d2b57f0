// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateTotals, lineTotalInclTax, type TotalsLine } from './totals.ts';

const line = (fields: Partial<TotalsLine>): TotalsLine => ({ item_id: 1, name: 'x', qty: 1, price: 10, price_incl_tax: 11.5, tax_percent: 15, ...fields });

describe('calculateTotals', () => {
  it.each([
    ['empty cart', [], null, { subtotal_incl_tax: 0, tax_amount: 0, grand_total: 0 }],
    ['one line', [line({ qty: 2 })], null, { subtotal: 20, subtotal_incl_tax: 23, tax_amount: 3, grand_total: 23 }],
    [
      'two lines and shipping once per cart (not per line as VSF1)',
      [line({ qty: 1, price: 1, price_incl_tax: 1.15 }), line({ item_id: 2, qty: 3, price: 0.87, price_incl_tax: 1 })],
      { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 },
      {
        subtotal: 3.61,
        subtotal_incl_tax: 4.15,
        shipping_incl_tax: 65,
        shipping_tax_amount: 8.48,
        shipping_amount: 56.52,
        tax_amount: 9.02,
        grand_total: 69.15,
      },
    ],
    [
      'no float drift over many lines',
      Array.from({ length: 10 }, (_, i) => line({ item_id: i, price: 0.1, price_incl_tax: 0.12 })),
      null,
      { subtotal: 1, subtotal_incl_tax: 1.2, tax_amount: 0.2, grand_total: 1.2 },
    ],
  ])('%s', (_name, lines, shipping, expected) => {
    expect(calculateTotals(lines, { shipping })).toMatchObject(expected);
  });

  it('has item rows joinable by item_id with options as a JSON string', () => {
    const t = calculateTotals([line({ item_id: 7, qty: 3, options: [{ label: 'Flavour', value: 'Vanilla' }] })]);
    expect(t.items[0]).toMatchObject({ item_id: 7, qty: 3, row_total: 30, row_total_incl_tax: 34.5, tax_amount: 4.5, tax_percent: 15 });
    expect(JSON.parse(t.items[0].options)).toEqual([{ label: 'Flavour', value: 'Vanilla' }]);
    expect(t.items_qty).toBe(3);
  });

  it('lists the segments subtotal, shipping, discount, tax and grand_total', () => {
    const t = calculateTotals([line({ qty: 2 })], {
      shipping: { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 },
      discount: 5,
      taxTitle: 'VAT',
    });
    // The R5 discount incl. VAT carries R0.65 of VAT: 3.00 - 0.65 + 8.48 shipping VAT.
    expect(t.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 23],
      ['shipping', 65],
      ['discount', -5],
      ['tax', 10.83],
      ['grand_total', 83],
    ]);
    expect(t.discount_amount).toBe(-5);
    expect(t.total_segments.find((s) => s.code === 'grand_total')?.area).toBe('footer');
  });

  it('omits shipping and discount segments when there are none', () => {
    expect(calculateTotals([line({})]).total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });

  const courier = { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 };
  // Lines: 2 × R115 (VAT 15%) and 1 × R50 zero-rated; subtotal incl. VAT R280.
  const mixed = [line({ qty: 2, price: 100, price_incl_tax: 115 }), line({ item_id: 2, qty: 1, price: 50, price_incl_tax: 50, tax_percent: 0 })];
  it.each([
    ['10% coupon', { percent: 10 }, null, { discount_amount: -28, tax_amount: 35.48, grand_total: 317, subtotal_with_discount: 225 }, [-28, 35.48, 317]],
    ['R50 fixed coupon shared by line amount', { amount: 50 }, null, { discount_amount: -50, tax_amount: 33.12, grand_total: 295 }, [-50, 33.12, 295]],
    [
      'a fixed coupon above the items caps at the items, not the shipping',
      { amount: 500 },
      null,
      { discount_amount: -280, tax_amount: 8.48, grand_total: 65 },
      [-280, 8.48, 65],
    ],
    [
      'a voucher pays part and keeps the VAT',
      null,
      { code: 'GIFT', balance: 100 },
      { discount_amount: 0, tax_amount: 38.48, grand_total: 245, voucher_amount: 100 },
      [null, 38.48, 245],
    ],
    ['a voucher above the total pays it all', { percent: 10 }, { code: 'GIFT', balance: 1000 }, { grand_total: 0, voucher_amount: 317 }, [-28, 35.48, 0]],
  ])('%s', (_name, discount, voucher, expected, [seg, tax, grand]) => {
    const t = calculateTotals(mixed, { shipping: courier, discount, voucher, couponCode: discount ? 'CODE' : null });
    expect(t).toMatchObject(expected);
    const value = (code: string) => t.total_segments.find((s) => s.code === code)?.value ?? null;
    expect([value('discount'), value('tax'), value('grand_total')]).toEqual([seg, tax, grand]);
    // Every segment adds up: subtotal + shipping + discount + gift card = grand total.
    expect(Math.round((value('subtotal')! + value('shipping')! + (value('discount') ?? 0) + (value('giftcardaccount') ?? 0)) * 100)).toBe(
      Math.round(grand! * 100),
    );
    // The item discounts add up to the cart's discount.
    expect(Math.round(t.items.reduce((n, i) => n + i.discount_amount, 0) * 100)).toBe(Math.round(-t.discount_amount * 100) || 0);
  });

  it('names the coupon on the discount segment and reports coupon_code only with a coupon', () => {
    const t = calculateTotals(mixed, { discount: { percent: 10 }, couponCode: 'HEALTHY10' });
    expect(t.coupon_code).toBe('HEALTHY10');
    expect(t.total_segments.find((s) => s.code === 'discount')).toEqual({ code: 'discount', title: 'Discount (HEALTHY10)', value: -28 });
    expect(t.items.map((i) => [i.discount_amount, i.discount_percent, i.tax_amount])).toEqual([
      [23, 10, 27],
      [5, 10, 0],
    ]);
    expect(calculateTotals(mixed)).not.toHaveProperty('coupon_code');
  });

  it('puts the gift card segment before the grand total', () => {
    const t = calculateTotals(mixed, { voucher: { code: 'GIFT-1', balance: 20 } });
    expect(t.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 280],
      ['tax', 30],
      ['giftcardaccount', -20],
      ['grand_total', 260],
    ]);
    expect(t).toMatchObject({ voucher_code: 'GIFT-1', voucher_amount: 20 });
  });

  it.each([
    ['3 × R129.49 without float noise', 3, 129.49, 388.47],
    ['a unit price with float noise counts in cents', 2, 0.1 + 0.2, 0.6],
    ['one unit', 1, 490.47, 490.47],
  ])('a line total incl. tax: %s', (_name, qty, unit, expected) => {
    expect(lineTotalInclTax({ qty, price_incl_tax: unit })).toBe(expected);
    expect(calculateTotals([line({ qty, price_incl_tax: unit })]).items[0]?.row_total_incl_tax).toBe(expected);
  });
});

describe('calculateTotals: every field /api/cart/totals returns', () => {
  const vanilla = [{ label: 'Flavour', value: 'Vanilla' }];
  const productOption = { extension_attributes: { custom_options: [{ option_id: 1, option_value: '11' }] } };
  const lines = [
    line({ item_id: 1, name: 'Whey', qty: 2, price: 100, price_incl_tax: 115, options: vanilla, product_option: productOption }),
    line({ item_id: 2, name: 'Oats', qty: 1, price: 50, price_incl_tax: 50, tax_percent: 0 }),
  ];
  const opts = {
    shipping: { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 },
    discount: { percent: 10 },
    couponCode: 'HEALTHY10',
    voucher: { code: 'GIFT', balance: 100 },
    currency: 'USD',
    taxTitle: 'VAT',
  };

  it('reports a cart with a coupon, shipping, a gift card and two VAT rates field by field', () => {
    // Whey: 2 × R115 = R230 with R30 VAT; 10 % off is R23, of which R3 is VAT. Oats: R50, no VAT, R5 off.
    // Shipping R65 carries R8.48 VAT. R280 + R65 - R28 = R317, the gift card pays R100 of it.
    expect(calculateTotals(lines, opts)).toStrictEqual({
      grand_total: 217,
      base_grand_total: 217,
      subtotal: 250,
      base_subtotal: 250,
      subtotal_with_discount: 225,
      base_subtotal_with_discount: 225,
      subtotal_incl_tax: 280,
      base_subtotal_incl_tax: 280,
      discount_amount: -28,
      base_discount_amount: -28,
      shipping_amount: 56.52,
      base_shipping_amount: 56.52,
      shipping_discount_amount: 0,
      base_shipping_discount_amount: 0,
      shipping_tax_amount: 8.48,
      base_shipping_tax_amount: 8.48,
      shipping_incl_tax: 65,
      base_shipping_incl_tax: 65,
      tax_amount: 35.48,
      base_tax_amount: 35.48,
      weee_tax_applied_amount: null,
      base_currency_code: 'USD',
      quote_currency_code: 'USD',
      coupon_code: 'HEALTHY10',
      voucher_code: 'GIFT',
      voucher_amount: 100,
      items_qty: 3,
      items: [
        {
          item_id: 1,
          name: 'Whey',
          qty: 2,
          price: 100,
          base_price: 100,
          price_incl_tax: 115,
          base_price_incl_tax: 115,
          row_total: 200,
          base_row_total: 200,
          row_total_with_discount: 180,
          row_total_incl_tax: 230,
          base_row_total_incl_tax: 230,
          tax_amount: 27,
          base_tax_amount: 27,
          tax_percent: 15,
          discount_amount: 23,
          base_discount_amount: 23,
          discount_percent: 10,
          weee_tax_applied_amount: null,
          weee_tax_applied: null,
          options: JSON.stringify(vanilla),
          product_option: productOption,
        },
        {
          item_id: 2,
          name: 'Oats',
          qty: 1,
          price: 50,
          base_price: 50,
          price_incl_tax: 50,
          base_price_incl_tax: 50,
          row_total: 50,
          base_row_total: 50,
          row_total_with_discount: 45,
          row_total_incl_tax: 50,
          base_row_total_incl_tax: 50,
          tax_amount: 0,
          base_tax_amount: 0,
          tax_percent: 0,
          discount_amount: 5,
          base_discount_amount: 5,
          discount_percent: 10,
          weee_tax_applied_amount: null,
          weee_tax_applied: null,
          options: '[]',
        },
      ],
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 280 },
        { code: 'shipping', title: 'Shipping & Handling (Courier - Standard)', value: 65 },
        { code: 'discount', title: 'Discount (HEALTHY10)', value: -28 },
        {
          code: 'tax',
          title: 'VAT',
          value: 35.48,
          area: 'taxes',
          // Zero-rated lines name no rate.
          extension_attributes: { tax_grandtotal_details: [{ amount: 35.48, rates: [{ percent: '15', title: 'VAT 15%' }], group_id: 1 }] },
        },
        { code: 'giftcardaccount', title: 'Gift Card (GIFT)', value: -100 },
        { code: 'grand_total', title: 'Grand Total', value: 217, area: 'footer' },
      ],
    });
  });

  it('names every rate once, in the order the lines bring them', () => {
    const rates = calculateTotals([line({ tax_percent: 15 }), line({ item_id: 2, tax_percent: 7 }), line({ item_id: 3, tax_percent: 15 })]).total_segments.find(
      (s) => s.code === 'tax',
    )?.extension_attributes;
    expect(rates).toEqual({
      tax_grandtotal_details: [
        {
          amount: 4.5,
          rates: [
            { percent: '15', title: 'VAT 15%' },
            { percent: '7', title: 'VAT 7%' },
          ],
          group_id: 1,
        },
      ],
    });
  });

  it('says ZAR, Tax and Discount when the store view and the coupon name none', () => {
    const t = calculateTotals([line({})], { discount: 2 });
    expect([t.base_currency_code, t.quote_currency_code]).toEqual(['ZAR', 'ZAR']);
    expect(t.total_segments.map((s) => [s.code, s.title])).toEqual([
      ['subtotal', 'Subtotal'],
      ['discount', 'Discount'],
      ['tax', 'Tax'],
      ['grand_total', 'Grand Total'],
    ]);
  });

  it.each([
    ['a positive amount', 2, -2],
    ['a negative amount is the same discount', -2, -2],
    ['null', null, 0],
    ['undefined', undefined, 0],
  ])('takes a plain discount given as %s', (_name, discount, expected) => {
    expect(calculateTotals([line({})], { discount }).discount_amount).toBe(expected);
  });
});
