import { describe, expect, it } from 'vitest';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import type { Product } from '../../domain/types';
import { addToIndex, loadLocalIndex, queryIndex } from './localIndex';

const p = (id: number, name: string, extra: Record<string, unknown> = {}) =>
  ({ ...simpleProduct({ id, name, sku: `SKU-${id}`, slug: `p-${id}`, category: [] }), ...extra }) as Product;

const products = [
  p(1, 'Organic Almond Flour 1kg', { category: [{ category_id: 20, name: 'Baking' }] }),
  p(2, 'Whey Protein Vanilla 1kg'),
  p(3, 'Chia Seeds 500g', { ingredients: 'Black chia seeds (100%)' }),
  p(4, 'Baking Mix', { ingredients: 'Almond flour, psyllium husk' }),
  p(5, 'Rooibos Tea', { visibility: 1 }),
  p(6, 'Green Tea'),
];
const index = await loadLocalIndex(products);
const search = (text: string, filters: { attribute: string; value: unknown }[] = []) => queryIndex(index, { text, filters }).map((x) => x.id);

describe('the device search index', () => {
  it('finds a product by a word of its name', () => {
    expect(search('whey')).toEqual([2]);
  });

  it('forgives typos: a missing letter, a swapped pair', () => {
    expect(search('almnd')).toContain(1);
    expect(search('protien')).toEqual([2]);
  });

  it('keeps short words exact (tea is not pea)', () => {
    expect(search('pea')).toEqual([]);
  });

  it('ranks a name match above a category or ingredient match (boosts 4 / 1 / 1)', () => {
    expect(search('almond')).toEqual([1, 4]);
    expect(search('baking')[0]).toBe(4);
  });

  it('finds by sku', () => {
    expect(search('SKU-3')).toContain(3);
  });

  it('needs 75% of the words to match', () => {
    expect(search('chia seeds')).toEqual([3]);
    // Of 3 words 2 must match: only Green Tea has both "green" and "tea"; Rooibos Tea has one.
    expect(search('green tea kombucha')).toEqual([6]);
    expect(search('vanilla kombucha sourdough')).toEqual([]);
  });

  it('applies the query filters (visibility, status)', () => {
    expect(search('tea')).toEqual(expect.arrayContaining([5, 6]));
    expect(search('tea', [{ attribute: 'visibility', value: { in: [3, 4] } }])).toEqual([6]);
  });

  it('asks for at least 3 characters', () => {
    expect(search('ch')).toEqual([]);
  });

  it('takes products seen later, the newest copy replacing the old one', async () => {
    const local = await loadLocalIndex(products);
    addToIndex(local, [p(7, 'Moringa Powder'), p(2, 'Casein Protein Chocolate')]);
    expect(queryIndex(local, { text: 'moringa', filters: [] }).map((x) => x.id)).toEqual([7]);
    expect(queryIndex(local, { text: 'whey', filters: [] })).toEqual([]);
    expect(queryIndex(local, { text: 'casein', filters: [] }).map((x) => x.name)).toEqual(['Casein Protein Chocolate']);
  });
});
