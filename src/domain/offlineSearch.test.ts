// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simpleProduct } from '../../test/support/catalogFixtures';
import { fuzzinessFor, keptProduct, matchesFilters, requiredMatches, searchDoc, searchWords } from './offlineSearch';

describe('searchWords', () => {
  it.each([
    ['Organic Almond Flour 1kg', ['organic', 'almond', 'flour', '1kg']],
    ['  Açaí-Berry  POWDER ', ['acai', 'berry', 'powder']],
    ['SKU-123/b', ['sku', '123', 'b']],
    ['', []],
  ])('%j → %j', (text, words) => expect(searchWords(text)).toEqual(words));
});

describe('fuzzinessFor', () => {
  it.each([
    ['tea', false, 0],
    ['tea', true, 0],
    ['oats', false, 1],
    ['oats', true, 1],
    ['almnd', false, 2],
    ['protien', false, 2],
    ['flour', true, 1],
  ])('%s (known: %s) → %i edits', (word, known, edits) => expect(fuzzinessFor(word, known)).toBe(edits));
});

describe('requiredMatches (minimum match 75%)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [8, 6],
  ])('%i words → %i', (words, required) => expect(requiredMatches(words)).toBe(required));
});

describe('searchDoc', () => {
  it('reads name, sku, category names and ingredients', () => {
    const product = {
      ...simpleProduct({
        category: [
          { category_id: 1, name: 'Baking' },
          { category_id: 2, name: 'Flours' },
        ],
      }),
      ingredients: 'Blanched almonds (100%)',
    };
    expect(searchDoc(product)).toEqual({
      id: 11,
      name: 'Organic Almond Flour 1kg',
      sku: 'ALMOND-FLOUR-1KG',
      categories: 'Baking Flours',
      ingredients: 'Blanched almonds (100%)',
    });
  });

  it('has empty fields where the product has none', () => {
    expect(searchDoc({ ...simpleProduct(), category: undefined })).toMatchObject({ categories: '', ingredients: '' });
  });
});

describe('matchesFilters', () => {
  const product = simpleProduct({ visibility: 4, status: 1 });
  it.each([
    ['visibility in [3,4]', [{ attribute: 'visibility', value: { in: [3, 4] } }], true],
    ['visibility in [2]', [{ attribute: 'visibility', value: { in: [2] } }], false],
    ['status eq 1', [{ attribute: 'status', value: { eq: 1 } }], true],
    ['status eq 2', [{ attribute: 'status', value: { eq: 2 } }], false],
    ['a range does not apply offline', [{ attribute: 'price', value: { gte: 500 } }], true],
    ['a nested field does not apply offline', [{ attribute: 'configurable_children.sku', value: { eq: 'X' } }], true],
    ['no filters', [], true],
  ])('%s → %s', (_, filters, expected) => expect(matchesFilters(product, filters)).toBe(expected));
});

describe('keptProduct', () => {
  it('keeps what a result shows, not the long texts and the gallery', () => {
    const kept = keptProduct(simpleProduct()) as unknown as Record<string, unknown>;
    expect(kept.description).toBeUndefined();
    expect(kept.media_gallery).toBeUndefined();
    expect(kept).toMatchObject({ id: 11, name: 'Organic Almond Flour 1kg', image: '/product/organic-almond-flour-1kg.png', final_price_incl_tax: 115 });
  });
});
