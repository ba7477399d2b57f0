// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { associatedLinks, cartEntriesOf, groupedPrice } from './grouped';
import type { Product, ProductLink } from './types';

const link = (sku: string, extra: Partial<ProductLink> = {}): ProductLink => ({
  link_type: 'associated',
  linked_product_sku: sku,
  linked_product_type: 'simple',
  sku: 'G',
  qty: 1,
  ...extra,
});
const product = (sku: string, net: number, incl: number, extra: Partial<Product> = {}) =>
  ({ sku, status: 1, price: net, final_price: net, price_incl_tax: incl, final_price_incl_tax: incl, ...extra }) as Product;

describe('grouped price (spec 000 §4: Σ associated simple children at qty 1)', () => {
  it.each([
    { name: 'two products', links: [link('A'), link('B')], products: [product('A', 10, 11.5), product('B', 20, 23)], expected: { net: 3000, incl: 3450 } },
    { name: 'a link qty of 20 still counts once', links: [link('A', { qty: 20 })], products: [product('A', 10, 11.5)], expected: { net: 1000, incl: 1150 } },
    {
      name: 'the special price is what counts',
      links: [link('A')],
      products: [product('A', 10, 11.5, { final_price: 8, final_price_incl_tax: 9.2 })],
      expected: { net: 800, incl: 920 },
    },
    {
      name: 'non-associated, non-simple, missing and disabled products do not count',
      links: [link('A'), link('B', { link_type: 'related' }), link('C', { linked_product_type: 'configurable' }), link('D'), link('E')],
      products: [product('A', 10, 11.5), product('B', 5, 5), product('C', 5, 5), product('E', 7, 7, { status: 2 })],
      expected: { net: 1000, incl: 1150 },
    },
    { name: 'no product_links is an error (null)', links: [], products: [], expected: null },
  ])('$name', ({ links, products, expected }) => {
    expect(groupedPrice({ product_links: links }, products)).toEqual(expected);
  });

  it('lists only associated simple links', () => {
    expect(associatedLinks({ product_links: [link('A'), link('B', { link_type: 'upsell' })] }).map((l) => l.linked_product_sku)).toEqual(['A']);
  });
});

describe('what a grouped part costs', () => {
  it.each([
    ['the final prices first', { final_price: 8, final_price_incl_tax: 9.2, price: 10, price_incl_tax: 11.5 }, { net: 800, incl: 920 }],
    ['the prices when there is no final price', { price: 10, price_incl_tax: 11.5 }, { net: 1000, incl: 1150 }],
    [
      'the prices when the final price is unreadable',
      { final_price: Number.NaN, final_price_incl_tax: Number.NaN, price: 10, price_incl_tax: 11.5 },
      { net: 1000, incl: 1150 },
    ],
    ['nothing when no price is known', {}, { net: 0, incl: 0 }],
  ])('%s', (_name, prices, expected) => {
    const part = { sku: 'A', status: 1, ...prices } as Product;
    expect(groupedPrice({ product_links: [link('A')] }, [part])).toEqual(expected);
  });

  it('has no links without product_links', () => {
    expect(associatedLinks({})).toEqual([]);
    expect(groupedPrice({}, [])).toBeNull();
  });
});

describe('cartEntriesOf (a grouped product adds its chosen associated products)', () => {
  const a = product('A', 10, 11.5);
  it.each([
    ['a simple product is itself', { ...a, type_id: 'simple' } as Product, 3, [['A', 3]]],
    [
      'each chosen link times its qty',
      { sku: 'G', type_id: 'grouped', product_links: [link('A', { product: a, qty: 2 }), link('B', { product: product('B', 1, 1) })] } as unknown as Product,
      2,
      [
        ['A', 4],
        ['B', 2],
      ],
    ],
    [
      'a link qty of 0 counts as 1, an unchosen link (no product) not at all',
      { sku: 'G', type_id: 'grouped', product_links: [link('A', { product: a, qty: 0 }), link('B')] } as unknown as Product,
      1,
      [['A', 1]],
    ],
    ['nothing chosen is null', { sku: 'G', type_id: 'grouped', product_links: [link('A')] } as unknown as Product, 1, null],
  ])('%s', (_name, p, qty, expected) => {
    const entries = cartEntriesOf(p, qty);
    expect(entries && entries.map((e) => [e.product.sku, e.qty])).toEqual(expected);
  });
});

describe('cartEntriesOf: which links a grouped product adds', () => {
  const a = product('A', 10, 11.5);
  const grouped = (links: ProductLink[]) => ({ sku: 'G', type_id: 'grouped', product_links: links }) as unknown as Product;
  it.each([
    ['a related product is not added', [link('A', { product: a }), link('R', { link_type: 'related', product: product('R', 1, 1) })], [['A', 2]]],
    ['a negative link qty counts as 1', [link('A', { product: a, qty: -3 })], [['A', 2]]],
    ['a link without a qty counts as 1', [link('A', { product: a, qty: undefined })], [['A', 2]]],
    ['a link qty of 3 triples', [link('A', { product: a, qty: 3 })], [['A', 6]]],
  ])('%s', (_name, links, expected) => {
    expect(cartEntriesOf(grouped(links), 2)?.map((e) => [e.product.sku, e.qty])).toEqual(expected);
  });
  it('has nothing to add without product_links', () => {
    expect(cartEntriesOf({ sku: 'G', type_id: 'grouped' } as Product, 1)).toBeNull();
  });
});
