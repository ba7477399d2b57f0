// @vitest-environment node
/**
 * Migration 025 builds catalog_search again (its typed columns must sit before the wide ones).
 * Upgrading a filled table of the schema before it gives the rows, columns, constraints and
 * indexes of a fresh database and the answers of the search on catalog_entity; and on
 * PostgreSQL a product write that a server of the previous version commits while the rebuild
 * runs is kept (several servers share one database during an upgrade).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { SEARCH_TABLE_DRIFT } from '../../../test/contract/searchDrift.ts';
import { openDb, type Db } from '../../db/index.ts';
import { migrate, migrationFiles } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { parseSearchRequest } from './searchRequest.ts';
import { buildSearchSql } from './searchSql.ts';
import { loadTaxRules } from './taxRules.ts';
import { planText } from './textSearch.ts';

const MIGRATION = '025_search_typed_columns.sql';
const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });
const drift = async (db: Db) => (await db.query<{ n: number }>(SEARCH_TABLE_DRIFT)).rows[0].n;

describe.each(backendNames)('migration 025, catalog_search built again (%s)', (backend) => {
  let t: TestDb;
  let fresh: TestDb;
  beforeAll(async () => {
    [t, fresh] = await Promise.all([openTestDb(backend, { migrateBefore: MIGRATION }), openTestDb(backend)]);
    await seedIfEmpty(t.db, { products: 200 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fresh?.close();
  });

  /** The table's columns, constraints and indexes, without the test's schema name. */
  const shape = async (db: TestDb) => {
    const rows = async <T extends object>(sql: string) => (await db.db.query<T>(sql)).rows;
    return {
      columns: await rows(`select column_name, udt_name, generation_expression from information_schema.columns
        where table_schema = current_schema() and table_name = 'catalog_search' order by ordinal_position`),
      constraints: await rows<{ conname: string; contype: string; def: string }>(`select conname, contype, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'catalog_search'::regclass order by conname`),
      indexes: await rows<{ indexname: string; indexdef: string }>(`select indexname, replace(indexdef, current_schema() || '.', '') as indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'catalog_search' order by indexname`),
    };
  };
  /** A text search with the brand and dietary facets, on catalog_search (narrow) or catalog_entity. */
  const answer = async (text: string, narrow: boolean) => {
    const req = parseSearchRequest({
      index: 'ido',
      type: 'product',
      query: {
        request: JSON.stringify({
          _appliedFilters: [f('visibility', { in: [2, 3, 4] }), f('status', { in: [0, 1] })],
          _availableFilters: [{ field: 'price' }, { field: 'brand' }, { field: 'dietary' }],
          _searchText: text,
        }),
        size: '50',
      },
      body: undefined,
    });
    const { sql, values } = buildSearchSql(req, await planText(t.db, text), { view: req.view, rules: await loadTaxRules(t.db), now: new Date() }, narrow);
    expect(sql.includes('from catalog_search')).toBe(narrow);
    // Without the catalogue versions: their functions come with later migrations (031), and they are not compared.
    const versions = /, catalog_version\(\)::text as version,\s*catalog_content_version\(\)::text as content$/;
    expect(sql).toMatch(versions);
    const { rows } = await t.db.query<{ total: number; hits: unknown; aggregations: unknown }>(sql.replace(versions, ''), values);
    return { total: rows[0].total, hits: rows[0].hits, aggregations: rows[0].aggregations };
  };

  it('upgrades a filled table: rows, columns, constraints, indexes and answers as on a fresh database', async () => {
    const texts = ['organic', 'flour', 'protein bar', 'almnd'];
    const before = await Promise.all(texts.map((text) => answer(text, false)));

    expect(await migrate(t.db)).toEqual(migrationFiles().filter((file) => file >= MIGRATION));
    const upgraded = await shape(t);
    expect(upgraded).toEqual(await shape(fresh));
    // The names the rebuild always gave (the swap renames what it built under other names).
    expect(upgraded.constraints.filter((c) => c.contype === 'p').map((c) => c.conname)).toEqual(['catalog_search_pkey']);
    expect(upgraded.indexes.map((i) => i.indexname)).toEqual([
      'catalog_search_pkey',
      'catalog_search_search_de_idx',
      'catalog_search_search_default_idx',
      'catalog_search_search_idx',
      'catalog_search_search_it_idx',
    ]);
    expect(await drift(t.db)).toBe(0);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from catalog_search`);
    expect(rows[0].n).toBeGreaterThanOrEqual(600);
    for (const [i, text] of texts.entries()) expect(await answer(text, true), text).toEqual(before[i]);

    // The triggers find the new table.
    await t.db.query(
      `update catalog_entity set doc = doc || '{"brand": [-5, 6]}'::jsonb where entity = 'product' and id = (select min(id) from catalog_entity where entity = 'product')`,
    );
    expect(await drift(t.db)).toBe(0);
  }, 120_000);

  it.runIf(backend === 'postgres')(
    'keeps a product write that a server of the previous version commits during the rebuild',
    async () => {
      const old = await openTestDb(backend, { migrateBefore: MIGRATION });
      const writer = await openDb({ databaseUrl: old.url!, dataDir: null });
      try {
        await seedIfEmpty(old.db, { products: 30 });
        let commit!: () => void;
        const written = new Promise<void>((resolve) => (commit = resolve));
        let updated!: () => void;
        const inTx = new Promise<void>((resolve) => (updated = resolve));
        // The old server has written a product (and its rows of catalog_search) and not committed yet.
        const write = writer.transaction(async (tx) => {
          await tx.query(
            `update catalog_entity set doc = doc || '{"brand": [-5, 6], "name": "zqxlate"}'::jsonb where entity = 'product' and id = (select min(id) from catalog_entity where entity = 'product')`,
          );
          updated();
          await written;
        });
        await inTx;
        const upgrade = migrate(old.db);
        // Commit only once the migration waits for a lock the writer holds: with the lock first
        // that is before the copy; without it, at the drop, after the copy missed the write.
        for (let i = 0; i < 200; i++) {
          const { rows } = await writer.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          );
          if (rows[0].n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        commit();
        await write;
        expect(await upgrade).toContain(MIGRATION);
        expect(await drift(old.db)).toBe(0);
        expect((await old.db.query<{ n: number }>(`select count(*)::int as n from catalog_search where v_name = '"zqxlate"'::jsonb`)).rows[0].n).toBe(3);
      } finally {
        await writer.close();
        await old.close();
      }
    },
    120_000,
  );
});
