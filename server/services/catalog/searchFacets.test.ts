// @vitest-environment node
/**
 * Facets on the generated catalogue: catalog-scope filters (OR inside an attribute and its
 * `_options` twin, AND across), the price filter and buckets on the shown price (final_price incl.
 * tax, computed by src/domain/tax.ts as the hits show it), aggregation counts (other facets
 * applied, not the aggregated one's own) and sorts. Oracle: the generator's output in JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { backendNames } from '../../../test/contract/backends.ts';
import { f, GENERATED_PRODUCTS, listable, setUpGeneratedCatalogue } from '../../../test/contract/catalogGenerated.ts';
import { calculateProductTax } from '../../../src/domain/tax.ts';
import { withCompositePrice } from '../../../src/domain/compositePrice.ts';
import type { Product } from '../../../src/domain/types.ts';
import { generateCatalogue } from '../../seed/generate.ts';
import { buildTaxRules } from '../../seed/taxrules.ts';

const catalogue = generateCatalogue({ products: GENERATED_PRODUCTS });
// The oracle prices as the server shows them: tax.ts, then grouped/bundle sums (linkedPrices.ts).
const taxed = catalogue.products.map((p) => calculateProductTax(p, buildTaxRules(), { country: 'ZA' }));
const linked = new Map<string, Record<string, unknown>>();
for (const p of taxed) for (const c of p.configurable_children ?? []) if (Number(c.status ?? 1) < 2 && p.status! < 2) linked.set(c.sku, c as never);
for (const p of taxed) if (!linked.has(p.sku) && Number(p.status ?? 1) < 2) linked.set(p.sku, p as never);
const shown = new Map(taxed.map((p) => [p.sku, withCompositePrice(p, linked).final_price_incl_tax!]));
const isListable = (p: Product) => [2, 3, 4].includes(p.visibility!) && [0, 1].includes(p.status!);
const has = (p: Product, attr: string, values: number[]) => {
  const own = ([] as unknown[]).concat((p as never)[attr] ?? []);
  const kids = p.type_id === 'configurable' ? ([] as unknown[]).concat((p as never)[`${attr}_options`] ?? []) : [];
  return [...own, ...kids].some((v) => values.includes(Number(v)));
};
const countBy = (list: Product[], attr: string) => {
  const counts = new Map<number, number>();
  for (const p of list) for (const v of new Set(([] as number[]).concat((p as never)[attr] ?? []))) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};
// The busiest category with several brands: the category journey's setting.
const pantry = catalogue.categories.find((c) => c.url_key === 'pantry')!.id;
const inPantry = catalogue.products.filter((p) => isListable(p) && p.category_ids?.includes(pantry));
const [brandA, brandB] = [...countBy(inPantry, 'brand').entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
const configurable = catalogue.products.find((p) => p.type_id === 'configurable')!;
const [flavour1, flavour2] = configurable.flavour_options as number[];
const size1 = (configurable.size_options as number[])[0];
const cheap = (p: Product) => shown.get(p.sku)! >= 100 && shown.get(p.sku)! < 250;

describe.each(backendNames)('facets, price and sorts on the generated catalogue (%s)', (backend) => {
  const g = setUpGeneratedCatalogue(backend);
  const skus = (list: { sku: string }[]) => list.map((p) => p.sku).sort();

  it.each([
    ['OR inside one attribute', [f('brand', { in: [brandA, brandB] }, 'catalog')], (p: Product) => has(p, 'brand', [brandA, brandB])],
    ['the _options twin of configurables', [f('flavour', { in: [flavour1] }, 'catalog')], (p: Product) => has(p, 'flavour', [flavour1])],
    [
      'AND across attributes',
      [f('flavour', { in: [flavour1, flavour2] }, 'catalog'), f('size', { eq: size1 }, 'catalog')],
      (p: Product) => has(p, 'flavour', [flavour1, flavour2]) && has(p, 'size', [size1]),
    ],
  ])('catalog scope: %s', async (_name, filters, oracle) => {
    const expected = catalogue.products.filter(oracle);
    expect(expected.length).toBeGreaterThan(0);
    const res = await g.search({ _appliedFilters: filters });
    expect(skus(res.hits)).toEqual(skus(expected));
  });

  it('filters the price on the shown price, final_price incl. tax (from inclusive, to exclusive)', async () => {
    const res = await g.search({ _appliedFilters: [...listable, f('price', { gte: 100, lt: 250 }, 'catalog')] });
    const expected = catalogue.products.filter((p) => isListable(p) && cheap(p));
    expect(res.total).toBe(expected.length);
    for (const h of res.hits) {
      expect(h.final_price_incl_tax).toBeGreaterThanOrEqual(100);
      expect(h.final_price_incl_tax).toBeLessThan(250);
    }
  });

  it('brand + price range + Price: High to low — exactly the matching products in order, with counts that match', async () => {
    const filters = [...listable, f('category_ids', { in: [pantry] }), f('brand', { in: [brandA] }, 'catalog'), f('price', { gte: 100, lt: 250 }, 'catalog')];
    const facets = [
      { field: 'price', scope: 'catalog' },
      { field: 'brand', scope: 'catalog' },
      { field: 'dietary', scope: 'catalog' },
    ];
    const res = await g.search({ _appliedFilters: filters, _availableFilters: facets, _appliedSort: [{ field: 'final_price', options: 'desc' }] });
    const expected = inPantry.filter((p) => has(p, 'brand', [brandA]) && cheap(p));
    expect(expected.length).toBeGreaterThan(1);
    expect(res.hits.map((h) => h.final_price_incl_tax)).toEqual(expected.map((p) => shown.get(p.sku)).sort((a, b) => b! - a!));
    expect(skus(res.hits)).toEqual(skus(expected));
    const buckets = (name: string) => res.aggregations[name].buckets;
    // Price buckets: every filter but the price's own.
    const byBrand = inPantry.filter((p) => has(p, 'brand', [brandA]));
    expect(buckets('agg_range_price')).toEqual([
      { key: '0.0-100.0', from: 0, to: 100, doc_count: byBrand.filter((p) => shown.get(p.sku)! < 100).length },
      { key: '100.0-250.0', from: 100, to: 250, doc_count: expected.length },
      { key: '250.0-400.0', from: 250, to: 400, doc_count: byBrand.filter((p) => shown.get(p.sku)! >= 250 && shown.get(p.sku)! < 400).length },
      { key: '400.0-*', from: 400, doc_count: byBrand.filter((p) => shown.get(p.sku)! >= 400).length },
    ]);
    // Brand buckets: every filter but the brand's own; the chosen brand counts what is listed.
    const brandCounts = countBy(inPantry.filter(cheap), 'brand');
    expect(buckets('agg_terms_brand')).toContainEqual({ key: brandA, doc_count: expected.length });
    for (const b of buckets('agg_terms_brand')) expect(b.doc_count).toBe(brandCounts.get(b.key as number));
    expect(buckets('agg_terms_brand').length).toBe(Math.min(28, brandCounts.size));
    // Dietary: every filter applied; sorted by count, then key.
    const diet = [...countBy(expected, 'dietary').entries()].map(([key, doc_count]) => ({ key, doc_count }));
    expect(buckets('agg_terms_dietary')).toEqual(diet.sort((a, b) => b.doc_count - a.doc_count || a.key - b.key));
    expect(buckets('agg_terms_dietary_options')).toEqual([]);
  });

  it('bucket sizes: default 28, size 10, options.size, never above 999', async () => {
    const sizes = async (field: string, options?: object) =>
      (await g.search({ _appliedFilters: [], _availableFilters: [{ field, scope: 'catalog', options }] }, { size: '1' })).aggregations[`agg_terms_${field}`]
        .buckets.length;
    expect(await sizes('brand')).toBe(Math.min(28, countBy(catalogue.products, 'brand').size));
    expect(await sizes('size')).toBe(10);
    expect(await sizes('brand', { size: 3 })).toBe(3);
    expect(await sizes('sku', { size: 5000 })).toBe(999);
  });

  it.each([
    ['final_price', 'asc'],
    ['final_price', 'desc'],
  ])('sorts on the shown price: %s %s', async (field, dir) => {
    const res = await g.search({ _appliedFilters: listable, _appliedSort: [{ field, options: dir }] }, { size: '200' });
    const prices = res.hits.map((h) => h.final_price_incl_tax as number);
    expect(prices).toEqual([...prices].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
    const all = catalogue.products.filter(isListable).map((p) => shown.get(p.sku)!);
    expect(prices[0]).toBe(dir === 'asc' ? Math.min(...all) : Math.max(...all));
  });

  it.each([
    ['name', 'asc', (a: Product, b: Product) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)],
    ['created_at', 'desc', (a: Product, b: Product) => (a.created_at! > b.created_at! ? -1 : a.created_at! < b.created_at! ? 1 : a.id - b.id)],
    ['updated_at', 'asc', (a: Product, b: Product) => (a.updated_at! < b.updated_at! ? -1 : a.updated_at! > b.updated_at! ? 1 : a.id - b.id)],
    ['position', 'asc', (a: Product, b: Product) => a.id - b.id],
  ])('sorts by %s %s (ties by id)', async (field, dir, compare) => {
    const res = await g.search({ _appliedFilters: listable, _appliedSort: [{ field, options: dir }] }, { size: '100' });
    expect(res.hits.map((h) => h.sku)).toEqual(
      catalogue.products
        .filter(isListable)
        .sort(compare)
        .slice(0, 100)
        .map((p) => p.sku),
    );
  });
});
