// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateProductTax, findTaxRate, storeVatPercent } from './tax.ts';
import type { ConfigurableChild, Product, TaxRule } from './types.ts';
import { bareProduct } from '../../test/support/catalogFixtures.ts';

const rules: TaxRule[] = [
  {
    id: 1,
    code: 'VAT',
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 15, tax_country_id: 'ZA', tax_region_id: 0, region_name: '' },
      { rate: 19, tax_country_id: 'DE', tax_region_id: 0, region_name: '' },
    ],
  },
  { id: 2, code: 'Reduced', product_tax_class_ids: [5], customer_tax_class_ids: [3], rates: [{ rate: 7, tax_country_id: 'DE', tax_region_id: 0 }] },
];
const za = { country: 'ZA' };
const now = new Date('2025-06-15T10:00:00Z');

const product = (fields: Partial<Product>): Product => bareProduct({ price: 100, ...fields });

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
      price: 23,
      price_tax: 3.45,
      price_incl_tax: 26.45,
      final_price: 23,
      final_price_incl_tax: 26.45,
      final_price_tax: 3.45,
      original_price: 23,
      original_price_incl_tax: 26.45,
      original_price_tax: 3.45,
      special_price: 0,
      special_price_incl_tax: 0,
      special_price_tax: 0,
      original_final_price: 23,
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
      price_incl_tax: 92,
      final_price_incl_tax: 92,
      special_price: 80,
      special_price_incl_tax: 92,
      special_price_tax: 12,
      original_price_incl_tax: 115,
      original_special_price: 80,
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
        type_id: 'configurable',
        price: 0,
        configurable_children: [
          { id: 11, sku: 'c1', status: 1, price: 50, stock },
          { id: 12, sku: 'c2', status: 1, price: 30, stock: { qty: 0, is_in_stock: false } },
          { id: 13, sku: 'c3', status: 2, price: 20, stock },
          { id: 14, sku: 'c4', status: 1, price: 60, special_price: 40, stock, custom_attributes: [{ attribute_code: 'flavour', value: '7' }] },
        ],
      }),
      rules,
      za,
      now,
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
        type_id: 'configurable',
        price: 0,
        configurable_children: [
          { id: 2, sku: 'a', status: 1, price: 50, stock: { qty: 1, is_in_stock: true } },
          { id: 3, sku: 'b', status: 1, price: 60, stock: { qty: 1, is_in_stock: true }, tier_prices: [{ customer_group_id: 1, qty: 1, value: 40 }] },
        ],
      }),
      rules,
      { country: 'ZA', groupId: 1 },
      now,
    );
    expect(p).toMatchObject({ price: 40, final_price_incl_tax: 46 });
    const guest = calculateProductTax(p, rules, { country: 'ZA' }, now);
    expect(guest.final_price).toBe(50);
  });
});

describe('findTaxRate by customer group, region and class', () => {
  const za = (rate: number, region_name = '', tax_region_id = 0) => ({ rate, tax_country_id: 'ZA', tax_region_id, region_name });
  const byGroup: TaxRule[] = [
    { id: 1, code: 'Retail', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [za(15)] },
    { id: 2, code: 'Export', product_tax_class_ids: [2], customer_tax_class_ids: [5], rates: [za(0)] },
  ];
  it.each([
    ['a guest takes the first rule for the class', undefined, 15],
    ['a group listed by a later rule takes that rule', 5, 0],
    ['a group listed by the first rule takes it', 3, 15],
    ['a group no rule lists falls back to the first rule', 9, 15],
  ])('%s', (_name, groupId, rate) => {
    expect(findTaxRate(2, byGroup, { country: 'ZA', groupId })).toBe(rate);
  });

  const byRegion: TaxRule[] = [
    { id: 1, code: 'VAT', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [za(16, 'Western Cape', 5), za(15)] },
    {
      id: 2,
      code: 'Levy',
      product_tax_class_ids: [4],
      customer_tax_class_ids: [3],
      rates: [za(9, 'Gauteng', 7), { rate: 2, tax_country_id: 'ZA', tax_region_id: 0, region_name: '*' }],
    },
  ];
  it('finds a group among several a rule lists', () => {
    const several: TaxRule[] = [byGroup[0], { ...byGroup[1], customer_tax_class_ids: [4, 5, 6] }];
    expect(findTaxRate(2, several, { country: 'ZA', groupId: 5 })).toBe(0);
  });

  it.each([
    ['the region own rate', 2, 'Western Cape', 16],
    ['another region takes the country rate', 2, 'Gauteng', 15],
    ['no region takes the country rate', 2, undefined, 15],
    ['a rate for region id 0 counts in every region, whatever its name', 4, 'Western Cape', 2],
  ])('%s', (_name, cls, region, rate) => {
    expect(findTaxRate(cls, byRegion, { country: 'ZA', region })).toBe(rate);
  });

  it.each([
    [
      'class 0 (None) is never taxed, even when a rule lists it',
      0,
      [{ id: 1, code: 'Any', product_tax_class_ids: [0], customer_tax_class_ids: [3], rates: [za(15)] }],
      0,
    ],
    ['a rule without class lists or rates gives no tax', 2, [{ id: 1, code: 'Bare' } as unknown as TaxRule], 0],
    ['a rule without rates gives no tax', 2, [{ id: 1, code: 'NoRates', product_tax_class_ids: [2], customer_tax_class_ids: [3] } as unknown as TaxRule], 0],
    ['a rule without customer classes still counts', 2, [{ id: 1, code: 'All', product_tax_class_ids: [2], rates: [za(15)] } as unknown as TaxRule], 15],
  ])('%s', (_name, cls, list, rate) => {
    expect(findTaxRate(cls, list, { country: 'ZA', groupId: 1 })).toBe(rate);
  });
});

describe('calculateProductTax: the fields it writes', () => {
  const zeroRated: TaxRule[] = [
    ...rules,
    { id: 3, code: 'Zero', product_tax_class_ids: [6], customer_tax_class_ids: [3], rates: [{ rate: 0, tax_country_id: 'ZA', tax_region_id: 0 }] },
  ];
  const stock = { qty: 5, is_in_stock: true };

  it('writes no tier prices and no source special for a product without them', () => {
    const p = calculateProductTax(product({ price: 10 }), rules, za, now);
    expect(p).not.toHaveProperty('tier_prices');
    expect(p).not.toHaveProperty('original_special_price');
    expect(p.tax_percent).toBe(15);
  });

  it('returns a copy with the fields in the order written and the input untouched, a __proto__ key too', () => {
    const input = JSON.parse('{"sku":"s","__proto__":{"x":1},"price":10,"tax_class_id":2}') as Product;
    const before = JSON.stringify(input);
    const p = calculateProductTax(input, rules, za, now);
    expect(JSON.stringify(input)).toBe(before);
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
    expect(Object.keys(p).slice(0, 8)).toEqual([
      'sku',
      '__proto__',
      'price',
      'tax_class_id',
      'original_price',
      'original_price_tax',
      'original_price_incl_tax',
      'price_tax',
    ]);
    expect(Object.keys(calculateProductTax(product({ price: 10 }), rules, za, now))).toContain('final_price_incl_tax');
  });

  it("prices a child with its own tax class at that class's rate", () => {
    const p = calculateProductTax(
      product({
        type_id: 'configurable',
        configurable_children: [
          { id: 2, sku: 'c', status: 1, price: 20, tax_class_id: 6, stock },
          { id: 3, sku: 'd', status: 1, price: 30, stock },
        ],
      }),
      zeroRated,
      za,
      now,
    );
    expect(p.configurable_children!.map((c) => [c.price_incl_tax, c.tax_percent])).toEqual([
      [20, 0],
      [34.5, 15],
    ]);
  });

  it('reads a child attribute from custom_attributes only when the child has no field of that name', () => {
    const p = calculateProductTax(
      product({
        type_id: 'configurable',
        configurable_children: [
          {
            id: 2,
            sku: 'c',
            status: 1,
            price: 20,
            stock,
            flavour: '3',
            custom_attributes: [
              { attribute_code: 'flavour', value: '7' },
              { attribute_code: 'size', value: '10' },
            ],
          },
        ],
      }),
      rules,
      za,
      now,
    );
    expect(p.configurable_children![0]).toMatchObject({ flavour: '3', size: '10' });
  });

  it('prices a child without stock data as available', () => {
    const p = calculateProductTax(
      product({ type_id: 'configurable', configurable_children: [{ id: 2, sku: 'c', status: 1, price: 20 } as ConfigurableChild] }),
      rules,
      za,
      now,
    );
    expect(p.price_incl_tax).toBe(23);
  });

  it('keeps the parent price when no child is sellable', () => {
    const p = calculateProductTax(
      product({ type_id: 'configurable', price: 10, configurable_children: [{ id: 2, sku: 'c', status: 2, price: 20, stock }] }),
      rules,
      za,
      now,
    );
    expect(p.price_incl_tax).toBe(11.5);
  });

  // Two children at the same price: one at its list price, one on special. The first keeps the tie.
  const plain = { id: 2, sku: 'plain', status: 1, price: 50, stock };
  const onSpecial = { id: 3, sku: 'special', status: 1, price: 60, special_price: 50, stock };
  it.each([
    ['the list-priced child first', [plain, onSpecial], { original_price_incl_tax: 57.5, special_price_incl_tax: 0 }],
    ['the child on special first', [onSpecial, plain], { original_price_incl_tax: 69, special_price_incl_tax: 57.5 }],
  ])('breaks a price tie between children by their order: %s', (_name, children, expected) => {
    const p = calculateProductTax(product({ type_id: 'configurable', configurable_children: children }), rules, za, now);
    expect(p).toMatchObject({ final_price_incl_tax: 57.5, ...expected });
  });

  it('is stable when applied twice to a configurable on special whose cheapest child is not', () => {
    const once = calculateProductTax(
      product({ type_id: 'configurable', price: 99, special_price: 90, configurable_children: [{ id: 2, sku: 'c', status: 1, price: 40, stock }] }),
      rules,
      za,
      now,
    );
    expect(once).toMatchObject({ final_price_incl_tax: 46, special_price: 0 });
    expect(calculateProductTax(once, rules, za, now)).toStrictEqual(once);
  });

  it('gives the parent every price field of its cheapest child', () => {
    const p = calculateProductTax(
      product({ type_id: 'configurable', price: 99, configurable_children: [{ id: 2, sku: 'c', status: 1, price: 60, special_price: 50, stock }] }),
      rules,
      za,
      now,
    );
    const { configurable_children: children, ...parent } = p;
    // The child's R50 special price (R60 list) at 15 %, each field with its tax and its incl. price.
    const cheapest = {
      price: 50,
      price_tax: 7.5,
      price_incl_tax: 57.5,
      final_price: 50,
      final_price_tax: 7.5,
      final_price_incl_tax: 57.5,
      special_price: 50,
      special_price_tax: 7.5,
      special_price_incl_tax: 57.5,
      original_price: 60,
      original_price_tax: 9,
      original_price_incl_tax: 69,
      original_final_price: 50,
      original_special_price: 50,
      tax_percent: 15,
    };
    expect(parent).toStrictEqual({ ...product({ type_id: 'configurable' }), ...cheapest });
    expect(children).toStrictEqual([{ id: 2, sku: 'c', status: 1, stock, ...cheapest }]);
  });
});

describe('storeVatPercent (the rate charged on shipping)', () => {
  const rule = (rates: { tax_country_id: string; rate: number }[]) =>
    ({ id: 1, code: 'r', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates }) as unknown as TaxRule;
  it.each([
    ['the first rule with a rate for the country', [rule([{ tax_country_id: 'DE', rate: 19 }]), rule([{ tax_country_id: 'ZA', rate: 15 }])], 'DE', 19],
    ['a later rule when the first has none', [rule([{ tax_country_id: 'IT', rate: 22 }]), rule([{ tax_country_id: 'DE', rate: 7 }])], 'DE', 7],
    ['15% when no rule answers', [rule([{ tax_country_id: 'IT', rate: 22 }])], 'FR', 15],
    ['a rule without rates is passed over', [{ id: 1, code: 'bare' } as unknown as TaxRule, rule([{ tax_country_id: 'DE', rate: 19 }])], 'DE', 19],
  ])('%s', (_name, rules, country, expected) => expect(storeVatPercent(rules, country)).toBe(expected));
});
