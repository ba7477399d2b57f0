// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ConfigurableChild, Product } from './types';
import {
  NO_AVAILABLE_VARIANTS,
  closestVariantWith,
  configurationOf,
  configureProduct,
  findExactVariant,
  findVariant,
  variantError,
  type Configuration,
} from './variant';

function child(sku: string, flavour: number, size: number, extra: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return {
    id: Number(sku.replace(/\D/g, '')) || 1,
    sku,
    status: 1,
    price: 100,
    price_incl_tax: 115,
    stock: { qty: 5, is_in_stock: true },
    flavour,
    size,
    ...extra,
  };
}

function parent(children: ConfigurableChild[]): Product {
  return {
    id: 1,
    sku: 'WHEY',
    name: 'Whey',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    price: 100,
    tax_class_id: 2,
    url_key: 'whey',
    url_path: 'sports/whey',
    stock: { qty: 0, is_in_stock: true },
    category_ids: [],
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: 'flavour',
        values: [
          { value_index: 1, label: 'Vanilla' },
          { value_index: 2, label: 'Chocolate' },
        ],
      },
      {
        attribute_id: 142,
        attribute_code: 'size',
        values: [
          { value_index: 10, label: '500 g' },
          { value_index: 11, label: '1 kg' },
        ],
      },
    ],
    configurable_children: children,
  };
}

const listed = { listOutOfStockProducts: true };
const hidden = { listOutOfStockProducts: false };

const V500 = child('W-V-500', 1, 10);
const V1K = child('W-V-1K', 1, 11, { price_incl_tax: 200 });
const C500 = child('W-C-500', 2, 10, { price_incl_tax: 110 });
const C1K_OUT = child('W-C-1K', 2, 11, { stock: { qty: 0, is_in_stock: false } });
const DISABLED = child('W-X', 1, 10, { status: 2, price_incl_tax: 1 });

describe('findVariant', () => {
  const cases: {
    name: string;
    children: ConfigurableChild[];
    config: Configuration;
    opts?: typeof listed & { fallbackToDefault?: boolean };
    expected: string | null;
  }[] = [
    { name: 'full attribute match', children: [V500, V1K, C500], config: { flavour: 1, size: 11 }, expected: 'W-V-1K' },
    { name: 'string values match numeric attributes', children: [V500, V1K], config: { flavour: '1', size: '10' }, expected: 'W-V-500' },
    { name: 'exact sku wins even over a better attribute match', children: [V500, V1K], config: { sku: 'W-V-500', flavour: 1, size: 11 }, expected: 'W-V-500' },
    {
      name: 'exact sku wins when it comes first and a later child matches attributes',
      children: [V1K, V500],
      config: { sku: 'W-V-1K', size: 10 },
      expected: 'W-V-1K',
    },
    { name: 'most matching attributes wins over a cheaper partial match', children: [C500, V500], config: { flavour: 1, size: 10 }, expected: 'W-V-500' },
    {
      name: 'most matching attributes wins over a cheaper partial match after it',
      children: [V500, C500],
      config: { flavour: 1, size: 10 },
      expected: 'W-V-500',
    },
    { name: 'ties go to the lower price', children: [V500, C500], config: { size: 10 }, expected: 'W-C-500' },
    { name: 'ties go to the lower price when it comes first', children: [C500, V500], config: { size: 10 }, expected: 'W-C-500' },
    { name: 'ties keep the first when prices are equal', children: [V500, child('W-V-500b', 1, 10)], config: { flavour: 1 }, expected: 'W-V-500' },
    {
      name: 'ties keep the first when prices are equal, either way round',
      children: [child('W-V-500b', 1, 10), V500],
      config: { flavour: 1 },
      expected: 'W-V-500b',
    },
    { name: 'an unknown sku falls back to the attributes', children: [V1K, V500], config: { sku: 'GONE', flavour: 1, size: 10 }, expected: 'W-V-500' },
    {
      name: 'a child without the chosen attribute does not match',
      children: [{ ...child('W-NO', 1, 10), size: undefined }, V1K],
      config: { size: 11 },
      expected: 'W-V-1K',
    },
    { name: 'status 2 or more is skipped', children: [DISABLED, V500], config: { flavour: 1, size: 10 }, expected: 'W-V-500' },
    { name: 'disabled child is skipped even for an exact sku', children: [DISABLED, V500], config: { sku: 'W-X' }, expected: null },
    { name: 'out of stock is kept when out-of-stock products are listed', children: [C1K_OUT, V500], config: { flavour: 2, size: 11 }, expected: 'W-C-1K' },
    { name: 'out of stock is skipped otherwise', children: [C1K_OUT, C500], config: { flavour: 2, size: 11 }, opts: hidden, expected: 'W-C-500' },
    { name: 'nothing matching gives null (no cheapest-child surprise)', children: [V500, C500], config: { flavour: 3 }, expected: null },
    {
      name: 'default child fallback when allowed',
      children: [DISABLED, V1K, V500],
      config: { flavour: 3 },
      opts: { ...listed, fallbackToDefault: true },
      expected: 'W-V-1K',
    },
    {
      name: 'empty configuration with fallback picks the default child',
      children: [V500, V1K],
      config: {},
      opts: { ...listed, fallbackToDefault: true },
      expected: 'W-V-500',
    },
    { name: 'price key is ignored', children: [V500, C500], config: { price: 115, flavour: 1 }, expected: 'W-V-500' },
    { name: 'null values never match', children: [V500], config: { flavour: null }, expected: null },
    {
      name: 'custom_attributes are read too',
      children: [{ ...child('W-CA', 0, 0), flavour: undefined, custom_attributes: [{ attribute_code: 'flavour', value: '7' }] }],
      config: { flavour: 7 },
      expected: 'W-CA',
    },
  ];
  it.each(cases)('$name', ({ children, config, opts, expected }) => {
    expect(findVariant(parent(children), config, opts ?? listed)?.sku ?? null).toBe(expected);
  });
});

describe('childPrice picks what the shopper pays', () => {
  it.each([
    ['the final price incl. tax first', { final_price_incl_tax: 90, price_incl_tax: 115 }, 'W-B'],
    ['then the price incl. tax', { final_price_incl_tax: undefined, price_incl_tax: 90 }, 'W-B'],
    ['then the net prices', { final_price_incl_tax: Number.NaN, price_incl_tax: undefined, final_price: 50, price: 100 }, 'W-B'],
  ])('%s', (_name, prices, expected) => {
    // W-A costs 100 incl. tax; W-B's price is read from the given fields.
    const a = child('W-A', 1, 10, { price_incl_tax: 100 });
    const b = child('W-B', 1, 10, prices);
    expect(findExactVariant(parent([a, b]), { flavour: 1 }, listed)?.sku).toBe(expected);
  });
  it('puts a child without any price last', () => {
    const a = child('W-A', 1, 10, { price: undefined, price_incl_tax: undefined } as Partial<ConfigurableChild>);
    expect(findExactVariant(parent([a, child('W-B', 1, 10)]), { flavour: 1 }, listed)?.sku).toBe('W-B');
  });
});

describe('which chosen attributes count', () => {
  it.each<[string, Configuration, string | null]>([
    ['every attribute', { flavour: 1, size: 10 }, 'W-V-500'],
    ['a sku left over from another choice', { sku: 'OLD', flavour: 1, size: 10 }, 'W-V-500'],
    ['a price', { price: 999, flavour: 1, size: 10 }, 'W-V-500'],
    ['an attribute set to null', { flavour: 1, size: null }, 'W-V-500'],
    ['an attribute set to undefined', { flavour: 1, size: undefined }, 'W-V-500'],
    ['an attribute set to an empty text', { flavour: 1, size: '' }, 'W-V-500'],
    ['nothing chosen matches no child fully', {}, null],
  ])('%s', (_name, config, expected) => {
    expect(findExactVariant(parent([V1K, V500]), config, listed)?.sku ?? null).toBe(expected);
  });
});

describe('childAttribute sources', () => {
  it.each<[string, Partial<ConfigurableChild>, string | null]>([
    ['a null field gives way to custom_attributes', { flavour: null, custom_attributes: [{ attribute_code: 'flavour', value: '7' }] }, 'W-A'],
    ['an object field gives way to custom_attributes', { flavour: { label: 'x' }, custom_attributes: [{ attribute_code: 'flavour', value: '7' }] }, 'W-A'],
    [
      'the custom attribute of that code, not the first one',
      {
        flavour: undefined,
        custom_attributes: [
          { attribute_code: 'size', value: '10' },
          { attribute_code: 'flavour', value: '7' },
        ],
      },
      'W-A',
    ],
    ['a null custom attribute is no value', { flavour: undefined, custom_attributes: [{ attribute_code: 'flavour', value: null }] }, null],
    ['a child without custom_attributes and without the field', { flavour: undefined }, null],
  ])('%s', (_name, fields, expected) => {
    expect(findVariant(parent([child('W-A', 0, 10, fields)]), { flavour: 7 }, listed)?.sku ?? null).toBe(expected);
  });
});

describe('findExactVariant', () => {
  it('takes the cheapest full match, wherever it stands', () => {
    expect(findExactVariant(parent([V500, V1K]), { flavour: 1 }, listed)?.sku).toBe('W-V-500');
    expect(findExactVariant(parent([V1K, V500]), { flavour: 1 }, listed)?.sku).toBe('W-V-500');
  });
  it('keeps the first of two full matches at the same price, either way round', () => {
    const twin = child('W-V-500b', 1, 10);
    expect(findExactVariant(parent([V500, twin]), { flavour: 1 }, listed)?.sku).toBe('W-V-500');
    expect(findExactVariant(parent([twin, V500]), { flavour: 1 }, listed)?.sku).toBe('W-V-500b');
  });
  it('needs every chosen attribute to match', () => {
    expect(findExactVariant(parent([V500, V1K]), { flavour: 2, size: 10 }, listed)).toBeNull();
    expect(findExactVariant(parent([V500, C500]), { flavour: 2, size: 10 }, listed)?.sku).toBe('W-C-500');
  });
  it('skips unavailable children', () => {
    expect(findExactVariant(parent([C1K_OUT]), { flavour: 2, size: 11 }, hidden)).toBeNull();
  });
});

describe('closestVariantWith (a chip that does not go with the other choices)', () => {
  // A third attribute (pack) so "most matching attributes" has something to count.
  const V1K_TUB = child('W-V-1K-TUB', 1, 11, { pack: 'tub', price_incl_tax: 300 });
  const V500_TUB = child('W-V-500-TUB', 1, 10, { pack: 'tub', price_incl_tax: 250 });
  const V500_BAG = child('W-V-500-BAG', 1, 10, { pack: 'bag', price_incl_tax: 90 });
  const C1K_BAG = child('W-C-1K-BAG', 2, 11, { pack: 'bag', price_incl_tax: 80 });
  it.each<[string, ConfigurableChild[], Configuration, string, string, typeof listed, string | null]>([
    ['Vanilla with 1kg chosen and only Vanilla 500g on sale: Vanilla 500g', [V500, C1K_OUT, C500], { flavour: 2, size: 11 }, 'flavour', '1', listed, 'W-V-500'],
    ['never a child of another value, even a cheaper one matching more', [V500, C500], { flavour: 1, size: 10 }, 'flavour', '2', listed, 'W-C-500'],
    [
      'most matching other attributes wins over the lower price',
      [V500_BAG, V500_TUB, C1K_BAG],
      { flavour: 2, size: 11, pack: 'tub' },
      'flavour',
      '1',
      listed,
      'W-V-500-TUB',
    ],
    ['ties go to the lower price', [V500_TUB, V500_BAG, V1K_TUB], { flavour: 2, size: 12 }, 'flavour', '1', listed, 'W-V-500-BAG'],
    ['skips disabled children', [DISABLED], { flavour: 2, size: 10 }, 'flavour', '1', listed, null],
    ['skips sold-out children when they are not listed', [C1K_OUT], { flavour: 1, size: 11 }, 'flavour', '2', hidden, null],
    ['keeps sold-out children when they are listed', [C1K_OUT], { flavour: 1, size: 11 }, 'flavour', '2', listed, 'W-C-1K'],
    ['null when no child has the value', [V500, V1K], { flavour: 1, size: 10 }, 'flavour', '2', listed, null],
  ])('%s', (_name, children, config, code, value, opts, expected) => {
    expect(closestVariantWith(parent(children), config, code, value, opts)?.sku ?? null).toBe(expected);
  });
});

describe('variantError', () => {
  it("flags a parent without available children with 'No available product variants'", () => {
    expect(variantError(parent([DISABLED]), listed)).toBe(NO_AVAILABLE_VARIANTS);
    expect(variantError(parent([C1K_OUT]), hidden)).toBe('No available product variants');
    expect(variantError(parent([C1K_OUT]), listed)).toBeNull();
    expect(variantError({ ...parent([]), type_id: 'simple' }, listed)).toBeNull();
    expect(variantError({ ...parent([]), configurable_children: undefined }, listed)).toBe(NO_AVAILABLE_VARIANTS);
  });
});

describe('configureProduct', () => {
  it('merges the child over the parent and records the options', () => {
    const p = { ...parent([V1K]), image: '/p.png' };
    const configured = configureProduct(p, { ...V1K, name: 'child name', image: 'no_selection' });
    expect(configured).toMatchObject({
      sku: 'W-V-1K',
      parentSku: 'WHEY',
      name: 'Whey',
      type_id: 'configurable',
      image: '/p.png',
      price_incl_tax: 200,
      is_configured: true,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '1' },
            { option_id: '142', option_value: '11' },
          ],
        },
      },
    });
    expect(configurationOf(p, V1K)).toEqual({ flavour: '1', size: '11' });
  });

  it('keeps the parent-only fields and the parent images a child lacks, and takes every other child field', () => {
    const p = { ...parent([V1K]), image: '/p.png', small_image: '/ps.png', thumbnail: '/pt.png', special_price: 5, description: 'parent' };
    const own = {
      name: 'child name',
      visibility: 1,
      type_id: 'simple',
      configurable_children: [],
      configurable_options: [],
      url_key: 'child',
      url_path: 'c/child',
      image: '/c.png',
      small_image: 'no_selection',
      thumbnail: '',
      special_price: 0,
      description: null,
      color: undefined,
    };
    const configured = configureProduct(p, { ...V1K, ...own } as ConfigurableChild);
    expect(configured).toMatchObject({
      name: 'Whey',
      visibility: 4,
      type_id: 'configurable',
      configurable_children: [V1K],
      url_key: 'whey',
      url_path: 'sports/whey',
      image: '/c.png',
      small_image: '/ps.png',
      thumbnail: '/pt.png',
      special_price: 0,
      description: 'parent',
    });
    expect(configured.configurable_options).toHaveLength(2);
    expect(configured).not.toHaveProperty('color');
  });

  it('records an attribute the child lacks as an empty value, and no options without configurable_options', () => {
    const itemOptions = (p: Product) =>
      (p.product_option as { extension_attributes: { configurable_item_options: unknown } }).extension_attributes.configurable_item_options;
    const lacking = { ...V1K, size: undefined };
    expect(itemOptions(configureProduct(parent([lacking]), lacking))).toEqual([
      { option_id: '93', option_value: '1' },
      { option_id: '142', option_value: '' },
    ]);
    expect(configurationOf(parent([lacking]), lacking)).toStrictEqual({ flavour: '1' });
    const nullCustom = { ...V1K, size: undefined, custom_attributes: [{ attribute_code: 'size', value: null }] };
    expect(configurationOf(parent([nullCustom]), nullCustom)).toStrictEqual({ flavour: '1' });
    const bare = { ...parent([V1K]), configurable_options: undefined };
    expect(itemOptions(configureProduct(bare, V1K))).toEqual([]);
    expect(configurationOf(bare, V1K)).toEqual({});
  });
});
