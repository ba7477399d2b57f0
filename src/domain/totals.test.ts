// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateTotals, type TotalsLine } from './totals.ts';

const line = (fields: Partial<TotalsLine>): TotalsLine => ({ item_id: 1, name: 'x', qty: 1, price: 10, price_incl_tax: 11.5, tax_percent: 15, ...fields });

describe('calculateTotals', () => {
  it.each([
    ['empty cart', [], null, { subtotal_incl_tax: 0, tax_amount: 0, grand_total: 0 }],
    ['one line', [line({ qty: 2 })], null, { subtotal: 20, subtotal_incl_tax: 23, tax_amount: 3, grand_total: 23 }],
    [
      'two lines and shipping once per cart (not per line as VSF1)',
      [line({ qty: 1, price: 1, price_incl_tax: 1.15 }), line({ item_id: 2, qty: 3, price: 0.87, price_incl_tax: 1 })],
      { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 },
      { subtotal: 3.61, subtotal_incl_tax: 4.15, shipping_incl_tax: 65, shipping_tax_amount: 8.48, shipping_amount: 56.52, tax_amount: 9.02, grand_total: 69.15 },
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
    const t = calculateTotals([line({ qty: 2 })], { shipping: { title: 'Courier - Standard', price_incl_tax: 65, tax_percent: 15 }, discount: 5, taxTitle: 'VAT' });
    expect(t.total_segments.map((s) => [s.code, s.value])).toEqual([
      ['subtotal', 23], ['shipping', 65], ['discount', -5], ['tax', 11.48], ['grand_total', 83],
    ]);
    expect(t.discount_amount).toBe(-5);
    expect(t.total_segments.find((s) => s.code === 'grand_total')?.area).toBe('footer');
  });

  it('omits shipping and discount segments when there are none', () => {
    expect(calculateTotals([line({})]).total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });
});
