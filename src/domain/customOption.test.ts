// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customOptionChoices, customOptionsDelta, selectedCustomValues } from './customOption';
import type { CustomOption, Product } from './types';
import { customOption, giftWrapAndExtras } from '../../test/support/catalogFixtures';

const options: CustomOption[] = [
  ...giftWrapAndExtras,
  customOption(3, 'Engraving', 'checkbox', [
    [31, 'Name', 10, 'fixed'],
    [32, 'Logo', Number.NaN, 'fixed'],
    [33, 'Date', 'ten' as unknown as number, 'percent'],
  ]),
];
const product: Pick<Product, 'custom_options'> = { custom_options: options };
// Not R100: at R100 "10 %" and "R10 fixed" cost the same cents, and a test could not tell them apart.
const base = { net: 4000, incl: 4600 };

describe('custom option prices (spec 000 §4: percent = price/100 × product price)', () => {
  it.each([
    { name: 'nothing chosen', choices: [], delta: { net: 0, incl: 0 } },
    { name: 'fixed: net price plus tax', choices: [{ option_id: 1, option_value: '11' }], delta: { net: 2500, incl: 2875 } },
    { name: 'percent of the net and of the incl. price', choices: [{ option_id: 2, option_value: '21' }], delta: { net: 400, incl: 460 } },
    { name: 'fixed R10 is not 10 %', choices: [{ option_id: 3, option_value: '31' }], delta: { net: 1000, incl: 1150 } },
    { name: 'several checkbox values', choices: [{ option_id: '2', option_value: '21,22' }], delta: { net: 650, incl: 460 + 288 } },
    { name: 'several values with spaces after the commas', choices: [{ option_id: 2, option_value: '21, 22' }], delta: { net: 650, incl: 460 + 288 } },
    { name: 'a value without a usable price adds nothing', choices: [{ option_id: 3, option_value: '32,33' }], delta: { net: 0, incl: 0 } },
    { name: 'option_type_id 0 does not count', choices: [{ option_id: 1, option_value: '0' }], delta: { net: 0, incl: 0 } },
    {
      name: 'unknown options and empty values are ignored',
      choices: [
        { option_id: 9, option_value: '11' },
        { option_id: 1, option_value: '' },
      ],
      delta: { net: 0, incl: 0 },
    },
  ])('$name', ({ choices, delta }) => {
    expect(customOptionsDelta(selectedCustomValues(product, choices), base, 15)).toEqual(delta);
  });

  it.each([
    { name: 'the chosen values themselves', product, choices: [{ option_id: 2, option_value: '22,21' }], ids: [22, 21] },
    { name: 'no choices', product, choices: undefined, ids: [] },
    { name: 'a null value', product, choices: [{ option_id: 1, option_value: null as unknown as string }], ids: [] },
    { name: 'a product without custom options', product: {}, choices: [{ option_id: 1, option_value: '11' }], ids: [] },
    {
      name: 'an option without values',
      product: { custom_options: [{ option_id: 1, title: 'Note', type: 'field', is_require: false }] },
      choices: [{ option_id: 1, option_value: '11' }],
      ids: [],
    },
  ])('selects $name', ({ product: p, choices, ids }) => {
    expect(selectedCustomValues(p as Pick<Product, 'custom_options'>, choices).map((v) => v.option_type_id)).toEqual(ids);
  });

  it('is computed from the base price each time (VSF1 piled deltas up)', () => {
    const values = selectedCustomValues(product, [{ option_id: 2, option_value: '21' }]);
    expect(customOptionsDelta(values, base, 15)).toEqual(customOptionsDelta(values, base, 15));
  });

  it('turns the form state into the choices a cart line carries', () => {
    expect(customOptionChoices({ 1: '11', 2: '', 3: '0', 4: '21,22' })).toEqual([
      { option_id: 1, option_value: '11' },
      { option_id: 4, option_value: '21,22' },
    ]);
  });
});
