import { describe, expect, it } from 'vitest';
import { firstUnstorableText, isStorableText } from './wellFormedText.ts';

describe('isStorableText', () => {
  it.each([
    ['plain', 'rooibos tea', true],
    ['empty', '', true],
    ['accents and CJK', 'Crème brûlée 抹茶', true],
    ['a whole emoji (surrogate pair)', 'nuts 🥜', true],
    ['NUL', 'a\u0000b', false],
    ['NUL alone', '\u0000', false],
    ['lone high surrogate at the end', 'cut \uD83E', false],
    ['lone high surrogate before a letter', '\uD83Ex', false],
    ['lone low surrogate', 'x\uDD5C', false],
    ['low then high (reversed pair)', '\uDD5C\uD83E', false],
  ])('%s', (_name, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });
});

describe('firstUnstorableText', () => {
  it.each([
    ['a clean body', { cartItem: { sku: 'A', qty: 1, options: [null, true, 'x'] } }, null],
    ['a query value', { cartId: 'a\u0000' }, 'cartId'],
    ['a nested array element', { products: [{ sku: 'ok' }, { sku: 'b\u0000' }] }, 'products[1].sku'],
    ['a key', { ['k\u0000']: 1 }, '(a key)'],
    ['a nested key', { a: { ['\uD800']: 1 } }, 'a (a key)'],
    ['a bare string', '\uDC00', '(value)'],
    ['numbers and booleans', { n: 1, b: false, z: null }, null],
  ])('%s', (_name, value, path) => {
    expect(firstUnstorableText(value)).toBe(path);
  });

  it('walks a very deep body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstUnstorableText(deep)).toMatch(/^\[0\]/);
  });
});
