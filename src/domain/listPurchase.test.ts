import { describe, expect, it } from 'vitest';
import { addsFromList } from './listPurchase.ts';
import type { CustomOption, Product } from './types.ts';

const option = (is_require: boolean): CustomOption => ({ option_id: 1, title: 'Gift wrap', type: 'checkbox', is_require });

describe('addsFromList', () => {
  it.each<[string, Pick<Product, 'type_id' | 'custom_options'>, boolean]>([
    ['simple', { type_id: 'simple' }, true],
    ['virtual', { type_id: 'virtual' }, true],
    ['simple with an optional custom option', { type_id: 'simple', custom_options: [option(false)] }, true],
    ['simple with a required custom option', { type_id: 'simple', custom_options: [option(false), option(true)] }, false],
    ['configurable (needs a variant)', { type_id: 'configurable' }, false],
    ['bundle (needs its picks)', { type_id: 'bundle' }, false],
    ['grouped (a quantity per product)', { type_id: 'grouped' }, false],
    ['downloadable (links to choose)', { type_id: 'downloadable' }, false],
  ])('%s → %s', (_name, product, expected) => {
    expect(addsFromList(product)).toBe(expected);
  });
});
