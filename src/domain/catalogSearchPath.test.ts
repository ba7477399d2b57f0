// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogSearchPath, categorySlugOfPath, productBySkuSearch, productSkuOfPath } from './catalogSearchPath';

describe('the route parameter of a page path, decoded as the router does', () => {
  it.each<[string, (path: string) => string | null, string, string | null]>([
    ['sku', productSkuOfPath, '/p/FLOUR-1/almond-flour', 'FLOUR-1'],
    ['sku', productSkuOfPath, '/p/WHEY/whey-protein/WHEY-VAN', 'WHEY'],
    ['sku', productSkuOfPath, '/p/A%2FB%20C/x', 'A/B C'],
    ['sku', productSkuOfPath, '/p/FLOUR-1', null],
    ['sku', productSkuOfPath, '/p//x', null],
    ['sku', productSkuOfPath, '/c/baking', null],
    ['sku', productSkuOfPath, '/de/p/FLOUR-1/x', null],
    ['sku', productSkuOfPath, '/p/%E0%A4%A/x', null],
    ['slug', categorySlugOfPath, '/c/baking', 'baking'],
    ['slug', categorySlugOfPath, '/c/baking/', 'baking'],
    ['slug', categorySlugOfPath, '/c/s%C3%A4fte', 'säfte'],
    ['slug', categorySlugOfPath, '/c/baking/mixes', null],
    ['slug', categorySlugOfPath, '/p/FLOUR-1/x', null],
    ['slug', categorySlugOfPath, '/c/%E0%A4%A', null],
  ])('%s of %s → %s', (_name, of, path, expected) => {
    expect(of(path)).toBe(expected);
  });
});

describe('the address of a catalogue search', () => {
  it('sorts its parameters, encodes the view index and writes a % of the query as \\u0025', () => {
    const path = catalogSearchPath(
      'ido de',
      'product',
      { _searchText: '50% off' },
      { size: 8, from: 16, includeFields: ['sku', 'name'], excludeFields: ['description'] },
    );
    expect(path.split('?')[0]).toBe('/api/catalog/ido%20de/product/_search');
    const params = [...new URLSearchParams(path.split('?')[1]).entries()];
    expect(params.map(([k]) => k)).toEqual(['_source_exclude', '_source_include', 'from', 'request', 'request_format', 'response_format', 'size']);
    expect(path).not.toMatch(/request=[^&]*%25/);
    expect(JSON.parse(new URLSearchParams(path.split('?')[1]).get('request')!)).toEqual({ _searchText: '50% off' });
  });

  it("is the product page's lookup for a SKU: one product, the SKU's default-scope filter", () => {
    const { entity, query, size, from } = productBySkuSearch('FLOUR-1');
    expect(catalogSearchPath('ido', entity, query, { size, from })).toBe(
      `/api/catalog/ido/product/_search?from=0&request=${encodeURIComponent('{"_appliedFilters":[{"attribute":"sku","value":{"eq":"FLOUR-1"},"scope":"default"}]}')}` +
        '&request_format=search-query&response_format=compact&size=1',
    );
  });
});
