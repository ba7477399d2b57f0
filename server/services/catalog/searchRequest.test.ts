// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INVALID_INDEX, parseSearchRequest } from './searchRequest.ts';

const parse = (query: Record<string, unknown> = {}, body?: unknown, index = 'ido', type = 'product') => parseSearchRequest({ index, type, query, body });

describe('parseSearchRequest', () => {
  it.each([
    [{}, 50, 0],
    [{ size: '0' }, 50, 0],
    [{ size: '-1', from: '-5' }, 50, 0],
    [{ size: '20', from: '40' }, 20, 40],
    [{ size: '100000' }, 500, 0],
  ])('paging %o → size %s from %s', (query, size, from) => {
    expect(parse(query)).toMatchObject({ size, from });
  });

  it('allows large category loads (spec: categories load size 4000)', () => {
    expect(parse({ size: '4000' }, undefined, 'ido', 'category').size).toBe(4000);
  });

  it('reads the SearchQuery from ?request= before the body, and the sort from both places', () => {
    const request = JSON.stringify({ _appliedFilters: [], _appliedSort: [{ field: 'price', options: 'desc' }] });
    const req = parse({ request, sort: 'name:asc', _source_include: 'a,b', _source_exclude: 'c', response_format: 'compact' }, { ignored: true });
    expect(req.sort).toEqual([
      { field: 'price', dir: 'desc' },
      { field: 'name', dir: 'asc' },
    ]);
    expect(req).toMatchObject({ includes: ['a', 'b'], excludes: ['c'], compact: true });
  });

  it('accepts a request escaped twice, as vsf-api clients send it', () => {
    const once = JSON.stringify({ _searchText: '50% off' });
    expect(parse({ request: encodeURIComponent(once) }).query._searchText).toBe('50% off');
  });

  it.each([
    ['vue_storefront_catalog', 'product', INVALID_INDEX],
    ['ido', 'cms_hierarchy', 'Invalid entity type: cms_hierarchy'],
  ])('refuses index %s type %s', (index, type, message) => {
    expect(() => parse({}, undefined, index, type)).toThrow(message);
  });

  it.each([
    [{ size: 'ten' }, 'size must be a number'],
    [{ request: '[1]' }, 'The search query must be a JSON object'],
    [{ request: '{"_appliedFilters":{}}' }, '_appliedFilters must be an array'],
  ])('refuses %o', (query, message) => {
    expect(() => parse(query)).toThrow(message);
  });
});
