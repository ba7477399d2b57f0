// @vitest-environment node
/**
 * rowFiltersSql must keep exactly the rows filtersToSql keeps (it only evaluates the same
 * filters more cheaply): every filter shape against stored values of every shape, on each backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { filtersToSql } from './filters.ts';
import { rowFiltersSql } from './rowFilter.ts';
import type { AppliedFilter } from './searchQuery.ts';
import { SqlParams } from './sqlParams.ts';

const DOCS = [
  { v: 4, s: 1, tags: [5, 6], nest: { a: 1, b: [2, 3] }, d: '2025-06-01 10:00:00' },
  { v: '4', s: '1', tags: 6, nest: [{ a: 2 }, { a: 3 }], d: '2024-01-01' },
  { v: [2, 4], s: true, tags: [[5]], nest: null, d: null },
  { v: null, s: 0, tags: [null, { x: 1 }], nest: { a: '1' } },
  { v: { x: 4 }, s: 'yes', tags: [], nest: { b: 2 }, d: 20250101 },
  {},
];

const f = (attribute: string, value: unknown): AppliedFilter => ({ attribute, value, scope: 'default' }) as AppliedFilter;
const FILTERS: AppliedFilter[][] = [
  [f('v', { in: [4] })],
  [f('v', { eq: '4' })],
  [f('v', { in: [2, 3] }), f('s', { eq: 1 })],
  [f('s', { eq: true })],
  [f('tags', { in: [5] })],
  [f('tags', { eq: 6 })],
  [f('nest.a', { in: [1, 3] })],
  [f('nest.b', { eq: 2 })],
  [f('nest.a', { gte: 2 })],
  [f('d', { gte: '2025-01-01' })],
  [f('d', { lt: 20260101 })],
  [f('v', { eq: null })],
  [f('nest.a', { eq: null })],
  [f('v', { in: [null, 4] })],
  [f('v', { nin: [4] }), f('s', { in: [1] })],
  [f('v', { neq: null })],
  [f('v', { or: [4] }), f('s', { or: [0] })],
  [f('missing', { in: [1] })],
  [f('missing', { gt: 0 })],
  [],
];

describe.each(backendNames)('row filters keep the rows the one jsonpath keeps (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => t?.close());

  const rows = async (build: (params: SqlParams) => string) => {
    const params = new SqlParams();
    const values = params.add(JSON.stringify(DOCS));
    const cond = build(params);
    const { rows: r } = await t.db.query<{ n: number }>(
      `select (n - 1)::int as n from jsonb_array_elements(${values}::jsonb) with ordinality as x(doc, n) where ${cond} order by n`,
      params.values,
    );
    return r.map((x) => x.n);
  };

  it.each(FILTERS.map((list) => [JSON.stringify(list.map((x) => [x.attribute, x.value])), list] as const))('%s', async (_, list) => {
    const expected = await rows((p) => filtersToSql(list, p, 'x.doc'));
    expect(await rows((p) => rowFiltersSql(list, p, 'x.doc'))).toEqual(expected);
  });

  it('the filters tell the documents apart (the comparison is not empty)', async () => {
    expect(await rows((p) => rowFiltersSql([f('v', { in: [4] })], p, 'x.doc'))).toEqual([0, 1, 2]);
  });
});
