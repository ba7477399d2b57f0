/**
 * Stored documents kept per database by row version (issue 15). A product page of hits is about
 * 125–225 kB of JSON: reading those documents out of their compressed storage, writing them out
 * as text and parsing them again in Node was about half of a first-time search at 10,000
 * products. The same products come back on page after page (the top of a popular word, a
 * category's first tiles), so the search statement returns each hit's id with its row version,
 * and only the documents this process does not hold at that version are read.
 *
 * A row version is `xmin:ctid`: every write of a row (an update, HOT or not, a delete and insert)
 * gives the new version another place or another transaction, so a kept document is exactly the
 * stored row the statement saw, whichever server wrote it. The missing documents are read in a
 * second statement, which may see a newer snapshot: when a row's version differs there (written
 * or deleted in between), `pageDocuments` answers null and the caller runs the search again with
 * the documents inside the statement, so an answer always comes from one snapshot.
 *
 * Kept documents are shared by every request: read-only, as those of the result cache
 * (searchCache.ts) are. At most MAX_DOCS per database, the least recently used go first.
 */
import type { Queryable } from '../../db/index.ts';

type Doc = Record<string, unknown>;

/** A hit as the search statement returns it with `pageDocs: 'versions'` (searchSql.ts). */
export interface VersionedHit {
  id: string;
  /** `xmin:ctid` of the catalog_entity row the statement read. */
  v: string;
  score: number;
}

/** The row version as SQL over the catalog_entity row aliased `alias`. */
export const rowVersionSql = (alias: string) => `${alias}.xmin::text || ':' || ${alias}.ctid::text`;

export const MAX_DOCS = 2000;

interface Kept {
  version: string;
  doc: Doc;
}

const stores = new WeakMap<Queryable, Map<string, Kept>>();

const keyOf = (storeCode: string, entity: string, id: string) => `${storeCode}\0${entity}\0${id}`;

function keep(store: Map<string, Kept>, key: string, kept: Kept): void {
  store.delete(key); // re-inserted last: the map's order is the eviction order
  while (store.size >= MAX_DOCS) store.delete(store.keys().next().value!);
  store.set(key, kept);
}

/**
 * The documents of `hits`, in their order, each at the row version the search statement saw;
 * null when one of them has been written or deleted since (the caller reads them with the search).
 */
export async function pageDocuments(db: Queryable, storeCode: string, entity: string, hits: readonly VersionedHit[]): Promise<Doc[] | null> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Map()));
  const docs: (Doc | undefined)[] = hits.map((h) => {
    const key = keyOf(storeCode, entity, h.id);
    const kept = store.get(key);
    if (kept?.version !== h.v) return undefined;
    keep(store, key, kept);
    return kept.doc;
  });
  const missing = hits.filter((_, i) => docs[i] === undefined).map((h) => h.id);
  if (!missing.length) return docs as Doc[];
  const { rows } = await db.query<{ id: string; v: string; doc: Doc }>(
    `select id, ${rowVersionSql('e')} as v, doc from catalog_entity e where store_code = $1 and entity = $2 and id = any($3::text[])`,
    [storeCode, entity, missing],
    { prepared: true },
  );
  const read = new Map(rows.map((r) => [r.id, r]));
  for (let i = 0; i < hits.length; i++) {
    if (docs[i] !== undefined) continue;
    const row = read.get(hits[i].id);
    if (row?.v !== hits[i].v) return null;
    keep(store, keyOf(storeCode, entity, row.id), { version: row.v, doc: row.doc });
    docs[i] = row.doc;
  }
  return docs as Doc[];
}

/** The catalogue versions (searchCache.ts) and the row versions of `ids`, from one snapshot. */
export interface RowVersions {
  version: string;
  content: string;
  versions: Map<string, string>;
}

/** Reads the row versions of `ids` with the catalogue versions their snapshot saw (one statement). */
export async function rowVersions(db: Queryable, storeCode: string, entity: string, ids: readonly string[]): Promise<RowVersions> {
  const { rows } = await db.query<{ version: string; content: string; hits: [string, string][] }>(
    `select catalog_version()::text as version, catalog_content_version()::text as content,
            (select coalesce(json_agg(json_build_array(e.id, ${rowVersionSql('e')})), '[]'::json)
               from catalog_entity e where e.store_code = $1 and e.entity = $2 and e.id = any($3::text[])) as hits`,
    [storeCode, entity, ids],
    { prepared: true },
  );
  return { version: rows[0].version, content: rows[0].content, versions: new Map(rows[0].hits) };
}

/** Drops every document kept for `db` (the bench measures a search with none kept). */
export const forgetDocuments = (db: Queryable) => void stores.delete(db);

/** How many documents are kept for `db` (tests). */
export const keptDocuments = (db: Queryable) => stores.get(db)?.size ?? 0;
