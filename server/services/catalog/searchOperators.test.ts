// @vitest-environment node
/**
 * Default-scope operators (contract §6.4) on the generated demo catalogue, in PGlite (and
 * PostgreSQL when TEST_DATABASE_URL is set). The oracle is the generator's own output, filtered
 * in JavaScript with Elasticsearch's term semantics (arrays match when any element does).
 */
import { describe, expect, it } from 'vitest';
import { backendNames } from '../../../test/contract/backends.ts';
import { f, GENERATED_PRODUCTS, listable, setUpGeneratedCatalogue } from '../../../test/contract/catalogGenerated.ts';
import type { Product } from '../../../src/domain/types.ts';
import { generateCatalogue } from '../../seed/generate.ts';

const catalogue = generateCatalogue({ products: GENERATED_PRODUCTS });

type Doc = Record<string, unknown>;
/** Values at a dotted path, arrays unwrapped at every level (jsonpath lax mode, ES terms). */
function valuesAt(doc: unknown, path: string[]): unknown[] {
  if (Array.isArray(doc)) return doc.flatMap((d) => valuesAt(d, path));
  if (!path.length) return doc === undefined ? [] : [doc];
  if (doc === null || typeof doc !== 'object') return [];
  return valuesAt((doc as Doc)[path[0]], path.slice(1));
}
const any = (field: string, pred: (v: unknown) => boolean) => (p: Product) => valuesAt(p, field.split('.')).some(pred);
const eqAny = (values: unknown[]) => (v: unknown) => values.some((x) => String(x) === String(v));
const num = (pred: (n: number) => boolean) => (v: unknown) => typeof v !== 'boolean' && v !== null && v !== '' && Number.isFinite(Number(v)) && pred(Number(v));

describe.each(backendNames)('default-scope operators on the generated catalogue (%s)', (backend) => {
  const g = setUpGeneratedCatalogue(backend);

  const childSku = catalogue.products.find((p) => p.configurable_children?.length)!.configurable_children![1].sku;
  const leafCategory = catalogue.categories.find((c) => c.level === 4)!.id;
  const cases: [string, () => object[], (p: Product) => boolean][] = [
    ['eq with a scalar on an array field', () => [f('category_ids', { eq: leafCategory })], (p) => (p.category_ids ?? []).includes(leafCategory)],
    ['a bare scalar', () => [f('type_id', 'configurable')], any('type_id', eqAny(['configurable']))],
    ['in on an array field', () => [f('dietary', { in: [201, '203'] })], any('dietary', eqAny([201, 203]))],
    ['neq', () => [f('type_id', { neq: 'simple' })], (p) => !any('type_id', eqAny(['simple']))(p)],
    ['nin', () => [f('visibility', { nin: [1, 4] })], (p) => !any('visibility', eqAny([1, 4]))(p)],
    [
      'gt',
      () => [f('price', { gt: 300 })],
      any(
        'price',
        num((n) => n > 300),
      ),
    ],
    [
      'gte + lte',
      () => [f('price', { gte: 50, lte: 60 })],
      any(
        'price',
        num((n) => n >= 50 && n <= 60),
      ),
    ],
    [
      'lt',
      () => [f('price', { lt: 40 })],
      any(
        'price',
        num((n) => n < 40),
      ),
    ],
    [
      'from / to',
      () => [f('price', { from: 100, to: 120 })],
      any(
        'price',
        num((n) => n >= 100 && n <= 120),
      ),
    ],
    ['eq null = the field exists', () => [f('special_price', { eq: null })], any('special_price', (v) => v !== null)],
    ['neq null = the field is missing', () => [f('special_price', { neq: null })], (p) => !any('special_price', (v) => v !== null)(p)],
    ['nested field', () => [f('stock.is_in_stock', { eq: false })], any('stock.is_in_stock', (v) => v === false)],
    ['a configurable child sku', () => [f('configurable_children.sku', { eq: childSku })], any('configurable_children.sku', eqAny([childSku]))],
    [
      'date range',
      () => [f('created_at', { gte: '2025-06-01', lt: '2025-09-01' })],
      any('created_at', (v) => String(v) >= '2025-06-01' && String(v) < '2025-09-01'),
    ],
    [
      'or family: one OR group',
      () => [f('brand', { or: [101] }), f('dietary', { or: [205] })],
      (p) => any('brand', eqAny([101]))(p) || any('dietary', eqAny([205]))(p),
    ],
    [
      'listable + type (AND across filters)',
      () => [...listable, f('type_id', { in: ['bundle', 'grouped'] })],
      (p) => [2, 3, 4].includes(p.visibility!) && [0, 1].includes(p.status!) && ['bundle', 'grouped'].includes(p.type_id),
    ],
  ];

  it.each(cases)('%s', async (_name, filters, oracle) => {
    const expected = catalogue.products.filter(oracle).sort((a, b) => a.id - b.id);
    expect(expected.length).toBeGreaterThan(0); // a case matching nothing would prove nothing
    const res = await g.search({ _appliedFilters: filters() }, { sort: 'id:asc' });
    expect(res.total).toBe(expected.length);
    expect(res.hits.map((h) => h.sku)).toEqual(expected.slice(0, 500).map((p) => p.sku));
  });

  it('pages: size ≤ 0 → 50, from < 0 → 0, from/size windows', async () => {
    const all = await g.search({ _appliedFilters: listable }, { sort: 'id:asc', size: '100' });
    expect((await g.search({ _appliedFilters: listable }, { size: '0', sort: 'id:asc' })).hits).toHaveLength(50);
    const page = await g.search({ _appliedFilters: listable }, { size: '-3', from: '-7', sort: 'id:asc' });
    expect(page.hits.map((h) => h.sku)).toEqual(all.hits.slice(0, 50).map((h) => h.sku));
    const third = await g.search({ _appliedFilters: listable }, { size: '20', from: '40', sort: 'id:asc' });
    expect(third.hits.map((h) => h.sku)).toEqual(all.hits.slice(40, 60).map((h) => h.sku));
  });
});
