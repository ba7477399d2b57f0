// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Product, TaxRule } from '../../../src/domain/types.ts';
import { DEFAULT_STORE_VIEW } from '../storeViews.ts';
import { unitPrice } from './linePricing.ts';
import { radioBundleOption } from '../../../test/support/bundleFixtures.ts';
import type { ResolvedProduct } from './resolveProduct.ts';

const rules: TaxRule[] = [
  {
    id: 1,
    code: 'VAT',
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ rate: 15, tax_country_id: 'ZA', tax_region_id: 0, region_name: '*' }],
  },
];
const base = { id: 1, status: 1, visibility: 4, tax_class_id: 2, url_key: 'x', url_path: 'x', category_ids: [], stock: { qty: 5, is_in_stock: true } };
const now = new Date('2026-03-01T10:00:00Z');

const resolved = (product: Product, productOption: unknown = null): ResolvedProduct => ({
  product,
  sku: product.sku,
  productType: product.type_id,
  productOption,
});

/** A bundle 'BOX' (R110 base) with the given options. */
const box = (bundle_options: Product['bundle_options']) => ({ ...base, sku: 'BOX', name: 'Box', type_id: 'bundle', price: 110, bundle_options }) as Product;

describe('line prices with the shopper choices (spec 000 §4 derived prices)', () => {
  it('adds chosen custom options: fixed (net, taxed) and percent of the price', () => {
    const product = {
      ...base,
      sku: 'FLOUR',
      name: 'Flour',
      type_id: 'simple',
      price: 100,
      custom_options: [
        { option_id: 7, title: 'Gift', type: 'radio', is_require: false, values: [{ option_type_id: 71, title: 'Wrap', price: 20, price_type: 'fixed' }] },
        {
          option_id: 8,
          title: 'Express',
          type: 'checkbox',
          is_require: false,
          values: [{ option_type_id: 81, title: 'Today', price: 10, price_type: 'percent' }],
        },
      ],
    } as Product;
    expect(unitPrice(resolved(product), rules, DEFAULT_STORE_VIEW, now)).toMatchObject({ price: 100, price_incl_tax: 115 });
    const chosen = {
      extension_attributes: {
        custom_options: [
          { option_id: 7, option_value: '71' },
          { option_id: '8', option_value: '81' },
        ],
      },
    };
    // 100 + 20 + 10% of 100 = 130 net; 115 + 23 + 11.50 = 149.50 incl.
    expect(unitPrice(resolved(product, chosen), rules, DEFAULT_STORE_VIEW, now)).toMatchObject({ price: 130, price_incl_tax: 149.5 });
  });

  it('prices a bundle line by its chosen links and quantities', () => {
    const product = box([
      radioBundleOption(1, 'A', 'BOX', [
        { id: 11, sku: 'A1', qty: 1, is_default: true, price: 10 },
        { id: 12, sku: 'A2', qty: 1, is_default: false, price: 30 },
      ]),
      radioBundleOption(2, 'B', 'BOX', [{ id: 21, sku: 'B1', qty: 1, is_default: true, price: 100 }]),
    ]);
    const chosen = {
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 2, option_selections: [12] },
          { option_id: 2, option_qty: 1, option_selections: [21] },
        ],
      },
    };
    expect(unitPrice(resolved(product, chosen), rules, DEFAULT_STORE_VIEW, now)).toMatchObject({ price: 160, price_incl_tax: 184 });
  });

  it("prices a bundle link at its product's current price, as the product page does; the stored link price only without it", () => {
    const product = box([radioBundleOption(1, 'A', 'BOX', [{ id: 11, sku: 'A1', qty: 1, is_default: true, price: 10 }])]);
    // A1 now costs R8 net on special, R9.20 incl. VAT (the bundle was set up when it cost R10).
    const a1 = { ...base, sku: 'A1', name: 'A1', type_id: 'simple', price: 10, final_price: 8, final_price_incl_tax: 9.2 } as unknown as Product;
    expect(unitPrice(resolved(product), rules, DEFAULT_STORE_VIEW, now, new Map([['A1', a1]]))).toMatchObject({ price: 8, price_incl_tax: 9.2 });
    expect(unitPrice(resolved(product), rules, DEFAULT_STORE_VIEW, now)).toMatchObject({ price: 10, price_incl_tax: 11.5 });
  });
});
