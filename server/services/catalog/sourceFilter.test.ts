// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterSource, parseFieldList } from './sourceFilter.ts';

const doc = {
  id: 1,
  sku: 'A',
  name: 'n',
  sgn: 'x',
  stock: { qty: 3, is_in_stock: true },
  configurable_children: [
    { sku: 'A-1', price: 1, sgn: 'y' },
    { sku: 'A-2', price: 2 },
  ],
};

describe('filterSource', () => {
  it.each([
    ['nothing asked', [], [], doc],
    ['top-level include', ['id', 'sku'], [], { id: 1, sku: 'A' }],
    ['dotted include into an object', ['stock.qty'], [], { stock: { qty: 3 } }],
    ['dotted include into an array', ['configurable_children.sku'], [], { configurable_children: [{ sku: 'A-1' }, { sku: 'A-2' }] }],
    ['exclude', [], ['sgn', 'stock', 'configurable_children'], { id: 1, sku: 'A', name: 'n' }],
    [
      'wildcard exclude',
      ['sku', 'configurable_children'],
      ['*.sgn'],
      {
        sku: 'A',
        configurable_children: [
          { sku: 'A-1', price: 1 },
          { sku: 'A-2', price: 2 },
        ],
      },
    ],
    ['prefix wildcard', ['s*'], ['stock.is_*'], { sku: 'A', sgn: 'x', stock: { qty: 3 } }],
    ['include of an unknown field', ['nope'], [], {}],
  ])('%s', (_name, include, exclude, expected) => {
    expect(filterSource(doc, include, exclude)).toEqual(expected);
  });
});

describe('parseFieldList', () => {
  it.each([
    ['a,b , c', ['a', 'b', 'c']],
    [
      ['a,b', 'c'],
      ['a', 'b', 'c'],
    ],
    ['', []],
    [undefined, []],
  ])('%o → %o', (raw, expected) => {
    expect(parseFieldList(raw)).toEqual(expected);
  });
});
