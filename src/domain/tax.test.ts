// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateProductTax, findTaxRate, storeVatPercent } from './tax.ts';
import type { Product, TaxRule } from './types.ts';

const rules: TaxRule[] = [
  {
    id: 1, code: 'VAT', product_tax_class_ids: [2], customer_tax_class_ids: [3],
    rates: [
      { rate: 15, tax_country_id: 'ZA', tax_region_id: 0, region_name: '' },
      { rate: 19, tax_country_id: 'DE', tax_region_id: 0, region_name: '' },
    ],
  },
  { id: 2, code: 'Reduced', product_tax_class_ids: [5], customer_tax_class_ids: [3], rates: [{ rate: 7, tax_country_id: 'DE', tax_region_id: 0 }] },
];
const za = { country: 'ZA' };
const now = new Date('2025-06-15T10:00:00Z');

function product(fields: Partial<Product>): Product {
  return { id: 1, sku: 'p', name: 'P', type_id: 'simple', status: 1, visibility: 4, price: 100, tax_class_id: 2, url_key: 'p', url_path: 'p', stock: { qty: 1, is_in_stock: true }, category_ids: [], ...fields };
}

describe('findTaxRate', () => {
  it.each([
    [2, 'ZA', 15],
    ['2', 'DE', 19],
    [5, 'DE', 7],
    [5, 'ZA', 0],
    [0, 'ZA', 0],
    [null, 'ZA', 0],
    [9, 'ZA', 0],
  ])('class %s in %s → %s%%', (cls, country, rate) => {
    expect(findTaxRate(cls, rules, { country })).toBe(rate);
  });
});

describe('calculateProductTax', () => {
  it('adds 15% VAT rounded to cents without float drift', () => {
    const p = calculateProductTax(product({ price: 23 }), rules, za, now);
    expect(p).toMatchObject({
      price: 23, price_tax: 3.45, price_incl_tax: 26.45,
      final_price: 23, final_price_incl_tax: 26.45, final_price_tax: 3.45,
      original_price: 23, original_price_incl_tax: 26.45, original_price_tax: 3.45,
      special_price: 0, special_price_incl_tax: 0, special_price_tax: 0, original_final_price: 23,
    });
  });

  it.each([
    [0.99, 1.14],
    [19.99, 22.99],
    [86.96, 100],
    [149.5, 171.93],
  ])('net %s → incl. tax %s', (net, gross) => {
    expect(calculateProductTax(product({ price: net }), rules, za, now).price_incl_tax).toBe(gross);
  });

  it('uses an active special price as the price to pay and keeps the list price as original', () => {
    const p = calculateProductTax(product({ price: 100, special_price: 80, special_to_date: '2025-12-31 00:00:00', final_price: 80 }), rules, za, now);
    expect(p).toMatchObject({
      price_incl_tax: 92, final_price_incl_tax: 92, special_price: 80, special_price_incl_tax: 92, special_price_tax: 12,
      original_price_incl_tax: 115, original_special_price: 80,
    });
  });

  it('zeroes an expired special price', () => {
    const p = calculateProductTax(product({ price: 100, special_price: 80, special_to_date: '2025-01-31 00:00:00', final_price: 80 }), rules, za, now);
    expect(p).toMatchObject({ price_incl_tax: 115, final_price_incl_tax: 115, special_price: 0, special_price_incl_tax: 0 });
  });

  it('is stable when applied twice', () => {
    const once = calculateProductTax(product({ price: 100, special_price: 80 }), rules, za, now);
    expect(calculateProductTax(once, rules, za, now)).toEqual(once);
  });

  it('gives no tax when no rule or rate applies', () => {
    const p = calculateProductTax(product({ price: 10, tax_class_id: 9 }), rules, za, now);
    expect(p).toMatchObject({ price_incl_tax: 10, price_tax: 0 });
  });

  it('prices configurable children and the parent from the cheapest available child', () => {
    const stock = { qty: 5, is_in_stock: true };
    const p = calculateProductTax(
      product({
        type_id: 'configurable', price: 0,
        configurable_children: [
          { id: 11, sku: 'c1', status: 1, price: 50, stock },
          { id: 12, sku: 'c2', status: 1, price: 30, stock: { qty: 0, is_in_stock: false } },
          { id: 13, sku: 'c3', status: 2, price: 20, stock },
          { id: 14, sku: 'c4', status: 1, price: 60, special_price: 40, stock, custom_attributes: [{ attribute_code: 'flavour', value: '7' }] },
        ],
      }),
      rules, za, now,
    );
    const children = p.configurable_children!;
    expect(children.map((c) => c.price_incl_tax)).toEqual([57.5, 34.5, 23, 46]);
    expect(children[3]).toMatchObject({ flavour: '7', original_price_incl_tax: 69 });
    expect(p).toMatchObject({ price_incl_tax: 46, original_price_incl_tax: 69, special_price_incl_tax: 46 });
  });
});

describe('calculateProductTax with customer groups and tier prices', () => {
  const tiers = [
    { customer_group_id: 1, qty: 1, value: 70 },
    { customer_group_id: 0, qty: 1, value: 95 },
    { customer_group_id: 1, qty: 10, value: 60 },
  ];
  it.each([
    ['guest', undefined, 95, 109.25],
    ['group 0', 0, 95, 109.25],
    ['group 1', 1, 70, 80.5],
    ['group 2 (no tier)', 2, 100, 115],
  ])('%s pays its tier price at qty 1', (_name, groupId, net, gross) => {
    const p = calculateProductTax(product({ price: 100, tier_prices: tiers }), rules, { country: 'ZA', groupId }, now);
    expect(p).toMatchObject({ price: net, final_price: net, final_price_incl_tax: gross, original_price: 100, original_price_incl_tax: 115, special_price: 0 });
  });

  it('shows only the group own tiers, with their price incl. tax', () => {
    const p = calculateProductTax(product({ price: 100, tier_prices: tiers }), rules, { country: 'ZA', groupId: 1 }, now);
    expect(p.tier_prices).toEqual([
      { customer_group_id: 1, qty: 1, value: 70, value_incl_tax: 80.5 },
      { customer_group_id: 1, qty: 10, value: 60, value_incl_tax: 69 },
    ]);
  });

  it('prices a configurable parent from its cheapest child after the group tier', () => {
    const p = calculateProductTax(
      product({
        type_id: 'configurable', price: 0,
        configurable_children: [
          { id: 2, sku: 'a', status: 1, price: 50, stock: { qty: 1, is_in_stock: true } },
          { id: 3, sku: 'b', status: 1, price: 60, stock: { qty: 1, is_in_stock: true }, tier_prices: [{ customer_group_id: 1, qty: 1, value: 40 }] },
        ],
      }),
      rules, { country: 'ZA', groupId: 1 }, now,
    );
    expect(p).toMatchObject({ price: 40, final_price_incl_tax: 46 });
    const guest = calculateProductTax(p, rules, { country: 'ZA' }, now);
    expect(guest.final_price).toBe(50);
  });
});

describe('storeVatPercent (the rate charged on shipping)', () => {
  const rule = (rates: { tax_country_id: string; rate: number }[]) => ({ id: 1, code: 'r', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates }) as unknown as TaxRule;
  it.each([
    ['the first rule with a rate for the country', [rule([{ tax_country_id: 'DE', rate: 19 }]), rule([{ tax_country_id: 'ZA', rate: 15 }])], 'DE', 19],
    ['a later rule when the first has none', [rule([{ tax_country_id: 'IT', rate: 22 }]), rule([{ tax_country_id: 'DE', rate: 7 }])], 'DE', 7],
    ['15% when no rule answers', [rule([{ tax_country_id: 'IT', rate: 22 }])], 'FR', 15],
  ])('%s', (_name, rules, country, expected) => expect(storeVatPercent(rules, country)).toBe(expected));
});
