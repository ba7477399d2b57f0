// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chosenOptions, chosenOptionsText, parseChosenOptions } from './chosenOptions';
import type { Product } from './types';
import { giftWrapAndExtras } from '../../test/support/catalogFixtures';

const configurable = {
  type_id: 'configurable',
  configurable_options: [
    { attribute_id: 93, attribute_code: 'flavour', label: 'Flavour', values: [{ value_index: 7, label: 'Vanilla' }] },
    { attribute_id: 94, attribute_code: 'size', label: 'Size', values: [{ value_index: 3, label: '500g' }] },
  ],
  custom_options: [...giftWrapAndExtras, { option_id: 3, title: 'Message', type: 'field', is_require: false }],
} as unknown as Product;

const bundle = {
  type_id: 'bundle',
  bundle_options: [
    {
      option_id: 1,
      title: 'Tea',
      required: true,
      type: 'radio',
      sku: 'B',
      product_links: [
        { id: 10, sku: 'TEA-A', qty: 1, is_default: true, product: { name: 'Rooibos' } },
        { id: 11, sku: 'TEA-B', qty: 1, is_default: false },
      ],
    },
    {
      option_id: 2,
      title: 'Honey',
      required: true,
      type: 'radio',
      sku: 'B',
      product_links: [{ id: 20, sku: 'HONEY', qty: 2, is_default: true, product: { name: 'Fynbos honey' } }],
    },
  ],
} as unknown as Product;

const ext = (extension_attributes: Record<string, unknown>) => ({ extension_attributes });

describe('chosenOptions', () => {
  it.each([
    [
      'configurable attributes',
      configurable,
      ext({
        configurable_item_options: [
          { option_id: '93', option_value: '7' },
          { option_id: '94', option_value: 3 },
        ],
      }),
      'Flavour: Vanilla, Size: 500g',
    ],
    ['an unknown value shows as given', configurable, ext({ configurable_item_options: [{ option_id: '93', option_value: '99' }] }), 'Flavour: 99'],
    ['a chosen custom value', configurable, ext({ custom_options: [{ option_id: 1, option_value: '11' }] }), 'Gift wrapping: Gift wrap'],
    ['"none" (option_type_id 0) is no choice', configurable, ext({ custom_options: [{ option_id: 1, option_value: '0' }] }), ''],
    ['several checkbox values', configurable, ext({ custom_options: [{ option_id: 2, option_value: '21,22' }] }), 'Extras: Express packing, Card'],
    ['a text option keeps the text', configurable, ext({ custom_options: [{ option_id: 3, option_value: 'Happy birthday' }] }), 'Message: Happy birthday'],
    ['unknown custom options are left out', configurable, ext({ custom_options: [{ option_id: 9, option_value: '1' }] }), ''],
    [
      'bundle picks with names and quantities',
      bundle,
      ext({ bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [11] }] }),
      'Tea: TEA-B, Honey: 2 × Fynbos honey',
    ],
    ['a bundle without choices lists its defaults', bundle, undefined, 'Tea: Rooibos, Honey: 2 × Fynbos honey'],
    ['no product_option', configurable, null, ''],
  ])('%s', (_, product, option, text) => {
    expect(chosenOptionsText(chosenOptions(product, option))).toBe(text);
  });

  it('reads a configured child when the line carries no configurable options', () => {
    const child = { sku: 'C', flavour: 7, size: 3 } as unknown as { sku: string };
    expect(chosenOptionsText(chosenOptions(configurable, null, child))).toBe('Flavour: Vanilla, Size: 500g');
  });
});

describe('parseChosenOptions', () => {
  it.each([
    ['[{"label":"Size","value":"1kg"}]', [{ label: 'Size', value: '1kg' }]],
    [[{ label: 'Size', value: '1kg', extra: 1 }, { label: 2 }], [{ label: 'Size', value: '1kg' }]],
    ['not json', []],
    [null, []],
  ])('%j', (raw, parsed) => {
    expect(parseChosenOptions(raw)).toEqual(parsed);
  });
});
