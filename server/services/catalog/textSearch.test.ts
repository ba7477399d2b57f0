// @vitest-environment node
/**
 * `_searchText` (spec 000 §9): typo tolerance (fuzziness 2), minimum match 75%, min_score, the
 * boosts name 4 > sku 2 > category name / ingredients 1, relevance order unless a sort is given —
 * units, then on the generated catalogue in PGlite (and PostgreSQL with TEST_DATABASE_URL).
 */
import { describe, expect, it } from 'vitest';
import { backendNames } from '../../../test/contract/backends.ts';
import { f, GENERATED_PRODUCTS, listable, setUpGeneratedCatalogue } from '../../../test/contract/catalogGenerated.ts';
import { generateCatalogue } from '../../seed/generate.ts';
import { editDistance, tokenize } from './textSearch.ts';

describe('text units', () => {
  it.each([
    ['almond', 'almond', 0],
    ['almnd', 'almond', 1],
    ['amlond', 'almond', 1],
    ['almo', 'almond', 2],
    ['proteen', 'protein', 1],
    ['alm', 'almond', 3],
    ['tea', 'oat', 3],
  ])('editDistance(%s, %s) = %i (transposition = 1, capped at 3)', (a, b, d) => expect(editDistance(a, b)).toBe(d));
  it('tokenizes into lower-case words, once each', () => expect(tokenize('Whey-Protein  whey 1KG!')).toEqual(['whey', 'protein', '1kg']));
});

const catalogue = generateCatalogue({ products: GENERATED_PRODUCTS });
const listed = catalogue.products.filter((p) => p.visibility === 4 && p.status === 1);
const target = listed.find((p) => p.name.split(' ').some((w) => w.length >= 7 && /^[a-z]+$/i.test(w)))!;
const word = target.name
  .split(' ')
  .find((w) => w.length >= 7 && /^[a-z]+$/i.test(w))!
  .toLowerCase();
const nameHas = (text: string, w: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes(w);

describe.each(backendNames)('text search on the generated catalogue (%s)', (backend) => {
  const g = setUpGeneratedCatalogue(backend);
  const search = (text: string, extra: object = {}) => g.search({ _appliedFilters: listable, _searchText: text, ...extra });

  it('finds every product with the word, by relevance (name matches first)', async () => {
    const res = await search(word);
    const withName = catalogue.products.filter((p) => [2, 3, 4].includes(p.visibility!) && p.status! < 2 && nameHas(p.name, word));
    expect(
      res.hits
        .filter((h) => nameHas(h.name, word))
        .map((h) => h.sku)
        .sort(),
    ).toEqual(withName.map((p) => p.sku).sort());
    const scores = res.hits.map((h) => h._score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const firstOther = res.hits.findIndex((h) => !nameHas(h.name, word));
    if (firstOther >= 0) expect(res.hits.slice(firstOther).every((h) => !nameHas(h.name, word))).toBe(true);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.02);
  });

  it.each([
    ['a missing letter', (w: string) => w.slice(0, 3) + w.slice(4)],
    ['two letters swapped', (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4)],
    ['two missing letters', (w: string) => w.slice(0, 2) + w.slice(3, 4) + w.slice(5)],
  ])('is typo-tolerant: %s still finds the product', async (_name, typo) => {
    const res = await search(typo(word));
    expect(res.hits.map((h) => h.sku)).toContain(target.sku);
  });

  it('ranks an exact match above a misspelt one', async () => {
    const res = await search(word);
    const fuzzy = await search(word.slice(0, 3) + word.slice(4));
    const exactScore = res.hits.find((h) => h.sku === target.sku)!._score;
    expect(fuzzy.hits.find((h) => h.sku === target.sku)!._score).toBeLessThan(exactScore);
  });

  it('needs 75% of the words: 3 of 4 match, 2 of 4 do not', async () => {
    const words = target.name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3)
      .slice(0, 2);
    expect((await search([...words, 'zzzqqq', 'kale'].join(' '))).hits.map((h) => h.sku)).not.toContain(target.sku);
    const three = [...words, target.name.toLowerCase().split(' ').at(-1)!, 'zzzqqq'];
    if (new Set(three).size === 4) expect((await search(three.join(' '))).hits.map((h) => h.sku)).toContain(target.sku);
  });

  it('finds a product by sku and a configurable by a child sku', async () => {
    expect((await search(target.sku)).hits[0].sku).toBe(target.sku);
    const conf = listed.find((p) => p.type_id === 'configurable')!;
    expect((await search(conf.configurable_children![0].sku)).hits[0].sku).toBe(conf.sku);
  });

  it('follows a given sort instead of relevance, and combines with filters and facets', async () => {
    const res = await search(word, { _appliedSort: [{ field: 'final_price', options: 'asc' }], _availableFilters: [{ field: 'price' }] });
    const prices = res.hits.map((h) => h.final_price_incl_tax as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const counted = res.aggregations.agg_range_price.buckets.reduce((n, b) => n + b.doc_count, 0);
    expect(counted).toBe(res.total);
  });

  it('searches categories by name', async () => {
    const res = await g.search({ _appliedFilters: [f('is_active', { eq: true })], _searchText: 'bakng' }, {}, 'category');
    expect(res.hits.map((c) => (c as unknown as { name: string }).name)).toContain('Baking');
  });
});
