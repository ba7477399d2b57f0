// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compositeParts, PRODUCT_LINK_NOT_FOUND, withCompositePrice } from './compositePrice.ts';
import type { Product } from './types.ts';
import { bareProduct } from '../../test/support/catalogFixtures.ts';

const product = (fields: Partial<Product>): Product => bareProduct({ tax_percent: 15, ...fields });

const priced = (net: number, originalNet = net, rate = 15) => ({
  original_price: originalNet,
  original_price_tax: Math.round(originalNet * rate) / 100,
  final_price: net,
  final_price_tax: Math.round(net * rate) / 100,
  price: net,
  tax_percent: rate,
});

const linked = new Map<string, Record<string, unknown>>([
  ['A', priced(10)],
  ['B', priced(20, 25)],
  ['C', priced(4.35, 4.35, 0)],
  ['D', priced(1.03)],
  ['E', priced(1.03)],
]);

const grouped = (skus: string[]) =>
  product({
    type_id: 'grouped',
    product_links: skus.map((s) => ({ link_type: 'associated', linked_product_sku: s, linked_product_type: 'simple', sku: 'G', qty: 20 })),
  });

const bundle = product({
  type_id: 'bundle',
  bundle_options: [
    {
      option_id: 1,
      title: 'One',
      required: true,
      type: 'radio',
      sku: 'X',
      product_links: [
        { id: 1, sku: 'B', qty: 1, is_default: false },
        { id: 2, sku: 'A', qty: 2, is_default: true },
      ],
    },
    {
      option_id: 2,
      title: 'Two',
      required: true,
      type: 'radio',
      sku: 'X',
      product_links: [
        { id: 3, sku: 'C', qty: '3' as unknown as number, is_default: false },
        { id: 4, sku: 'B', qty: 1, is_default: false },
      ],
    },
    { option_id: 3, title: 'Gone', required: false, type: 'radio', sku: 'X', product_links: [{ id: 5, sku: 'MISSING', qty: 1, is_default: true, price: 2 }] },
  ],
});

describe('compositeParts', () => {
  it('counts each associated simple product once (grouped link qty is ignored)', () => {
    expect(compositeParts(grouped(['A', 'B']))).toEqual([
      { sku: 'A', qty: 1 },
      { sku: 'B', qty: 1 },
    ]);
  });
  it('takes the default link of a bundle option, else the first, with its qty', () => {
    expect(compositeParts(bundle).map((p) => [p.sku, p.qty])).toEqual([
      ['A', 2],
      ['C', 3],
      ['MISSING', 1],
    ]);
  });
});

describe('which links are parts', () => {
  const link = (sku: string, extra: Record<string, unknown> = {}) => ({
    link_type: 'associated',
    linked_product_sku: sku,
    linked_product_type: 'simple',
    sku: 'G',
    ...extra,
  });
  it.each([
    ['an associated simple product', link('A'), ['A']],
    ['an associated product of unknown type', link('A', { linked_product_type: undefined }), ['A']],
    ['a related product is not', link('A', { link_type: 'related' }), []],
    ['an associated configurable is not', link('A', { linked_product_type: 'configurable' }), []],
    ['a link without a product sku is not', link(''), []],
  ])('grouped: %s', (_name, l, skus) => {
    expect(compositeParts(product({ type_id: 'grouped', product_links: [l as never] })).map((p) => p.sku)).toEqual(skus);
  });

  it.each([
    ['a grouped product without links', product({ type_id: 'grouped' })],
    ['a bundle without options', product({ type_id: 'bundle' })],
    [
      'a bundle whose options have no links',
      product({
        type_id: 'bundle',
        bundle_options: [
          { option_id: 1, title: 'x', required: true, type: 'radio', sku: 'X', product_links: [] },
          { option_id: 2, title: 'y', required: true, type: 'radio', sku: 'X' } as never,
        ],
      }),
    ],
    [
      'a simple product, whatever links or options it carries',
      product({
        type_id: 'simple',
        product_links: [{ link_type: 'associated', linked_product_sku: 'A', linked_product_type: 'simple', sku: 'P' }],
        bundle_options: [{ option_id: 1, title: 'x', required: true, type: 'radio', sku: 'X', product_links: [{ id: 1, sku: 'A', qty: 1, is_default: true }] }],
      }),
    ],
  ])('has no parts: %s', (_name, p) => {
    expect(compositeParts(p)).toEqual([]);
  });

  it('takes a bundle link price only when it is a number', () => {
    const withPrice = (price: unknown) =>
      product({
        type_id: 'bundle',
        bundle_options: [
          {
            option_id: 1,
            title: 'x',
            required: true,
            type: 'radio',
            sku: 'X',
            product_links: [{ id: 1, sku: 'Z', qty: 1, is_default: true, price: price as number }],
          },
        ],
      });
    expect(compositeParts(withPrice(3)).map((p) => p.linkPrice)).toEqual([3]);
    expect(compositeParts(withPrice(null)).map((p) => p.linkPrice)).toEqual([undefined]);
  });
});

describe('what a part costs', () => {
  const bundleOf = (links: { sku: string; qty: number; price?: number }[]) =>
    product({
      type_id: 'bundle',
      bundle_options: links.map((l, i) => ({
        option_id: i + 1,
        title: 'o',
        required: true,
        type: 'radio',
        sku: 'X',
        product_links: [{ id: i + 1, is_default: true, ...l }],
      })),
    });
  it.each([
    [
      'unknown products at their link prices × qty, taxed at the bundle rate',
      bundleOf([
        { sku: 'U1', qty: 2, price: 10 },
        { sku: 'U2', qty: 1, price: 4 },
      ]),
      new Map(),
      { price: 24, price_incl_tax: 27.6, original_price: 24, original_price_incl_tax: 27.6 },
    ],
    [
      'a known product without a rate of its own, at the bundle rate',
      bundleOf([{ sku: 'N', qty: 1 }]),
      new Map([['N', { price: 20, final_price: 20, original_price: 20 }]]),
      { price: 20, price_incl_tax: 23 },
    ],
    [
      'a known product at its own prices incl. tax, not recomputed from net',
      bundleOf([{ sku: 'N', qty: 2 }]),
      new Map([
        [
          'N',
          {
            price: 10,
            final_price: 10,
            original_price: 10,
            price_incl_tax: 11.49,
            final_price_incl_tax: 11.49,
            original_price_incl_tax: 11.49,
            tax_percent: 15,
          },
        ],
      ]),
      { price: 20, price_incl_tax: 22.98, original_price: 20, original_price_incl_tax: 22.98 },
    ],
    [
      'a known product whose list price incl. tax is missing, from its price incl. tax',
      bundleOf([{ sku: 'N', qty: 1 }]),
      new Map([['N', { price: 10, final_price: 10, price_incl_tax: 11.49, tax_percent: 15 }]]),
      { original_price: 10, original_price_incl_tax: 11.49 },
    ],
    [
      'a known product without a final price, at its price',
      bundleOf([{ sku: 'N', qty: 1 }]),
      new Map([['N', { price: 20, tax_percent: 0 }]]),
      { price: 20, final_price: 20, original_price: 20, price_incl_tax: 20 },
    ],
  ])('%s', (_name, p, parts, expected) => {
    expect(withCompositePrice(p, parts as Map<string, Record<string, unknown>>)).toMatchObject(expected);
  });
});

describe('a composite whose parts cannot be priced', () => {
  it('says so in the words of the spec', () => {
    expect(PRODUCT_LINK_NOT_FOUND).toBe('Product link not found');
  });

  const unpriced = product({
    type_id: 'bundle',
    price: 7,
    price_incl_tax: 8.05,
    errors: { stock: 'Out of stock' },
    bundle_options: [
      { option_id: 1, title: 'x', required: true, type: 'radio', sku: 'X', product_links: [{ id: 1, sku: 'MISSING', qty: 1, is_default: true }] },
    ],
  });
  it('keeps a bundle own price and its other errors, and names the missing links', () => {
    const out = withCompositePrice(unpriced, linked);
    expect(out).toMatchObject({ sku: 'P', price: 7, price_incl_tax: 8.05, errors: { stock: 'Out of stock', product_links: PRODUCT_LINK_NOT_FOUND } });
  });
  it.each([
    ['a grouped product whose parts are unknown', grouped(['MISSING'])],
    ['a bundle without options', product({ type_id: 'bundle', price: 7 })],
  ])('gives %s no price at all', (_name, p) => {
    const out = withCompositePrice(p, linked);
    for (const field of ['original_price', 'price', 'final_price', 'special_price']) {
      expect([out[field], out[`${field}_tax`], out[`${field}_incl_tax`]]).toEqual([0, 0, 0]);
    }
    expect(out.original_final_price).toBe(0);
    expect(out.errors).toEqual({ product_links: PRODUCT_LINK_NOT_FOUND });
  });
});

describe('withCompositePrice', () => {
  it('prices a grouped product as the sum of its parts, with the special when a part is reduced', () => {
    const out = withCompositePrice(grouped(['A', 'B']), linked);
    expect(out).toMatchObject({
      price: 30,
      price_tax: 4.5,
      price_incl_tax: 34.5,
      final_price: 30,
      final_price_incl_tax: 34.5,
      original_price: 35,
      original_price_incl_tax: 40.25,
      special_price: 30,
      special_price_incl_tax: 34.5,
    });
  });

  it('prices a bundle from default-or-first links × qty; an unknown product falls back to the link price', () => {
    const out = withCompositePrice(bundle, linked);
    // A 10×2 + C 4.35×3 (0% tax) + link price 2 (parent's 15%) = 35.05 net; tax 3 + 0 + 0.3.
    expect(out).toMatchObject({ price: 35.05, price_tax: 3.3, price_incl_tax: 38.35, special_price: 0, original_price: 35.05 });
  });

  it("adds the parts' unit prices incl. tax as the page and the cart charge them, not the tax of the sum", () => {
    // 1.03 net is 1.18 incl. 15% VAT (0.1545 rounds to 0.15); two of them 2.36, where 15% of 2.06 would give 2.37.
    expect(withCompositePrice(grouped(['D', 'E']), linked)).toMatchObject({ price: 2.06, price_tax: 0.3, price_incl_tax: 2.36 });
  });

  it("takes a part's own price incl. tax when the server sent it", () => {
    const withIncl = new Map([['A', { ...priced(10), final_price_incl_tax: 11.49, original_price_incl_tax: 11.49 }]]);
    expect(withCompositePrice(grouped(['A']), withIncl)).toMatchObject({ price: 10, price_incl_tax: 11.49, price_tax: 1.49 });
  });

  it('marks a grouped product without product_links as an error with no price', () => {
    const out = withCompositePrice(grouped([]), linked);
    expect(out.errors).toEqual({ product_links: PRODUCT_LINK_NOT_FOUND });
    expect(out.price_incl_tax).toBe(0);
  });

  it('leaves other product types alone', () => {
    const simple = product({ price: 5 });
    expect(withCompositePrice(simple, linked)).toBe(simple);
  });
});
