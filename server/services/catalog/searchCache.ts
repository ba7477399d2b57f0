/**
 * Search results kept per database, for the same statement asked again (issue 15: the search
 * panel, facets and category pages repeat a few filter sets many times). A result is the page of
 * stored documents with their scores, the total and the aggregations, before pricing: the hits
 * are still priced per request.
 *
 * It is valid for the catalogue version it was computed at (migration 014: a number every
 * statement writing catalog_entity moves, in its own transaction). The search statement returns
 * the version of its own snapshot, and each request reads the current one first, so a write by
 * any server process on the same database is seen by the next request of every other one.
 * A result that reads the shown price (a price facet, filter or sort) also depends on the clock:
 * a special price starts or ends without a write. Those are kept PRICE_TTL_MS at most, the age
 * the HTTP caching already allows a shared cache (routes/catalog: s-maxage 30).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';

export interface FoundDocuments {
  docs: Record<string, unknown>[];
  scores: number[];
  total: number;
  aggregations: Record<string, unknown>;
}

export const PRICE_TTL_MS = 30_000;
/** Bounds the memory: documents kept across all results, results kept, documents per result. */
const MAX_DOCS = 5000;
const MAX_ENTRIES = 500;
const MAX_RESULT_DOCS = 1000;
/** Change rows are folded into the base count past this many (keeps the version read cheap). */
const FOLD_AT = 500;

interface Entry {
  version: string;
  at: number;
  /** Only for results that read the shown price. */
  until: number | null;
  found: FoundDocuments;
}

interface Store {
  entries: Map<string, Entry>;
  docs: number;
  /** The newest catalogue version seen: results of older ones are never kept. */
  version: string | null;
  /** The version at the last version read, which folds the change rows when due. */
  read: bigint | null;
}

const stores = new WeakMap<Queryable, Store>();

function storeOf(db: Queryable): Store {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { entries: new Map(), docs: 0, version: null, read: null }));
  return store;
}

function remove(store: Store, key: string): void {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.docs -= entry.found.docs.length;
  store.entries.delete(key);
}

/** The statement and its values identify a result (the clock is left out by the caller). */
export function searchKey(sql: string, values: readonly unknown[]): string {
  return createHash('sha1').update(sql).update('\0').update(JSON.stringify(values)).digest('base64');
}

/** The catalogue version now; folds the change rows when many have piled up. */
export async function catalogVersion(db: Queryable): Promise<string> {
  // catalog_version()'s sum (migration 015), with the change rows counted once for both columns.
  const { rows } = await db.query<{ v: string; pending: string }>(
    `select ((select n from catalog_change_base) + c.n)::text as v, c.n::text as pending from (select count(*) as n from catalog_change) c`,
    [],
    { prepared: true },
  );
  if (Number(rows[0].pending) > FOLD_AT) await db.query('select catalog_changes_fold()');
  return rows[0].v;
}

/**
 * Moves the store to `version` when that is newer (versions only grow: every kept result is then
 * stale). False when `version` is older than the store's: a request that read it, on another
 * connection, saw an older catalogue, and neither uses nor fills the cache.
 */
function atVersion(store: Store, version: string): boolean {
  if (store.version === null || BigInt(version) > BigInt(store.version)) {
    store.entries.clear();
    store.docs = 0;
    store.version = version;
    return true;
  }
  return version === store.version;
}

async function readVersion(db: Queryable, store: Store): Promise<string> {
  const version = await catalogVersion(db);
  store.read = BigInt(version);
  return version;
}

/**
 * The result for `key`, from the cache when it was computed at the current catalogue version
 * (and, when `timed`, less than PRICE_TTL_MS before `now`); otherwise `run` computes it and
 * returns the version its statement saw, under which it is kept.
 *
 * The current version is read only when a result is kept for the key: otherwise the statement
 * runs at once and its own version decides (one round trip fewer for a new filter set). The
 * version read also folds the change rows, so it is made too when the version has moved FOLD_AT
 * since the last one: the rows pending then stay under twice FOLD_AT.
 */
export async function cachedSearch(
  db: Queryable,
  key: string,
  timed: boolean,
  now: number,
  run: () => Promise<FoundDocuments & { version: string }>,
): Promise<FoundDocuments> {
  const store = storeOf(db);
  if (store.entries.has(key)) {
    const version = await readVersion(db, store);
    if (!atVersion(store, version)) {
      const { version: _seen, ...found } = await run();
      return found;
    }
    const hit = store.entries.get(key);
    if (hit && hit.version === version && hit.at <= now && (hit.until === null || now < hit.until)) {
      store.entries.delete(key); // re-inserted last: the map's order is the eviction order
      store.entries.set(key, hit);
      return hit.found;
    }
  }
  remove(store, key);
  const { version: seen, ...found } = await run();
  if (store.read === null || BigInt(seen) - store.read >= FOLD_AT) await readVersion(db, store);
  if (atVersion(store, seen) && found.docs.length <= MAX_RESULT_DOCS) {
    while (store.entries.size && (store.entries.size >= MAX_ENTRIES || store.docs + found.docs.length > MAX_DOCS)) {
      remove(store, store.entries.keys().next().value!);
    }
    store.entries.set(key, { version: seen, at: now, until: timed ? now + PRICE_TTL_MS : null, found });
    store.docs += found.docs.length;
  }
  return found;
}
