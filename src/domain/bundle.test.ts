// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bundleProductOption,
  bundleSelectionsOf,
  bundleUnitPrice,
  defaultBundleSelections,
  taxRateOf,
  withLinkedProducts,
  type BundleOptionChoice,
} from './bundle';
import type { BundleOption, Product } from './types';

const option = (option_id: number, links: [id: number, price: number | undefined, qty: number, isDefault: boolean][]): BundleOption => ({
  option_id,
  title: `Option ${option_id}`,
  required: true,
  type: 'radio',
  sku: 'B',
  product_links: links.map(([id, price, qty, is_default]) => ({ id, sku: `L${id}`, price, qty, is_default })),
});

const bundle = (options: BundleOption[]): Pick<Product, 'bundle_options'> => ({ bundle_options: options });

describe('bundle price (spec 000 §4: Σ default-or-first link price × qty)', () => {
  it.each([
    {
      name: 'default links, qty 1, 15% tax per link',
      options: [
        option(1, [
          [11, 10, 1, false],
          [12, 20, 1, true],
        ]),
        option(2, [[21, 5.5, 1, true]]),
      ],
      rate: 15,
      net: 2550,
      incl: 2300 + 633, // 20 → 23.00; 5.50 → 6.33 (tax 0.825 rounds to 0.83)
    },
    {
      name: 'no default: the first link counts',
      options: [
        option(1, [
          [11, 10, 1, false],
          [12, 20, 1, false],
        ]),
      ],
      rate: 15,
      net: 1000,
      incl: 1150,
    },
    {
      name: 'the link qty multiplies',
      options: [option(1, [[11, 12.34, 2, true]]), option(2, [[21, 1, 3, true]])],
      rate: 0,
      net: 2468 + 300,
      incl: 2468 + 300,
    },
    {
      name: "the linked product's current (special) price wins over the stored link price",
      options: [
        {
          ...option(1, [[11, 40, 1, true]]),
          product_links: [
            {
              id: 11,
              sku: 'L11',
              qty: 2,
              price: 40,
              is_default: true,
              product: { price: 40, final_price: 30, price_incl_tax: 46, final_price_incl_tax: 34.5 } as Product,
            },
          ],
        },
      ],
      rate: 15,
      net: 6000,
      incl: 6900,
    },
    {
      name: 'a link without price or product adds nothing',
      options: [option(1, [[11, undefined, 1, true]]), option(2, [[21, 10, 1, true]])],
      rate: 15,
      net: 1000,
      incl: 1150,
    },
  ])('$name', ({ options, rate, net, incl }) => {
    const p = bundle(options);
    expect(bundleUnitPrice(p, defaultBundleSelections(p), rate)).toEqual({ net, incl });
  });

  it('prices the chosen links and quantities of a cart line, ignoring unknown ids', () => {
    const p = bundle([
      option(1, [
        [11, 10, 1, true],
        [12, 20, 1, false],
      ]),
      option(2, [[21, 5, 1, true]]),
    ]);
    const chosen = [
      { option_id: '1', option_qty: '2', option_selections: ['12'] },
      { option_id: 2, option_qty: 1, option_selections: [999] },
    ];
    const sel = bundleSelectionsOf(p, chosen);
    expect(sel).toEqual([
      { option_id: 1, link_id: 12, qty: 2 },
      { option_id: 2, link_id: 21, qty: 1 },
    ]);
    expect(bundleUnitPrice(p, sel, 0)).toEqual({ net: 4500, incl: 4500 });
  });

  it('writes the bundle_options a cart line carries', () => {
    expect(bundleProductOption([{ option_id: 1, link_id: 12, qty: 2 }])).toEqual({
      extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [12] }] },
    });
  });

  it.each([
    [{ price: 100, price_incl_tax: 115, tax_percent: 15 }, 15],
    [{ price: 100, price_incl_tax: 119 }, 19],
    [{ price: 0, price_incl_tax: 0 }, 0],
    // The server's rate wins over the ratio of rounded prices (11.49 / 10 would say 14.9 %).
    [{ price: 10, price_incl_tax: 11.49, tax_percent: 15 }, 15],
    [{ price: 100, price_incl_tax: 119, tax_percent: Number.NaN }, 19],
    [{ price: 100, price_incl_tax: 119, tax_percent: '15' }, 19],
    [{ price: 0, price_incl_tax: 5 }, 0],
    [{ price: 5, price_incl_tax: 0 }, 0],
  ])('tax rate of %o is %d', (p, rate) => expect(taxRateOf(p)).toBe(rate));
});

describe('bundle choices and link prices', () => {
  const linkWith = (product: Partial<Product>, price = 40) =>
    bundle([{ ...option(1, [[11, price, 1, true]]), product_links: [{ id: 11, sku: 'L11', qty: 1, price, is_default: true, product: product as Product }] }]);
  it.each([
    ['a product with net and incl. prices', { price: 30, price_incl_tax: 34.5 }, { net: 3000, incl: 3450 }],
    ['a free product is free', { final_price: 0, final_price_incl_tax: 0, price: 30, price_incl_tax: 34.5 }, { net: 0, incl: 0 }],
    ['a product with only a net price: the link price', { price: 30 }, { net: 4000, incl: 4600 }],
    ['a product with only an incl. price: the link price', { price_incl_tax: 34.5 }, { net: 4000, incl: 4600 }],
    [
      'missing final prices fall back to the prices',
      { final_price: null, final_price_incl_tax: null, price: 30, price_incl_tax: 34.5 } as unknown as Product,
      { net: 3000, incl: 3450 },
    ],
    ['negative prices do not count', { final_price: -1, final_price_incl_tax: -1.15, price: 30, price_incl_tax: 34.5 }, { net: 3000, incl: 3450 }],
  ])('prices a link from %s', (_name, product, expected) => {
    const p = linkWith(product);
    expect(bundleUnitPrice(p, defaultBundleSelections(p), 15)).toEqual(expected);
  });

  it('skips options without links and bundles without options', () => {
    const p = bundle([option(1, []), option(2, [[21, 5, 1, true]])]);
    expect(defaultBundleSelections(p)).toEqual([{ option_id: 2, link_id: 21, qty: 1 }]);
    expect(bundleSelectionsOf(p, [{ option_id: 1, option_qty: 1, option_selections: [11] }])).toEqual([{ option_id: 2, link_id: 21, qty: 1 }]);
    expect(defaultBundleSelections({})).toEqual([]);
    expect(bundleSelectionsOf({}, null)).toEqual([]);
  });

  it.each([
    ['no choices: the defaults', null, [{ option_id: 1, link_id: 11, qty: 1 }]],
    ['a choice without selections: the default', [{ option_id: 1, option_qty: 2 } as unknown as BundleOptionChoice], [{ option_id: 1, link_id: 11, qty: 1 }]],
    ['a choice with an unreadable qty: the link qty', [{ option_id: 1, option_qty: 'x', option_selections: [12] }], [{ option_id: 1, link_id: 12, qty: 3 }]],
    ['a choice with a qty below 1: 1', [{ option_id: 1, option_qty: -2, option_selections: [12] }], [{ option_id: 1, link_id: 12, qty: 1 }]],
  ])('reads %s', (_name, chosen, expected) => {
    const p = bundle([
      option(1, [
        [11, 10, 1, true],
        [12, 20, 3, false],
      ]),
    ]);
    expect(bundleSelectionsOf(p, chosen)).toEqual(expected);
  });

  it('prices nothing for a selection of an unknown option or a bundle without options', () => {
    const p = bundle([option(1, [[11, 10, 1, true]])]);
    expect(bundleUnitPrice(p, [{ option_id: 9, link_id: 11, qty: 1 }], 15)).toEqual({ net: 0, incl: 0 });
    expect(bundleUnitPrice({}, [{ option_id: 1, link_id: 11, qty: 1 }], 15)).toEqual({ net: 0, incl: 0 });
  });
});

describe('withLinkedProducts', () => {
  const whey = { sku: 'L11', price: 30, price_incl_tax: 34.5 } as Product;
  it('attaches each known product to its links and leaves the others as they are', () => {
    const p = bundle([
      option(1, [
        [11, 10, 1, true],
        [12, 20, 1, false],
      ]),
    ]);
    const out = withLinkedProducts(p, new Map([['L11', whey]]));
    expect(out.bundle_options![0].product_links).toEqual([{ ...p.bundle_options![0].product_links[0], product: whey }, p.bundle_options![0].product_links[1]]);
    expect(bundleUnitPrice(out, defaultBundleSelections(out), 15)).toEqual({ net: 3000, incl: 3450 });
  });
  it('leaves a bundle without options alone', () => {
    const p = bundle([]);
    delete p.bundle_options;
    expect(withLinkedProducts(p, new Map([['L11', whey]]))).toBe(p);
  });
  it('ignores a negative stored link price', () => {
    const p = bundle([option(1, [[11, -5, 1, true]]), option(2, [[21, 10, 1, true]])]);
    expect(bundleUnitPrice(p, defaultBundleSelections(p), 15)).toEqual({ net: 1000, incl: 1150 });
  });
});
