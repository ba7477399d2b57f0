// @vitest-environment node
/**
 * The documents of a page of hits kept by row version (documentCache.ts): a page read before is
 * not read again, a document written since (by this server, another one or plain SQL) is, and a
 * write that lands between the search statement and the document read never mixes two snapshots
 * in one answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type Queryable } from '../../db/index.ts';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { keptDocuments, MAX_DOCS } from './documentCache.ts';
import { parseSearchRequest } from './searchRequest.ts';
import { searchCatalog } from './searchCatalog.ts';

const product = (id: number, extra: object = {}) => ({
  id,
  sku: `S${id}`,
  name: `spelt cracker ${id}`,
  status: 1,
  visibility: 4,
  type_id: 'simple',
  brand: 7 + (id % 3),
  price: 20 + id,
  tax_class_id: 2,
  description: `Baked spelt, batch ${id}`,
  ...extra,
});
type Answer = { hits: { id: number; sku: string; name: string; _score: number }[]; total: number; aggregations: Record<string, unknown> };

let fresh = 1000;
/** A filter set new each time (a status value no product has): the result cache never answers it. */
const query = (text = 'spelt') => ({
  _appliedFilters: [
    { attribute: 'visibility', value: { in: [2, 3, 4] } },
    { attribute: 'status', value: { in: [0, 1, fresh++] } },
  ],
  _availableFilters: [{ field: 'brand' }, { field: 'price' }],
  _searchText: text,
});
const search = async (db: Queryable, q: object, size = 50) => {
  const req = parseSearchRequest({
    index: 'ido',
    type: 'product',
    query: { request: JSON.stringify(q), response_format: 'compact', size: String(size) },
    body: undefined,
  });
  return (await searchCatalog(db, req)) as unknown as Answer;
};
const insert = (db: Queryable, doc: { id: number; sku: string }) =>
  db.query(`insert into catalog_entity (entity, id, doc, sku) values ('product', $1, $2::jsonb, $3)`, [String(doc.id), JSON.stringify(doc), doc.sku]);
const rename = (db: Queryable, id: number, name: string) =>
  db.query(`update catalog_entity set doc = jsonb_set(doc, '{name}', to_jsonb($2::text)) where entity = 'product' and id = $1`, [String(id), name]);

const isDocRead = (sql: string) => sql.includes('and id = any($3::text[])');
/**
 * Counts search statements and document reads; `beforeDocRead` runs just before a document read,
 * after the search statement's snapshot: a write landing between the two.
 */
function watching(db: Queryable, beforeDocRead?: () => Promise<unknown>) {
  const out = {
    searches: 0,
    docReads: 0,
    /** The ids of every document read. */
    read: [] as string[],
    query: async (sql: string, params?: unknown[], options?: object) => {
      // The statement naming the page's row versions: the search's, or the match index's (matchIndex.ts).
      if (sql.startsWith('with base as') || sql.includes('json_build_array(e.id, e.xmin')) out.searches++;
      if (isDocRead(sql)) {
        out.docReads++;
        out.read.push(...(params![2] as string[]));
        if (beforeDocRead) await beforeDocRead();
      }
      return db.query(sql, params, options);
    },
  };
  return out as Queryable & typeof out;
}

describe.each(backendNames)('documents kept by row version (%s)', (backend) => {
  let t: TestDb;
  let other: Db | null = null;
  beforeAll(async () => {
    t = await openTestDb(backend);
    for (let id = 1; id <= 30; id++) await insert(t.db, product(id));
    // A second server process on the same PostgreSQL.
    if (t.url) other = await openDb({ databaseUrl: t.url, dataDir: null });
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('reads a page of documents once and answers the same from memory', async () => {
    const db = watching(t.db);
    const first = await search(db, query());
    expect(first.total).toBe(30);
    expect(db.docReads).toBe(1);
    const again = await search(db, query());
    expect(again).toEqual(first);
    expect([db.searches, db.docReads]).toEqual([2, 1]);
    // A page of more than 100 hits carries its documents in the statement: the same answer.
    expect(await search(db, query(), 101)).toEqual(first);
    expect(db.docReads).toBe(1);
  });

  it('reads again only the documents written since, also by another server or plain SQL', async () => {
    const db = watching(t.db);
    await search(db, query());
    await rename(other ?? t.db, 4, 'spelt cracker four');
    db.read.length = 0;
    const answer = await search(db, query());
    expect(answer.hits.find((h) => h.id === 4)?.name).toBe('spelt cracker four');
    expect(db.read).toEqual(['4']);
  });

  it('answers from one snapshot when a hit is written between the statement and the document read', async () => {
    await search(t.db, query()); // every document kept at its current version
    await rename(t.db, 5, 'spelt cracker five'); // …then one of them changes: it is read again
    const db = watching(t.db, () => rename(other ?? t.db, 5, 'spelt cracker FIVE'));
    const answer = await search(db, query());
    // The new name, from the search run again with its documents, never the version in between.
    expect(answer.hits.find((h) => h.id === 5)?.name).toBe('spelt cracker FIVE');
    expect(db.searches).toBe(2);
  });

  it('answers from one snapshot when a hit is deleted between the statement and the document read', async () => {
    await rename(t.db, 6, 'spelt cracker six');
    const db = watching(t.db, () => t.db.query(`delete from catalog_entity where entity = 'product' and id = '6'`));
    const answer = await search(db, query());
    expect(answer.total).toBe(29);
    expect(answer.hits.map((h) => h.id)).not.toContain(6);
    expect(db.searches).toBe(2);
  });

  it('keeps no more than MAX_DOCS documents', async () => {
    await t.db.query(
      `insert into catalog_entity (entity, id, doc, sku)
       select 'product', (1000 + i)::text, jsonb_build_object('id', 1000 + i, 'sku', 'M' || i, 'name', 'millet puff ' || i, 'status', 1, 'visibility', 4,
              'type_id', 'simple', 'price', 10, 'tax_class_id', 2), 'M' || i
         from generate_series(1, $1::int) i`,
      [MAX_DOCS + 100],
    );
    const db = watching(t.db);
    for (let from = 0; from < MAX_DOCS + 100; from += 100) {
      const req = parseSearchRequest({
        index: 'ido',
        type: 'product',
        query: { request: JSON.stringify(query('millet')), response_format: 'compact', size: '100', from: String(from) },
        body: undefined,
      });
      expect(((await searchCatalog(db, req)) as unknown as Answer).hits).toHaveLength(100);
    }
    expect(keptDocuments(db)).toBe(MAX_DOCS);
  });
});
