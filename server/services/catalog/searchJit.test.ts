// @vitest-environment node
/**
 * Catalogue searches on PostgreSQL are never JIT-compiled (migration 013): their cost estimate
 * passes jit_above_cost, and compiling took about a second per search at 100,000 products.
 * Runs only against a real PostgreSQL (TEST_DATABASE_URL); PGlite has no JIT.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../../test/contract/backends.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('JIT on PostgreSQL after the migrations', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('postgres');
  });
  afterAll(async () => t?.close());

  it('is off for every new session of the database', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ jit: string }>('show jit');
      expect(rows[0].jit).toBe('off');
      // A statement costed far above jit_above_cost (plain EXPLAIN lists JIT when it would be used).
      const explain = (sql: string) => client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`).then((r) => r.rows.map((x) => x['QUERY PLAN']).join('\n'));
      const costly = 'select sum(length(md5(g::text))) from generate_series(1, 20000000) g';
      expect(await explain(costly)).not.toMatch(/JIT:/);
      await client.query('set jit = on'); // the same statement would be compiled otherwise
      expect(await explain(costly)).toMatch(/JIT:/);
    } finally {
      await client.end();
    }
  });
});
