import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../db/index.ts';
import { DEFAULT_PRODUCTS, generateCatalogue, type Catalogue } from './generate.ts';
import { insertDemoReviews } from './reviews.ts';
import { seedDemoCodes } from '../services/cart/demoCodes.ts';
import { catalogStoreCode, SHARED_STORE_CODE } from '../services/catalog/catalogView.ts';
import { viewCatalogue } from './viewCatalogue.ts';
import { EURO_STORE_CODES, type EuroStoreCode } from './viewTexts.ts';

export interface SeedOptions {
  /** Number of product documents (configurable children included). */
  products?: number;
  /** Data folder; its img-cache/ is emptied on reseed because product images depend on the catalogue. */
  dataDir?: string | null;
  seed?: number;
  /**
   * The euro store views whose catalogues are filled (default: every one). A large bench catalogue
   * may leave them out (`[]`): the next seedIfEmpty with them, a server's start, fills them.
   */
  views?: readonly EuroStoreCode[];
}

const DEFAULT_CODE = SHARED_STORE_CODE;

/** Entity types the generator writes; reviews are left alone by seedIfEmpty. */
const SEEDED = ['product', 'category', 'attribute', 'taxrule', 'cms_page', 'cms_block'] as const;
/** Keeps each statement's JSON parameter to a few MB, so neither PGlite nor pg holds the whole catalogue twice. */
const BATCH_BYTES = 4_000_000;
/** Any constant: serialises concurrent first starts of several API processes on one PostgreSQL. */
const SEED_LOCK = 7_240_001;

/**
 * Seeds every store view whose catalogue has no products (first start): the default view from the
 * demo generator, each euro view from the default view's catalogue (viewCatalogue.ts): the one just
 * generated, or the one already there (a database from before store views had catalogues of their
 * own, or an operator's import of the default index only). Returns true when it seeded anything.
 * Safe to call from several processes at once: the check runs again under a lock.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const codes = [DEFAULT_CODE, ...(opts.views ?? EURO_STORE_CODES)];
  if (!(await emptyViews(db, codes)).length) return false;
  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const empty = await emptyViews(tx, codes);
    if (!empty.length) return false;
    let base: Catalogue | null = null;
    // A view's seeded entity types are replaced as a whole (an empty view may still hold a stray attribute or page).
    const replaceView = async (code: string, catalogue: Catalogue) => {
      await tx.query('delete from catalog_entity where store_code = $1 and entity = any($2::text[])', [code, [...SEEDED]]);
      await insertCatalogue(tx, catalogue, code);
    };
    await withIndexesRebuilt(tx, async () => {
      if (empty.includes(DEFAULT_CODE)) {
        base = generateCatalogue({ products: opts.products ?? DEFAULT_PRODUCTS, seed: opts.seed });
        await replaceView(DEFAULT_CODE, base);
      }
      const euro = EURO_STORE_CODES.filter((code) => empty.includes(code));
      if (euro.length) base ??= await storedCatalogue(tx, DEFAULT_CODE);
      for (const code of euro) await replaceView(code, viewCatalogue(base!, code));
    });
    if (empty.includes(DEFAULT_CODE)) {
      // Demo reviews only on an empty review table: an imported or live shop keeps its own.
      const { rows } = await tx.query("select 1 from catalog_entity where entity = 'review' limit 1");
      if (!rows.length) await insertDemoReviews(tx, base!.products);
      // The demo gift cards and coupons come with the demo catalogue only (they are money; issue 4).
      await seedDemoCodes(tx);
    }
    return true;
  });
  if (seeded) {
    await db.query('analyze catalog_entity, catalog_search');
    clearImageCache(opts.dataDir);
  }
  return seeded;
}

/** Replaces the whole catalogue of every store view (reviews included, as they point at product ids) in one transaction. */
export async function reseed(db: Db, opts: SeedOptions = {}): Promise<void> {
  const catalogue = generateCatalogue({ products: opts.products ?? DEFAULT_PRODUCTS, seed: opts.seed });
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await tx.query('delete from catalog_entity');
    await withIndexesRebuilt(tx, async () => {
      await insertCatalogue(tx, catalogue);
      for (const code of opts.views ?? EURO_STORE_CODES) await insertCatalogue(tx, viewCatalogue(catalogue, code), code);
    });
    await insertDemoReviews(tx, catalogue.products);
    // The demo catalogue's codes with it (seedIfEmpty): written where missing, left as they are where there.
    await seedDemoCodes(tx);
  });
  await db.query('analyze catalog_entity, catalog_search');
  clearImageCache(opts.dataDir);
}

/** Cached pictures are drawn from product names: a new catalogue must not show the old ones. */
function clearImageCache(dataDir: string | null | undefined): void {
  if (dataDir) fs.rmSync(path.join(dataDir, 'img-cache'), { recursive: true, force: true });
}

/** The store views among `codes` without a product (each an index probe on the primary key). */
async function emptyViews(q: Queryable, codes: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ code: string }>(
    `select code from unnest($1::text[]) code
      where not exists (select 1 from catalog_entity where store_code = code and entity = 'product')`,
    [codes],
  );
  return codes.filter((c) => rows.some((r) => r.code === c));
}

/** A store view's catalogue as stored, in the generator's shape (what viewCatalogue starts from). */
async function storedCatalogue(q: Queryable, storeCode: string): Promise<Catalogue> {
  const { rows } = await q.query<{ entity: (typeof SEEDED)[number]; doc: never }>(
    `select entity, doc from catalog_entity where store_code = $1 and entity = any($2::text[]) order by entity, length(id), id`,
    [storeCode, [...SEEDED]],
  );
  const of = (entity: (typeof SEEDED)[number]) => rows.filter((r) => r.entity === entity).map((r) => r.doc);
  return {
    products: of('product'),
    categories: of('category'),
    attributes: of('attribute'),
    taxrules: of('taxrule'),
    cms_pages: of('cms_page'),
    cms_blocks: of('cms_block'),
  };
}

/**
 * Bulk load: building the secondary indexes once after the insert is about twice as fast as
 * updating them row by row (100 000 products: ~23 s instead of ~43 s on PGlite). Whatever indexes
 * the migrations define are recreated from their own definitions, in the same transaction, so a
 * failure leaves the old table and indexes untouched. Constraint indexes (primary key) stay. The
 * narrow search table (migration 023), filled by triggers during the load, is treated alike.
 */
async function withIndexesRebuilt(tx: Queryable, load: () => Promise<void>): Promise<void> {
  const { rows } = await tx.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in ('catalog_entity', 'catalog_search')
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

/**
 * Multi-row inserts through jsonb_array_elements of one JSON parameter per batch, into one store
 * view's catalogue. The tax rules are shared by every view (catalogView.ts): only the default view's are stored.
 */
export async function insertCatalogue(tx: Queryable, c: Catalogue, storeCode: string = DEFAULT_CODE): Promise<void> {
  const all: [string, Row[]][] = [
    ['category', c.categories.map((d) => ({ i: String(d.id), s: null, u: d.url_path || null, d }))],
    ['attribute', c.attributes.map((d) => ({ i: String(d.attribute_id), s: null, u: null, d }))],
    ['taxrule', c.taxrules.map((d) => ({ i: String(d.id), s: null, u: null, d }))],
    ['cms_page', c.cms_pages.map((d) => ({ i: String(d.id), s: null, u: d.identifier, d }))],
    ['cms_block', c.cms_blocks.map((d) => ({ i: String(d.id), s: null, u: null, d }))],
    ['product', c.products.map((d) => ({ i: String(d.id), s: d.sku, u: d.url_path, d }))],
  ];
  const rows = all.filter(([entity]) => catalogStoreCode(entity, storeCode) === storeCode);
  for (const [entity, list] of rows) {
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (!batch.length) return;
      await tx.query(
        `insert into catalog_entity (store_code, entity, id, doc, sku, url_path)
         select $3, $1, x->>'i', x->'d', x->>'s', x->>'u' from jsonb_array_elements($2::jsonb) x`,
        [entity, `[${batch.join(',')}]`, storeCode],
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
