import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../domain/types';
import { filterFields, filterGroups, localeAmount, priceLabel } from './filterGroups';

const attr = (code: string, label: string, options: [string, string][], extra: Partial<Attribute> = {}): Attribute => ({
  attribute_id: code.length,
  attribute_code: code,
  frontend_label: label,
  frontend_input: 'select',
  is_user_defined: true,
  is_visible: true,
  is_comparable: true,
  is_filterable: true,
  options: options.map(([value, l], i) => ({ value, label: l, sort_order: i })),
  ...extra,
});
const brand = attr('brand', 'Brand', [
  ['101', 'Acme'],
  ['102', 'Globex'],
  ['103', 'Initech'],
]);
const dietary = attr('dietary', 'Dietary', [['201', 'Vegan']], { frontend_input: 'multiselect' });
const ingredients = attr('ingredients', 'Ingredients', [], { frontend_input: 'textarea' });

describe('filter groups from aggregations', () => {
  it('asks for price and brand first, then the other filterable attributes', () => {
    expect(filterFields([dietary, ingredients, brand])).toEqual(['price', 'brand', 'dietary']);
    expect(filterFields([])).toEqual(['price', 'brand']);
  });

  it('merges a field with its _options twin, labels values from the attribute, drops empty ones but keeps chosen ones', () => {
    const aggs = {
      agg_terms_brand: { buckets: [{ key: 101, doc_count: 4 }] },
      agg_terms_brand_options: {
        buckets: [
          { key: '102', doc_count: 2 },
          { key: 101, doc_count: 1 },
        ],
      },
      agg_range_price: {
        buckets: [
          { key: '0.0-100.0', from: 0, to: 100, doc_count: 3 },
          { key: '100.0-250.0', from: 100, to: 250, doc_count: 0 },
          { key: '400.0-*', from: 400, doc_count: 1 },
        ],
      },
    };
    const groups = filterGroups(aggs, [brand, dietary], { brand: ['103'] });
    expect(groups.map((g) => g.field)).toEqual(['price', 'brand']);
    expect(groups[0].options.map((o) => [o.value, o.count])).toEqual([
      ['0-100', 3],
      ['400-', 1],
    ]);
    expect(groups[1].options.map((o) => [o.label, o.count, o.active])).toEqual([
      ['Acme', 4, false],
      ['Globex', 2, false],
      ['Initech', 0, true],
    ]);
  });

  it('labels price buckets as the spec says: first "< R{to}", middle "R{from} - R{to}", last "> R{from}"', () => {
    expect(priceLabel({ from: 0, to: 100 }, 'R')).toEqual({ key: 'category.price.below', values: { to: 'R100' } });
    expect(priceLabel({ from: 100, to: 250 }, 'R')).toEqual({ key: 'category.price.between', values: { from: 'R100', to: 'R250' } });
    expect(priceLabel({ from: 400 }, 'R')).toEqual({ key: 'category.price.above', values: { from: 'R400' } });
  });

  it("writes a euro view's bucket amounts as its locale does", () => {
    const de = localeAmount('de-DE', 'EUR');
    expect(priceLabel({ from: 10, to: 25 }, '€', de)).toEqual({ key: 'category.price.between', values: { from: '10\u00a0€', to: '25\u00a0€' } });
    expect(priceLabel({ from: 0, to: 12.5 }, '€', localeAmount('it-IT', 'EUR')).values).toEqual({ to: '12,50\u00a0€' });
  });
});
