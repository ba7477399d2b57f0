import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../db/index.ts';
import { DEFAULT_PRODUCTS, generateCatalogue, type Catalogue } from './generate.ts';
import { insertDemoReviews } from './reviews.ts';
import { seedDemoGiftCards } from '../services/cart/demoCodes.ts';

export interface SeedOptions {
  /** Number of product documents (configurable children included). */
  products?: number;
  /** Data folder; its img-cache/ is emptied on reseed because product images depend on the catalogue. */
  dataDir?: string | null;
  seed?: number;
}

/** Entity types the generator writes; reviews are left alone by seedIfEmpty. */
const SEEDED = ['product', 'category', 'attribute', 'taxrule', 'cms_page', 'cms_block'] as const;
/** Keeps each statement's JSON parameter to a few MB, so neither PGlite nor pg holds the whole catalogue twice. */
const BATCH_BYTES = 4_000_000;
/** Any constant: serialises concurrent first starts of several API processes on one PostgreSQL. */
const SEED_LOCK = 7_240_001;

/**
 * Seeds the demo catalogue when the database has no products (first start). Returns true when it
 * seeded. Safe to call from several processes at once: the check runs again under a lock.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  if (await hasProducts(db)) return false;
  const catalogue = generateCatalogue({ products: opts.products ?? DEFAULT_PRODUCTS, seed: opts.seed });
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasProducts(tx)) return false;
    await tx.query('delete from catalog_entity where entity = any($1::text[])', [[...SEEDED]]);
    await withIndexesRebuilt(tx, () => insertCatalogue(tx, catalogue));
    // Demo reviews only on an empty review table: an imported or live shop keeps its own.
    const { rows } = await tx.query("select 1 from catalog_entity where entity = 'review' limit 1");
    if (!rows.length) await insertDemoReviews(tx, catalogue.products);
    // Demo gift cards come with the demo catalogue only (they are money; issue 4).
    await seedDemoGiftCards(tx);
    return true;
  });
  if (seeded) {
    await db.query('analyze catalog_entity');
    clearImageCache(opts.dataDir);
  }
  return seeded;
}

/** Replaces the whole catalogue (reviews included, as they point at product ids) in one transaction. */
export async function reseed(db: Db, opts: SeedOptions = {}): Promise<void> {
  const catalogue = generateCatalogue({ products: opts.products ?? DEFAULT_PRODUCTS, seed: opts.seed });
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await tx.query('delete from catalog_entity');
    await withIndexesRebuilt(tx, () => insertCatalogue(tx, catalogue));
    await insertDemoReviews(tx, catalogue.products);
  });
  await db.query('analyze catalog_entity');
  clearImageCache(opts.dataDir);
}

/** Cached pictures are drawn from product names: a new catalogue must not show the old ones. */
function clearImageCache(dataDir: string | null | undefined): void {
  if (dataDir) fs.rmSync(path.join(dataDir, 'img-cache'), { recursive: true, force: true });
}

async function hasProducts(q: Queryable): Promise<boolean> {
  const { rows } = await q.query("select 1 from catalog_entity where entity = 'product' limit 1");
  return rows.length > 0;
}

/**
 * Bulk load: building the secondary indexes once after the insert is about twice as fast as
 * updating them row by row (100 000 products: ~23 s instead of ~43 s on PGlite). Whatever indexes
 * the migrations define are recreated from their own definitions, in the same transaction, so a
 * failure leaves the old table and indexes untouched. Constraint indexes (primary key) stay.
 */
async function withIndexesRebuilt(tx: Queryable, load: () => Promise<void>): Promise<void> {
  const { rows } = await tx.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'catalog_entity'
        and indexname not in (select conname from pg_constraint)`,
  );
  for (const r of rows) await tx.query(`drop index "${r.indexname.replace(/"/g, '""')}"`);
  await load();
  for (const r of rows) await tx.query(r.indexdef);
}

interface Row {
  i: string;
  s: string | null;
  u: string | null;
  d: unknown;
}

/** Multi-row inserts through jsonb_array_elements of one JSON parameter per batch. */
export async function insertCatalogue(tx: Queryable, c: Catalogue): Promise<void> {
  const rows: [string, Row[]][] = [
    ['category', c.categories.map((d) => ({ i: String(d.id), s: null, u: d.url_path || null, d }))],
    ['attribute', c.attributes.map((d) => ({ i: String(d.attribute_id), s: null, u: null, d }))],
    ['taxrule', c.taxrules.map((d) => ({ i: String(d.id), s: null, u: null, d }))],
    ['cms_page', c.cms_pages.map((d) => ({ i: String(d.id), s: null, u: d.identifier, d }))],
    ['cms_block', c.cms_blocks.map((d) => ({ i: String(d.id), s: null, u: null, d }))],
    ['product', c.products.map((d) => ({ i: String(d.id), s: d.sku, u: d.url_path, d }))],
  ];
  for (const [entity, list] of rows) {
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (!batch.length) return;
      await tx.query(
        `insert into catalog_entity (entity, id, doc, sku, url_path)
         select $1, x->>'i', x->'d', x->>'s', x->>'u' from jsonb_array_elements($2::jsonb) x`,
        [entity, `[${batch.join(',')}]`],
      );
      batch = [];
      bytes = 0;
    };
    for (const row of list) {
      const json = JSON.stringify(row);
      batch.push(json);
      bytes += json.length;
      if (bytes >= BATCH_BYTES) await flush();
    }
    await flush();
  }
}
