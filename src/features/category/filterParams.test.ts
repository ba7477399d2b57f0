import { describe, expect, it } from 'vitest';
import { appliedFacetFilters, chosenFilters, parsePriceRange, resetFilters, toggleFilter } from './filterParams';

const q = (s: string) => new URLSearchParams(s);
const fields = ['price', 'brand', 'dietary'];

describe('filters in the route query', () => {
  it('toggles a value of a multi-choice filter in and out, keeping the others', () => {
    const one = toggleFilter(q('sort=final_price:desc'), 'brand', '101');
    expect(one.toString()).toBe('sort=final_price%3Adesc&brand=101');
    const two = toggleFilter(one, 'brand', '104');
    expect(two.getAll('brand')).toEqual(['101', '104']);
    const back = toggleFilter(two, 'brand', '101');
    expect(back.getAll('brand')).toEqual(['104']);
    expect(back.get('sort')).toBe('final_price:desc');
  });

  it('replaces the value of the single-choice price filter, and a second press removes it', () => {
    const first = toggleFilter(q('brand=101'), 'price', '0-100');
    const replaced = toggleFilter(first, 'price', '100-250');
    expect(replaced.getAll('price')).toEqual(['100-250']);
    expect(toggleFilter(replaced, 'price', '100-250').has('price')).toBe(false);
  });

  it('reset clears the whole query', () => {
    expect(resetFilters().toString()).toBe('');
  });

  it('reads only known filter fields, one price, values de-duplicated', () => {
    expect(chosenFilters(q('brand=104&brand=101&brand=101&price=0-100&price=400-&utm_source=x&sort=x'), fields)).toEqual({
      brand: ['101', '104'],
      price: ['0-100'],
    });
  });

  it('turns choices into catalog-scope filters: numeric option ids, from-inclusive to-exclusive price', () => {
    expect(appliedFacetFilters({ brand: ['101', 'acme'], price: ['100-250'] })).toEqual([
      { attribute: 'brand', value: { in: [101, 'acme'] }, scope: 'catalog' },
      { attribute: 'price', value: { gte: 100, lt: 250 }, scope: 'catalog' },
    ]);
    expect(appliedFacetFilters({ price: ['400-'] })).toEqual([{ attribute: 'price', value: { gte: 400 }, scope: 'catalog' }]);
    expect(appliedFacetFilters({ price: ['junk'] })).toEqual([]);
  });

  it('parses price ranges and rejects nonsense', () => {
    expect(parsePriceRange('0-100')).toEqual({ from: 0, to: 100 });
    expect(parsePriceRange('400-')).toEqual({ from: 400, to: undefined });
    expect(parsePriceRange('250-100')).toBeNull();
    expect(parsePriceRange('abc')).toBeNull();
  });
});
