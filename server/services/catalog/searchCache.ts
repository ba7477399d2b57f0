/**
 * Search results kept per database, for the same statement asked again (issue 15: the search
 * panel, facets and category pages repeat a few filter sets many times). A result is the page of
 * stored documents with their scores, the total and the aggregations, before pricing: the hits
 * are still priced per request.
 *
 * It is valid for the catalogue version it was computed at (migration 015: a number every
 * statement writing catalog_entity moves, in its own transaction). The search statement returns
 * the version of its own snapshot, and each request reads the current one first, so a write by
 * any server process on the same database is seen by the next request of every other one.
 * Stock moves (every order's) are counted apart (migration 031): a result whose statement reads
 * no stock field is kept across them, and its page's documents are read again at their current
 * row versions when stock has moved since (`refresh`, documentCache.ts), so the stock shown is
 * always the current one.
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
  /** The rows of `docs` (catalog_entity ids), when the page was read through the document cache. */
  ids?: string[];
}

/** The catalogue versions a snapshot saw: every change (`version`), and all but stock moves (`content`). */
export interface Versions {
  version: string;
  content: string;
}

/**
 * A kept result made current after a stock move (`now`: the versions read for this request): its
 * page read again, with the versions of that read; null when that is not possible.
 */
export type Refresh = (found: FoundDocuments, now: Versions) => Promise<(Versions & { found: FoundDocuments }) | null>;

export const PRICE_TTL_MS = 30_000;
/** Bounds the memory: documents kept across all results, results kept, documents per result. */
const MAX_DOCS = 5000;
const MAX_ENTRIES = 500;
const MAX_RESULT_DOCS = 1000;
/** Change rows are folded into the base count past this many (keeps the version read cheap). */
const FOLD_AT = 500;

interface Entry extends Versions {
  /** Read again after a stock move; without it the result is kept for its exact `version` only. */
  refresh: Refresh | null;
  at: number;
  /** Only for results that read the shown price. */
  until: number | null;
  found: FoundDocuments;
}

interface Store {
  entries: Map<string, Entry>;
  docs: number;
  /** The newest content version seen: results of older ones are never kept. */
  content: string | null;
  /** The version at the last version read, which folds the change rows when due. */
  read: bigint | null;
}

const stores = new WeakMap<Queryable, Store>();

function storeOf(db: Queryable): Store {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { entries: new Map(), docs: 0, content: null, read: null }));
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

/** The catalogue versions now; folds the change rows when many have piled up. */
export async function catalogVersions(db: Queryable): Promise<Versions> {
  // catalog_version()'s and catalog_content_version()'s sums (migrations 015, 031), the change rows counted once.
  const { rows } = await db.query<{ v: string; content: string; pending: string }>(
    `select ((select n from catalog_change_base) + c.n)::text as v, ((select content_n from catalog_change_base) + c.content)::text as content,
            c.n::text as pending
       from (select count(*) as n, count(*) filter (where not stock_only) as content from catalog_change) c`,
    [],
    { prepared: true },
  );
  if (Number(rows[0].pending) > FOLD_AT) await db.query('select catalog_changes_fold()');
  return { version: rows[0].v, content: rows[0].content };
}

/** The catalogue version now, every change counted. */
export const catalogVersion = async (db: Queryable): Promise<string> => (await catalogVersions(db)).version;

/**
 * Moves the store to content version `content` when that is newer (versions only grow: every kept
 * result is then stale). False when it is older than the store's: a request that read it, on
 * another connection, saw an older catalogue, and neither uses nor fills the cache.
 */
function atVersion(store: Store, content: string): boolean {
  if (store.content === null || BigInt(content) > BigInt(store.content)) {
    store.entries.clear();
    store.docs = 0;
    store.content = content;
    return true;
  }
  return content === store.content;
}

async function readVersions(db: Queryable, store: Store): Promise<Versions> {
  const versions = await catalogVersions(db);
  store.read = BigInt(versions.version);
  return versions;
}

/** The kept result, its page read again when stock has moved since it was kept; null when it cannot be used. */
async function fresh(entry: Entry, now: Versions): Promise<FoundDocuments | null> {
  if (entry.version === now.version) return entry.found;
  const again = entry.refresh && (await entry.refresh(entry.found, now));
  // Read at a snapshot with the same content as the result's: only stock has moved in between.
  if (!again || again.content !== entry.content) return null;
  entry.found = again.found;
  entry.version = again.version;
  return again.found;
}

/**
 * The result for `key`, from the cache when it was computed at the current catalogue version
 * (and, when `timed`, less than PRICE_TTL_MS before `now`); otherwise `run` computes it and
 * returns the versions its statement saw, under which it is kept. With `refresh` (a result that
 * reads no stock field, and a page that can be read again), the current content version is enough:
 * after a stock move the page's documents are read again.
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
  run: () => Promise<FoundDocuments & Versions>,
  refresh: Refresh | null = null,
): Promise<FoundDocuments> {
  const store = storeOf(db);
  if (store.entries.has(key)) {
    const current = await readVersions(db, store);
    if (!atVersion(store, current.content)) {
      const { version: _seen, content: _content, ...found } = await run();
      return found;
    }
    const hit = store.entries.get(key);
    const usable = hit && hit.content === current.content && hit.at <= now && (hit.until === null || now < hit.until) ? hit : null;
    const found = usable && (await fresh(usable, current));
    if (found) {
      // Re-inserted last (the map's order is the eviction order), unless dropped while it was read again.
      if (store.entries.get(key) === usable) {
        store.entries.delete(key);
        store.entries.set(key, usable);
      }
      return found;
    }
  }
  remove(store, key);
  const { version: seen, content, ...found } = await run();
  if (store.read === null || BigInt(seen) - store.read >= FOLD_AT) await readVersions(db, store);
  if (atVersion(store, content) && found.docs.length <= MAX_RESULT_DOCS) {
    while (store.entries.size && (store.entries.size >= MAX_ENTRIES || store.docs + found.docs.length > MAX_DOCS)) {
      remove(store, store.entries.keys().next().value!);
    }
    store.entries.set(key, { version: seen, content, refresh, at: now, until: timed ? now + PRICE_TTL_MS : null, found });
    store.docs += found.docs.length;
  }
  return found;
}
