// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { englishTexts, firstPaintKeys, pickTexts } from '../../scripts/firstPaintEnglish.ts';

const tree = { cart: { title: 'Cart', open_one: 'One', open_other: 'Many', opened: 'Opened', panel: { close: 'Close' } }, home: { hero: 'Hi' } };

describe('pickTexts (the English of the first paint)', () => {
  it.each<[string, string[], unknown]>([
    ['a whole file', ['home'], { home: { hero: 'Hi' } }],
    ['one key', ['cart.title'], { cart: { title: 'Cart' } }],
    ['a key with its plural forms, not a longer name', ['cart.open'], { cart: { open_one: 'One', open_other: 'Many' } }],
    ['a nested group', ['cart.panel'], { cart: { panel: { close: 'Close' } } }],
    ['a key that is not there', ['cart.missing'], {}],
    ['nothing', [], {}],
  ])('%s', (_, keys, expected) => {
    expect(pickTexts(tree, keys)).toEqual(expected);
  });
});

describe('src/lib/firstPaintTexts.json', () => {
  it('lists only keys that exist in locales/en', () => {
    const english = englishTexts();
    for (const key of firstPaintKeys()) expect(Object.keys(pickTexts(english, [key])), key).not.toEqual([]);
  });
});
