// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customOptionChoices, customOptionsDelta, selectedCustomValues } from './customOption';
import type { CustomOption, Product } from './types';

const options: CustomOption[] = [
  {
    option_id: 1, title: 'Gift wrapping', type: 'radio', is_require: false,
    values: [
      { option_type_id: 0, title: 'None', price: 5, price_type: 'fixed' },
      { option_type_id: 11, title: 'Gift wrap', price: 25, price_type: 'fixed' },
    ],
  },
  {
    option_id: 2, title: 'Extras', type: 'checkbox', is_require: false,
    values: [
      { option_type_id: 21, title: 'Express packing', price: 10, price_type: 'percent' },
      { option_type_id: 22, title: 'Card', price: 2.5, price_type: 'fixed' },
    ],
  },
];
const product: Pick<Product, 'custom_options'> = { custom_options: options };
const base = { net: 10000, incl: 11500 };

describe('custom option prices (spec 000 §4: percent = price/100 × product price)', () => {
  it.each([
    { name: 'nothing chosen', choices: [], delta: { net: 0, incl: 0 } },
    { name: 'fixed: net price plus tax', choices: [{ option_id: 1, option_value: '11' }], delta: { net: 2500, incl: 2875 } },
    { name: 'percent of the net and of the incl. price', choices: [{ option_id: 2, option_value: '21' }], delta: { net: 1000, incl: 1150 } },
    { name: 'several checkbox values', choices: [{ option_id: '2', option_value: '21,22' }], delta: { net: 1250, incl: 1150 + 288 } },
    { name: 'option_type_id 0 does not count', choices: [{ option_id: 1, option_value: '0' }], delta: { net: 0, incl: 0 } },
    { name: 'unknown options and empty values are ignored', choices: [{ option_id: 9, option_value: '11' }, { option_id: 1, option_value: '' }], delta: { net: 0, incl: 0 } },
  ])('$name', ({ choices, delta }) => {
    expect(customOptionsDelta(selectedCustomValues(product, choices), base, 15)).toEqual(delta);
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
