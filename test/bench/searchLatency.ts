/**
 * Catalogue search latency on the embedded database (issue 3 bench; target p95 ≤ 30 ms at 10,000
 * products). Seeds N demo products into a fresh in-memory PGlite with server/seed/seed.ts, builds
 * the real Fastify app and sends the requests in-process through `app.inject` (routing, schema
 * checks, the one search statement, tax pricing and JSON serialisation; no socket). The measured
 * request is what the PWA's search panel sends plus facets: a text search (every third word
 * misspelt) with two filters (visibility, status) and the price, brand and dietary aggregations.
 * The same request with a filter value new on every request measures a search the result cache
 * (server/services/catalog/searchCache.ts) cannot answer; once more with no page document kept in
 * memory (documentCache.ts) either. The first request is measured again with an order's stock
 * move (one product's) before each request, untimed: what search costs under order traffic
 * (stock moves no longer drop the kept results: migration 031). A category listing with a brand facet,
 * a price range, price sort and aggregations is reported too.
 *
 * Run alone: npx tsx test/bench/searchLatency.ts [products…]   (default 10000 100000)
 * SEARCH_BENCH_SNAPSHOTS=<folder>: keep each seeded catalogue there (a PGlite tarball per size,
 * `search-<n>.tar.gz`) and load it into memory on later runs instead of seeding again (seeding
 * 100,000 products takes ~8 minutes); migrations newer than the tarball still run on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty, type SeedOptions } from '../../server/seed/seed.ts';
import { forgetDocuments } from '../../server/services/catalog/documentCache.ts';
import { forgetMatches } from '../../server/services/catalog/matchIndex.ts';
import { releaseStock, reserveStock } from '../../server/services/order/reserveStock.ts';
import { percentile, timeIt } from './stats.ts';
import { misspell, WORDS } from './searchWords.ts';

export interface SearchLatency {
  products: number;
  what: string;
  n: number;
  p50: number;
  p95: number;
  /** Process CPU time per request (PGlite runs in-process): a figure a busy machine inflates less. */
  cpuP50: number;
  cpuP95: number;
  seedSeconds: number;
  /** How long the migrations took: on a kept catalogue (SEARCH_BENCH_SNAPSHOTS), those newer than it. */
  migrateSeconds: number;
}

const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });
const listable = [f('visibility', { in: [2, 3, 4] }), f('status', { in: [0, 1] })];
const facets = [
  { field: 'price', scope: 'catalog' },
  { field: 'brand', scope: 'catalog' },
  { field: 'dietary', scope: 'catalog' },
];

/**
 * `databaseUrl`: measure on that PostgreSQL database instead of a fresh PGlite; it is seeded only
 * when it holds no product yet (searchPostgres.ts keeps a large catalogue seeded once).
 */
export async function benchSearch({
  products = 10_000,
  runs = 200,
  databaseUrl = null,
  views,
  snapshots = null,
}: {
  products?: number;
  runs?: number;
  databaseUrl?: string | null;
  views?: SeedOptions['views'];
  /** A folder keeping seeded PGlite catalogues between runs (SEARCH_BENCH_SNAPSHOTS). */
  snapshots?: string | null;
} = {}): Promise<SearchLatency[]> {
  const tarball = snapshots && !databaseUrl ? path.join(snapshots, `search-${products}.tar.gz`) : null;
  const kept = tarball && fs.existsSync(tarball) ? new Blob([fs.readFileSync(tarball)]) : undefined;
  const db = await openDb({ databaseUrl, dataDir: null, snapshot: kept });
  try {
    const migrateStart = performance.now();
    await migrate(db);
    const migrateSeconds = Math.round((performance.now() - migrateStart) / 100) / 10;
    const seedStart = performance.now();
    await seedIfEmpty(db, { products, views });
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    if (tarball && !kept && db.dumpDataDir) {
      fs.mkdirSync(snapshots!, { recursive: true });
      fs.writeFileSync(tarball, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    }
    const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', staticDir: null }, db });
    await app.ready();
    const { rows } = await db.query<{ id: string }>(
      `select id from catalog_entity where store_code = 'default' and entity = 'category' and (doc->>'level')::int = 3 order by id`,
    );
    const brands = (
      await db.query<{ b: number }>(
        `select distinct (doc->>'brand')::int as b from catalog_entity where entity = 'product' and doc ? 'brand' order by 1 limit 20`,
      )
    ).rows;
    const get = async (query: object, extra: Record<string, string> = {}) => {
      const qs = new URLSearchParams({ request: JSON.stringify(query), request_format: 'search-query', response_format: 'compact', size: '50', ...extra });
      const res = await app.inject({ method: 'GET', url: `/api/catalog/ido/product/_search?${qs}` });
      if (res.statusCode !== 200) throw new Error(`search failed: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    /** `first`: untimed, before each request. */
    const measure = async (what: string, query: (i: number) => object, first?: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 10; i++) await get(query(i)); // warm-up: plans, tax rule cache, JIT
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < runs; i++) {
        await first?.(i);
        const before = process.cpuUsage();
        times.push(await timeIt(() => get(query(i))));
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
      }
      const round = (v: number) => Math.round(v * 10) / 10;
      return {
        products,
        what,
        n: runs,
        seedSeconds,
        migrateSeconds,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        cpuP50: round(percentile(cpu, 50)),
        cpuP95: round(percentile(cpu, 95)),
      };
    };
    let fresh = 1000; // warm-up and runs alike: never the same value twice
    const newFilterSet = (i: number) => {
      const word = WORDS[i % WORDS.length];
      return {
        _appliedFilters: [listable[0], f('status', { in: [0, 1, fresh++] })],
        _availableFilters: facets,
        _searchText: i % 3 === 2 ? misspell(word) : word,
      };
    };
    const textSearch = (i: number) => {
      const word = WORDS[i % WORDS.length];
      return { _appliedFilters: listable, _availableFilters: facets, _searchText: i % 3 === 2 ? misspell(word) : word };
    };
    // Products whose stock is counted: one is sold before each request, and given back after the next.
    const stocked = (
      await db.query<{ sku: string }>(
        `select sku from catalog_entity where store_code = 'default' and entity = 'product' and doc->>'type_id' = 'simple'
            and jsonb_typeof(doc #> '{stock,qty}') = 'number' and (doc #>> '{stock,qty}')::numeric > 10 order by id limit 50`,
      )
    ).rows;
    const stockMove = (i: number) => {
      const line = [{ parentSku: stocked[Math.floor(i / 2) % stocked.length].sku, childSku: null, base: [], qty: 1 }];
      return db.transaction<unknown>((tx) => (i % 2 ? releaseStock(tx, line) : reserveStock(tx, line)));
    };
    const out = [
      await measure('text search (1 in 3 misspelt) + 2 filters + 3 aggregations', textSearch),
      await measure('the same, after a stock move each time (as under orders)', textSearch, stockMove),
      // The same shape with a status value no product has, new on every request: what a filter set
      // asked for the first time costs (the search result cache, searchCache.ts, never answers it).
      await measure('the same, a new filter set each time (not cached)', newFilterSet),
      // The page's documents are kept in memory by row version (documentCache.ts), a text's matches
      // too (matchIndex.ts), and the 24 texts above come back: this one forgets both before every
      // request, so each text's matches and page are read whole, as the very first search for a text is.
      await measure('the same, no document or match kept in memory either', (i) => {
        forgetDocuments(db);
        forgetMatches(db);
        return newFilterSet(i);
      }),
      // 200 runs over a few hundred (category, brand) pairs would mostly hit the result cache: a new
      // status value each time keeps it what a listing asked for the first time costs.
      await measure('category + brand facet + price range, price desc, aggregations (not cached)', (i) => ({
        _appliedFilters: [
          listable[0],
          f('status', { in: [0, 1, fresh++] }),
          f('category_ids', { in: [Number(rows[i % rows.length].id)] }),
          f('brand', { in: [brands[i % brands.length].b] }, 'catalog'),
          f('price', { gte: 0, lt: 250 }, 'catalog'),
        ],
        _availableFilters: facets,
        _appliedSort: [{ field: 'final_price', options: 'desc' }],
      })),
    ];
    await app.close();
    return out;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  for (const products of sizes.length ? sizes : [10_000, 100_000]) {
    for (const r of await benchSearch({ products, snapshots: process.env.SEARCH_BENCH_SNAPSHOTS || null })) {
      console.log(
        `${r.products} products (seeded in ${r.seedSeconds} s, migrated in ${r.migrateSeconds} s) — ${r.what}: p50 ${r.p50} ms, p95 ${r.p95} ms; CPU p50 ${r.cpuP50} ms, p95 ${r.cpuP95} ms (n=${r.n})`,
      );
    }
  }
}
