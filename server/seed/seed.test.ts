// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { reseed, seedIfEmpty } from './seed.ts';

/** The default view's documents per entity type. */
async function counts(db: Db, storeCode = 'default'): Promise<Record<string, number>> {
  const { rows } = await db.query<{ entity: string; n: number }>(
    'select entity, count(*)::int as n from catalog_entity where store_code = $1 group by entity',
    [storeCode],
  );
  return Object.fromEntries(rows.map((r) => [r.entity, r.n]));
}

const indexNames = async (db: Db) =>
  (
    await db.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'catalog_entity' and schemaname = current_schema() order by 1")
  ).rows.map((r) => r.indexname);

/** The same behaviour on both databases. */
function seedBehaviour(open: () => Promise<Db>) {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(async () => db?.close());

  it('seeds an empty database once, in one go, and keeps the indexes', async () => {
    const before = await indexNames(db);
    const results = await Promise.all([seedIfEmpty(db, { products: 300 }), seedIfEmpty(db, { products: 300 })]);
    expect(results.sort()).toEqual([false, true]);
    // One tax rule per product tax class: goods, basic food, food (seed/taxrules.ts).
    expect(await counts(db)).toMatchObject({ product: 300, taxrule: 3, cms_page: 13, cms_block: 6, attribute: 6 });
    expect((await counts(db)).category).toBeGreaterThan(20);
    expect(await indexNames(db)).toEqual(before);
    expect(await seedIfEmpty(db, { products: 500 })).toBe(false);
    expect((await counts(db)).product).toBe(300);
  });

  it('gives each euro view a catalogue of its own, built from the default view’s, tax rules only in the default view', async () => {
    // Reviews and tax rules are shared by every view (catalogView.ts): the default view's rows.
    const { taxrule, review, ...own } = await counts(db);
    expect([taxrule, review]).toEqual([3, expect.any(Number)]);
    for (const code of ['de', 'it']) expect(await counts(db, code)).toEqual(own);
    const { rows } = await db.query<{ store_code: string; price: number }>(
      "select store_code, (doc->>'price')::numeric::float8 as price from catalog_entity where entity = 'product' and id = (select min(id) from catalog_entity where entity = 'product') order by store_code",
    );
    expect(rows.map((r) => r.store_code)).toEqual(['de', 'default', 'it']);
    // viewCatalogue.ts: the view's own price list, not the rand amounts.
    expect(rows[0].price).not.toBe(rows[1].price);
  });

  it('fills an empty view from the default view’s stored catalogue at the next start, leaving the default view alone', async () => {
    await db.query(
      "update catalog_entity set doc = jsonb_set(doc, '{name}', '\"Kept name\"') where store_code = 'default' and entity = 'product' and id = '1'",
    );
    await db.query("delete from catalog_entity where store_code = 'it'");
    const reviews = (await counts(db)).review;
    expect(await seedIfEmpty(db, { views: [] })).toBe(false);
    expect(await counts(db, 'it')).toEqual({});
    const results = await Promise.all([seedIfEmpty(db, { products: 500 }), seedIfEmpty(db, { products: 500 })]);
    expect(results.sort()).toEqual([false, true]);
    expect((await counts(db, 'it')).product).toBe(300);
    expect((await counts(db)).review).toBe(reviews);
    const { rows } = await db.query<{ name: string }>(
      "select doc->>'name' as name from catalog_entity where store_code = 'it' and entity = 'product' and id = '1'",
    );
    expect(rows).toEqual([{ name: 'Kept name' }]);
  });

  it('fills the sku and url_path columns (cms pages: the identifier)', async () => {
    const about = await db.query<{ url_path: string }>("select url_path from catalog_entity where entity = 'cms_page' and doc->>'identifier' = 'about'");
    expect(about.rows[0].url_path).toBe('about');
    const cat = await db.query<{ url_path: string }>("select url_path from catalog_entity where entity = 'category' and id = '2'");
    expect(cat.rows[0].url_path).toBeNull();
    const { rows } = await db.query<{ sku: string; url_path: string; doc_sku: string; doc_path: string }>(
      "select sku, url_path, doc->>'sku' as doc_sku, doc->>'url_path' as doc_path from catalog_entity where entity = 'product'",
    );
    expect(rows.every((r) => r.sku === r.doc_sku && r.url_path === r.doc_path)).toBe(true);
    const found = await db.query('select id from catalog_entity where entity = \'product\' and doc @> \'{"url_key": "does-not-exist"}\'');
    expect(found.rows).toHaveLength(0);
  });

  it('reseed replaces the catalogue, brings the demo codes and empties the image cache', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    fs.mkdirSync(path.join(dataDir, 'img-cache', 'product', 'x'), { recursive: true });
    await db.query(`delete from coupon where code = 'HEALTHY10'`);
    await reseed(db, { products: 400, dataDir });
    expect((await counts(db)).product).toBe(400);
    expect((await counts(db, 'de')).product).toBe(400);
    expect((await db.query(`select 1 from coupon where code = 'HEALTHY10' and active`)).rows).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'img-cache'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

describe('seed on the embedded database (PGlite)', () => {
  seedBehaviour(() => openDb({ databaseUrl: null, dataDir: null }));
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('seed on PostgreSQL (TEST_DATABASE_URL; skipped when it is not set)', () => {
  // A schema of its own, so other test files using the same database are not disturbed.
  const schema = `seed_test_${process.pid}`;
  let admin: Db;
  beforeAll(async () => {
    admin = await openDb({ databaseUrl: pgUrl!, dataDir: null });
    await admin.exec(`create extension if not exists pg_trgm schema public; create schema ${schema}`);
  });
  afterAll(async () => {
    await admin?.exec(`drop schema if exists ${schema} cascade`);
    await admin?.close();
  });
  seedBehaviour(() => {
    const url = new URL(pgUrl!);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    return openDb({ databaseUrl: url.toString(), dataDir: null });
  });
});
