// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Product } from './types';
import {
  addItem,
  cartIntent,
  cartItemsHash,
  itemsEqual,
  normaliseQty,
  productChecksum,
  setItemQty,
  stockStatus,
  validateForCart,
  type CartItem,
} from './cartItem';
import { toCartItem } from './cartLineFromProduct';

const ext = (extension_attributes: Record<string, unknown>) => ({ product_option: { extension_attributes } });
const bundle = (sel: number[]) => sel.map((s, i) => ({ option_id: String(i + 1), option_qty: '1', option_selections: [String(s)] }));
const custom = (vals: (number | string)[]) => vals.map((v, i) => ({ option_id: i + 1, option_value: v }));

describe('productChecksum (VSF1 vectors)', () => {
  it.each([
    ['no product_option', {}, 'd766ca7cf2167ba1bd6a1263080ff36ff2fb21d96b15ab943891df44'],
    ['bundle', ext({ bundle_options: bundle([2, 4, 5, 8]) }), '3e183f026489207a9cd535d20f141e07ddfea729af58a9088b82612f'],
    [
      'configurable',
      ext({
        configurable_item_options: [
          { option_id: '93', option_value: '53' },
          { option_id: '142', option_value: '169' },
        ],
      }),
      '357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6',
    ],
    [
      'numbers are stringified',
      ext({
        configurable_item_options: [
          { option_id: 93, option_value: 53 },
          { option_id: 142, option_value: 169 },
        ],
      }),
      '357e8f9f8918873f12ed993c3073ddd3e8980c933034b5e2fdab10b6',
    ],
    ['no supported list', ext({ foo: 1 }), '2289d686c5cd691668d42c30714fd38ec9f4db9dcc505a86c099484d'],
  ])('%s', (_name, item, hash) => {
    expect(productChecksum(item)).toBe(hash);
  });
});

describe('itemsEqual (VSF1 vectors)', () => {
  const cases: [string, object | null, object | null, boolean][] = [
    [
      'bundle, different ids, same selections',
      { server_item_id: 1, sku: 'WG-001', ...ext({ bundle_options: bundle([2, 4, 5, 8]) }) },
      { server_item_id: 2, sku: 'WG-001', ...ext({ bundle_options: bundle([2, 4, 5, 8]) }) },
      true,
    ],
    [
      'bundle, same id, options differ',
      { server_item_id: 1, sku: 'WG-001' },
      { server_item_id: 1, sku: 'WG-001', ...ext({ bundle_options: bundle([2, 4, 5, 8]) }) },
      true,
    ],
    [
      'bundle, different selections',
      { server_item_id: 1, sku: 'WG-001', ...ext({ bundle_options: bundle([2, 2, 5, 8]) }) },
      { server_item_id: 2, sku: 'WG-001', ...ext({ bundle_options: bundle([2, 4, 5, 8]) }) },
      false,
    ],
    [
      'custom options same values',
      { server_item_id: 1, sku: 'A', ...ext({ custom_options: custom([2, 4]) }) },
      { server_item_id: 2, sku: 'A', ...ext({ custom_options: custom([2, 4]) }) },
      true,
    ],
    [
      'custom options differ, same sku',
      { sku: 'A', ...ext({ custom_options: [{ option_id: 1, option_value: 'x' }] }) },
      { sku: 'A', ...ext({ custom_options: [{ option_id: 1, option_value: 'y' }] }) },
      false,
    ],
    [
      'custom numbers vs strings',
      { sku: 'A', ...ext({ custom_options: [{ option_id: 1, option_value: 2 }] }) },
      { sku: 'B', ...ext({ custom_options: [{ option_id: '1', option_value: '2' }] }) },
      true,
    ],
    [
      'bundle as object vs array',
      { sku: 'A', ...ext({ bundle_options: { 1: { option_id: 1, option_qty: 1, option_selections: [2] } } }) },
      { sku: 'B', ...ext({ bundle_options: [{ option_id: '1', option_qty: '1', option_selections: ['2'] }] }) },
      true,
    ],
    ['precomputed checksum wins', { sku: 'A', checksum: 'x', ...ext({ bundle_options: bundle([1]) }) }, { sku: 'Z', checksum: 'x' }, true],
    [
      'configurable same sku',
      { server_item_id: 1, sku: 'WG-001', ...ext({ configurable_item_options: [{ option_id: '93', option_value: 53 }] }) },
      { server_item_id: 2, sku: 'WG-001' },
      true,
    ],
    [
      'configurable: same id but other sku is another line',
      { sku: 'A-red', server_item_id: 5, ...ext({ configurable_item_options: [{ option_id: 1, option_value: 1 }] }) },
      { sku: 'A-blue', server_item_id: 5 },
      false,
    ],
    ['simple same sku', { sku: 'A' }, { sku: 'A' }, true],
    ['simple same server id', { sku: 'A', server_item_id: 5 }, { sku: 'B', item_id: 5 }, true],
    ['simple different ids and skus', { sku: 'A', server_item_id: 5 }, { sku: 'B', server_item_id: 6 }, false],
    ['number vs string sku', { sku: 123 }, { sku: '123' }, true],
    ['null', null, { sku: 'A' }, false],
    ['simple, other skus and no ids on either side', { sku: 'A' }, { sku: 'B' }, false],
    // Either side's options choose the rule: a plain line and a gift-wrapped one of one sku are two lines.
    ['only the second has custom options', { sku: 'A' }, { sku: 'A', ...ext({ custom_options: custom(['x']) }) }, false],
    ['only the first has custom options', { sku: 'A', ...ext({ custom_options: custom(['x']) }) }, { sku: 'A' }, false],
    ['only the second has bundle options', { sku: 'B' }, { sku: 'B', ...ext({ bundle_options: bundle([1]) }) }, false],
    [
      'only the second has configurable options: sku decides',
      { sku: 'A', server_item_id: 5 },
      { sku: 'B', server_item_id: 5, ...ext({ configurable_item_options: [{ option_id: 1, option_value: 1 }] }) },
      false,
    ],
    ['a product_option without extension attributes is no option', { sku: 'A', product_option: {} }, { sku: 'A' }, true],
    ['an option that is not a list is no option', { sku: 'A', ...ext({ custom_options: 'gift' }) }, { sku: 'A' }, true],
    // Every option list counts, not only the first one (VSF1 hashed the first only).
    [
      'bundle, same selections, one gift-wrapped',
      { sku: 'B', ...ext({ bundle_options: bundle([1]), custom_options: custom(['11']) }) },
      { sku: 'B', ...ext({ bundle_options: bundle([1]) }) },
      false,
    ],
    [
      'bundle, same selections, same custom options',
      { sku: 'B', ...ext({ bundle_options: bundle([1]), custom_options: custom(['11']) }) },
      { sku: 'B', ...ext({ bundle_options: bundle([1]), custom_options: custom([11]) }) },
      true,
    ],
    [
      'two configured children with the same custom options',
      { sku: 'A-red', ...ext({ configurable_item_options: [{ option_id: 93, option_value: 1 }], custom_options: custom(['11']) }) },
      { sku: 'A-blue', ...ext({ configurable_item_options: [{ option_id: 93, option_value: 2 }], custom_options: custom(['11']) }) },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, a, b, expected) => {
    expect(itemsEqual(a as CartItem, b as CartItem)).toBe(expected);
  });
});

describe('cartItemsHash (VSF1 vectors)', () => {
  const item = { sku: 'A', qty: 1 } as CartItem;
  it('hashes items and token', () => {
    expect(cartItemsHash([item], 'tok')).toBe('0f539be3bf92c65a4e32cbae273a09f62c0fba2b992aa4fdbb794c5d');
    expect(cartItemsHash([], '')).toBe('de092d5afee85b06701e704100f2cc366d748153c57d63726ee4e693');
  });
  it('ignores stock and totals but not qty', () => {
    const withExtras = { ...item, stock: { qty: 1, is_in_stock: true }, totals: { row_total: 1 } };
    expect(cartItemsHash([withExtras], 'tok')).toBe(cartItemsHash([item], 'tok'));
    expect(cartItemsHash([{ ...item, qty: 2 }], 'tok')).not.toBe(cartItemsHash([item], 'tok'));
  });
});

describe('quantity rules', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [2.7, 2],
    [0, 0],
    [-2, 0],
    ['abc', null],
    ['', null],
    ['7 boxes', 7],
    [5e-7, 0],
  ])('normaliseQty(%s) = %s', (input, expected) => {
    expect(normaliseQty(input)).toBe(expected);
  });

  const line = (sku: string, qty: number) => ({ sku, qty }) as CartItem;
  it('adding an existing item increases its quantity (VSF mutation vectors)', () => {
    expect(addItem([], line('foo', 123))).toEqual([line('foo', 123)]);
    expect(addItem([line('foo', 10)], line('foo', 10))).toEqual([line('foo', 20)]);
    expect(addItem([line('foo', 10)], line('bar', 1))).toHaveLength(2);
  });
  it('adding to a cart of several lines raises only the matching line', () => {
    expect(addItem([line('foo', 1), line('bar', 2), line('baz', 3)], line('bar', 4))).toEqual([line('foo', 1), line('bar', 6), line('baz', 3)]);
  });
  it('setting a quantity changes only the matching line', () => {
    expect(setItemQty([line('foo', 1), line('bar', 2)], { sku: 'bar' }, 5)).toEqual([line('foo', 1), line('bar', 5)]);
  });
  it('a quantity of 0 removes the item', () => {
    expect(setItemQty([line('foo', 10), line('bar', 1)], { sku: 'foo' }, 0)).toEqual([line('bar', 1)]);
    expect(setItemQty([line('foo', 10)], { sku: 'foo' }, 3)).toEqual([line('foo', 3)]);
  });
});

describe('validateForCart', () => {
  it.each([
    [-1, false, ['price_unknown']],
    [-1, true, ['price_unknown']],
    [0, false, ['price_unknown']],
    [0, true, []],
    [5, false, []],
    [undefined, true, ['price_unknown']],
  ])('price_incl_tax %s with zero prices %s', (price, zero, codes) => {
    expect(validateForCart({ price_incl_tax: price }, { useZeroPriceProduct: zero }).map((e) => e.code)).toEqual(codes);
  });
  it('shows the other product errors too', () => {
    expect(validateForCart({ price_incl_tax: 5, errors: { error1: 'error 1', error2: 'error 2', none: '' } }, { useZeroPriceProduct: false })).toEqual([
      { code: 'product_error', message: 'error 1' },
      { code: 'product_error', message: 'error 2' },
    ]);
  });
});

describe('stockStatus and toCartItem', () => {
  it('derives the stock status', () => {
    expect(stockStatus({ stock: { qty: 1, is_in_stock: true } })).toBe('ok');
    expect(stockStatus({ stock: { qty: 0, is_in_stock: false } })).toBe('out_of_stock');
    expect(stockStatus({} as Product)).toBe('volatile');
  });
  it('keeps only the cart fields and sets the checksum', () => {
    const product = {
      id: 7,
      sku: 'S',
      name: 'N',
      type_id: 'simple',
      status: 1,
      visibility: 4,
      price: 10,
      final_price: 8,
      price_incl_tax: 11.5,
      final_price_incl_tax: 9.2,
      tax_class_id: 2,
      url_key: 'n',
      url_path: 'c/n',
      stock: { qty: 1, is_in_stock: true },
      category_ids: [3],
      description: '<p>long</p>',
      media_gallery: [],
    } as Product;
    const item = toCartItem(product, 2);
    expect(item).toMatchObject({ sku: 'S', qty: 2, price: 8, price_incl_tax: 9.2, checksum: productChecksum({}) });
    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('media_gallery');
  });
  it('leaves out the fields the product lacks, so they cannot overwrite a line they are merged into', () => {
    const product = { id: 7, sku: 'S', name: 'N', type_id: 'simple', price: 10, price_incl_tax: 11.5 } as Product;
    expect(toCartItem(product, 1)).toStrictEqual({
      sku: 'S',
      id: 7,
      name: 'N',
      qty: 1,
      type_id: 'simple',
      price: 10,
      price_incl_tax: 11.5,
      checksum: productChecksum({}),
    });
  });
  it.each([
    [15, 15],
    [null, undefined],
    ['15', undefined],
  ])('keeps the rate the server priced the product with (%s) only when it is a number', (rate, expected) => {
    const product = { sku: 'S', name: 'N', type_id: 'simple', price: 10, price_incl_tax: 11.5, tax_percent: rate } as unknown as Product;
    const item = toCartItem(product, 1);
    expect(item.tax_percent).toBe(expected);
    expect('tax_percent' in item).toBe(expected !== undefined);
  });
  it.each([
    [true, true],
    [false, undefined],
    [undefined, undefined],
  ])('marks a configured product (is_configured %s) as %s', (isConfigured, expected) => {
    const product = { sku: 'S', name: 'N', type_id: 'configurable', price: 10, price_incl_tax: 11.5, is_configured: isConfigured } as unknown as Product;
    expect(toCartItem(product, 1).is_configured).toBe(expected);
  });
});

describe('cartIntent', () => {
  const a = { sku: 'A', name: 'A', qty: 1, type_id: 'simple', price: 1, price_incl_tax: 1.15, checksum: 'c1' } as CartItem;
  const b = { sku: 'B', name: 'B', qty: 2, type_id: 'simple', price: 1, price_incl_tax: 1.15 } as CartItem;
  it('names each line by sku, checksum and quantity, in a fixed order', () => {
    expect(cartIntent([b, a])).toBe('[["A","c1",1],["B","",2]]');
    expect(cartIntent([a, b])).toBe(cartIntent([b, a]));
  });
  it('ignores what a sync adds and notices a quantity', () => {
    expect(cartIntent([{ ...a, server_item_id: 9, stock: { qty: 1, is_in_stock: true }, totals: { x: 1 } }])).toBe(cartIntent([a]));
    expect(cartIntent([{ ...a, qty: 3 }])).not.toBe(cartIntent([a]));
  });
});
