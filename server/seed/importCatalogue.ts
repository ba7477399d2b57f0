/**
 * Imports Vue Storefront / Elasticsearch catalogue exports (issue 3: a shop leaving Vue Storefront
 * brings its catalogue this way) into one store view's catalogue (issue 13: the export of a store
 * view's index, e.g. ido_de, goes into that view; reviews and tax rules are shared by all views and
 * always go to the default view's, catalogView.ts). Every record is upserted by (store view, entity, id), all sources in ONE
 * transaction: a bad record makes the whole import fail with the record's line number, and
 * nothing is written. After a successful import a running server sees the new tax rules within
 * the tax-rule cache's TTL (30 s; invalidateTaxRules when importing in-process).
 */
import type { Db, Queryable } from '../db/index.ts';
import { invalidateTaxRules } from '../services/catalog/taxRules.ts';
import { catalogStoreCode, SHARED_STORE_CODE } from '../services/catalog/catalogView.ts';
import type { RawRecord } from './importRecords.ts';
import { toImportRow, type ImportEntity, type ImportRow } from './importEntry.ts';

export interface ImportSource {
  /** Shown in error messages, e.g. the file name. */
  name: string;
  records: Iterable<RawRecord> | AsyncIterable<RawRecord>;
}

export interface ImportOptions {
  /** The entity type of plain documents (not Elasticsearch hits) without a type field. */
  type?: ImportEntity;
  /** Errors listed before giving up reading (the import fails at the first one either way). */
  maxErrors?: number;
  /** The store view whose catalogue the documents go into (importTarget.ts); the default view's when not given. */
  storeCode?: string;
}

export type ImportCounts = Partial<Record<ImportEntity, number>>;

export class ImportError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`Nothing was imported:\n${errors.join('\n')}`);
    this.name = 'ImportError';
    this.errors = errors;
  }
}

const BATCH_ROWS = 500;

async function upsert(tx: Queryable, rows: Map<string, ImportRow>, storeCode: string): Promise<void> {
  if (!rows.size) return;
  const json = JSON.stringify(
    [...rows.values()].map((r) => ({ c: catalogStoreCode(r.entity, storeCode), e: r.entity, i: r.id, d: r.doc, s: r.sku, u: r.url_path })),
  );
  await tx.query(
    `insert into catalog_entity (store_code, entity, id, doc, sku, url_path)
     select x->>'c', x->>'e', x->>'i', x->'d', x->>'s', x->>'u' from jsonb_array_elements($1::jsonb) x
     on conflict (store_code, entity, id) do update set doc = excluded.doc, sku = excluded.sku, url_path = excluded.url_path, updated_at = now()`,
    [json],
  );
}

/** A sku may belong to one product only (unique index): name the clash instead of a raw SQL error. */
async function skuClashes(tx: Queryable, rows: Map<string, ImportRow>, where: Map<string, string>, storeCode: string): Promise<string[]> {
  const products = [...rows.values()].filter((r) => r.entity === 'product');
  if (!products.length) return [];
  const { rows: taken } = await tx.query<{ id: string; sku: string }>(
    `select id, sku from catalog_entity where store_code = $1 and entity = 'product' and sku = any($2::text[])`,
    [storeCode, products.map((p) => p.sku)],
  );
  return taken.flatMap((t) => {
    const mine = products.find((p) => p.sku === t.sku && p.id !== t.id);
    return mine ? [`${where.get(`product:${mine.id}`)}: sku ${t.sku} already belongs to product ${t.id}`] : [];
  });
}

export async function importCatalogue(db: Db, sources: ImportSource[], opts: ImportOptions = {}): Promise<ImportCounts> {
  const maxErrors = opts.maxErrors ?? 20;
  const storeCode = opts.storeCode ?? SHARED_STORE_CODE;
  const counts: ImportCounts = {};
  const result = await db.transaction(async (tx) => {
    const errors: string[] = [];
    const skuSeen = new Map<string, string>();
    let batch = new Map<string, ImportRow>();
    let where = new Map<string, string>();
    const flush = async () => {
      if (errors.length || !batch.size) return;
      const clashes = await skuClashes(tx, batch, where, storeCode);
      if (clashes.length) errors.push(...clashes);
      else await upsert(tx, batch, storeCode);
      batch = new Map();
      where = new Map();
    };
    for (const source of sources) {
      for await (const record of source.records) {
        const place = `${source.name} ${record.where}`;
        const entry = record.error !== undefined ? { ok: false as const, error: record.error } : toImportRow(record.value, opts.type);
        if (!entry.ok) {
          errors.push(`${place}: ${entry.error}`);
          if (errors.length >= maxErrors) break;
          continue;
        }
        const { row } = entry;
        if (row.sku !== null) {
          const earlier = skuSeen.get(row.sku);
          if (earlier && earlier !== `${row.id}`) errors.push(`${place}: sku ${row.sku} is also used by product ${earlier}`);
          skuSeen.set(row.sku, row.id);
        }
        counts[row.entity] = (counts[row.entity] ?? 0) + 1;
        const key = `${row.entity}:${row.id}`;
        batch.set(key, row); // the later record of one id wins, as re-indexing would
        where.set(key, place);
        if (batch.size >= BATCH_ROWS) await flush();
      }
      if (errors.length >= maxErrors) break;
    }
    await flush();
    // Thrown inside the transaction: it rolls back, nothing is half-imported.
    if (errors.length) throw new ImportError(errors);
    if (counts.review) {
      // New reviews must not reuse an imported id.
      await tx.query(
        `select setval('review_id_seq', greatest((select coalesce(max(id::bigint), 0) from catalog_entity where store_code = '${SHARED_STORE_CODE}' and entity = 'review' and id ~ '^[0-9]{1,15}$'), (select last_value from review_id_seq)))`,
      );
    }
    return counts;
  });
  if (result.taxrule) invalidateTaxRules(db);
  await db.query('analyze catalog_entity, catalog_search');
  return result;
}
