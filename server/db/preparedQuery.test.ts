// @vitest-environment node
/**
 * `query(sql, params, { prepared: true })` on both backends: the same rows as an unprepared
 * query (values bound, results parsed the same way), also once PostgreSQL has switched to a
 * generic plan, and errors leave the connection usable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './index.ts';
import { backendNames, openTestDb, type TestDb } from '../../test/contract/backends.ts';

const SQL = `select $1::int as n, $2::numeric as price, $3::jsonb as doc, $4::text[] as tags, $5::text as missing,
                    json_build_object('k', $1::int + 1) as built`;
const VALUES = [7, 12.5, JSON.stringify({ a: [1, 'x'] }), ['a', 'b'], null];

describe.each(backendNames)('prepared queries (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(() => t.close());

  it('returns what the unprepared query returns, every time', async () => {
    const plain = await t.db.query(SQL, VALUES);
    for (let i = 0; i < 8; i++) {
      expect(await t.db.query(SQL, VALUES, { prepared: true })).toEqual(plain);
    }
    expect((await t.db.query(SQL, [8, 1, '{}', [], 'here'], { prepared: true })).rows[0]).toMatchObject({ n: 8, missing: 'here', built: { k: 9 } });
  });

  it('reports a broken statement, then runs the next one', async () => {
    await expect(t.db.query('select nope from nowhere where x = $1', [1], { prepared: true })).rejects.toThrow();
    await expect(t.db.query('select nope from nowhere where x = $1', [1], { prepared: true })).rejects.toThrow();
    expect((await t.db.query('select $1::int as one', [1], { prepared: true })).rows).toEqual([{ one: 1 }]);
  });

  it('keeps a statement usable after it failed at run time', async () => {
    const sql = 'select 10 / $1::int as q';
    await expect(t.db.query(sql, [0], { prepared: true })).rejects.toThrow(/division by zero/);
    expect((await t.db.query(sql, [5], { prepared: true })).rows).toEqual([{ q: 2 }]);
    expect((await t.db.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('does not run inside a transaction another caller has open', async () => {
    await t.db.exec('create table prepared_probe (v int)');
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writer = t.db.transaction(async (tx) => {
      await tx.query('insert into prepared_probe values (1)');
      inside();
      await held;
      throw new Error('roll back');
    });
    await opened;
    const read = t.db.query<{ n: number }>('select count(*)::int as n from prepared_probe where v = $1', [1], { prepared: true });
    release();
    await expect(writer).rejects.toThrow('roll back');
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('returns the same rows when the plan is made once for every run (generic)', async () => {
    const plain = await t.db.query(SQL, VALUES);
    for (let i = 0; i < 7; i++) expect(await t.db.query(SQL, VALUES, { prepared: true, generic: true })).toEqual(plain);
    const sql = 'select 10 / $1::int as q';
    await expect(t.db.query(sql, [0], { prepared: true, generic: true })).rejects.toThrow(/division by zero/);
    expect((await t.db.query(sql, [5], { prepared: true, generic: true })).rows).toEqual([{ q: 2 }]);
  });
});

describe('generic plans on PGlite', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('pglite');
  });
  afterAll(() => t.close());

  const plans = async (sql: string) =>
    (
      await t.db.query<{ g: number; c: number }>('select generic_plans::int as g, custom_plans::int as c from pg_prepared_statements where statement = $1', [
        sql,
      ])
    ).rows;
  const mode = async () => (await t.db.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode;

  it('plans a generic statement once, without its values, and leaves the setting as it was', async () => {
    const generic = 'select count(*)::int as n from generate_series(1, $1::int) g where g > $2::int';
    const usual = 'select count(*)::int as n from generate_series(1, $1::int) g where g < $2::int';
    for (let i = 0; i < 7; i++) {
      expect((await t.db.query(generic, [10, i], { prepared: true, generic: true })).rows).toEqual([{ n: 10 - i }]);
      expect((await t.db.query(usual, [10, i], { prepared: true })).rows).toEqual([{ n: Math.max(i - 1, 0) }]);
      expect(await mode()).toBe('auto');
    }
    expect(await plans(generic)).toEqual([{ g: 7, c: 0 }]);
    // PostgreSQL's own choice for the others: a plan for the values of each of the first five runs.
    expect((await plans(usual))[0].c).toBeGreaterThanOrEqual(5);
  });

  it('leaves the setting as it was when the statement fails', async () => {
    const sql = 'select 10 / $1::int as q, $2::text as t';
    await expect(t.db.query(sql, [0, 'a'], { prepared: true, generic: true })).rejects.toThrow(/division by zero/);
    expect(await mode()).toBe('auto');
    expect((await t.db.query(sql, [2, 'b'], { prepared: true, generic: true })).rows).toEqual([{ q: 5, t: 'b' }]);
    expect(await mode()).toBe('auto');
    // The next unnamed statement with values is planned for them again, as before.
    await t.db.query('select $1::int as one', [1]);
    expect(await mode()).toBe('auto');
  });
});

describe('prepared queries on a PGlite data directory', () => {
  it('leaves no transaction open and keeps what a statement wrote after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'));
    try {
      const db = await openDb({ databaseUrl: null, dataDir });
      await db.exec('create table prepared_kept (v int)');
      await db.query('insert into prepared_kept values ($1)', [3], { prepared: true });
      // No BEGIN of its own: a statement that refuses to run inside a transaction block runs.
      // (Comparing now() with statement_timestamp() was flaky: PGlite's clock has millisecond
      // steps, and the Bind and the Execute of one statement can fall on either side of one.)
      await expect(db.query('vacuum prepared_kept', [], { prepared: true })).resolves.toBeDefined();
      // No transaction left open: each statement gets a transaction of its own.
      const txid = async () => (await db.query<{ x: string }>('select txid_current()::text as x', [], { prepared: true })).rows[0].x;
      expect(await txid()).not.toBe(await txid());
      await db.close();
      const again = await openDb({ databaseUrl: null, dataDir });
      expect((await again.query('select v from prepared_kept')).rows).toEqual([{ v: 3 }]);
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
