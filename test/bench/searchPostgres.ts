/**
 * Catalogue search latency on PostgreSQL at a large catalogue (issue 15: 1,000,000 products),
 * outside the test suite and outside `npm run bench`: seeding a million demo products takes long,
 * so the catalogue is seeded ONCE into a database of its own and kept for later runs.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres \
 *     node --max-old-space-size=8000 --import tsx test/bench/searchPostgres.ts [products] [runs]
 *
 * products defaults to 1000000, runs to 200. The database `bench_search_<products>` is created on
 * that server when missing and seeded by server/seed (the demo generator holds the whole
 * catalogue in memory: about 2.6 GB at a million products, hence the larger heap). Then the same
 * two request shapes as searchLatency.ts go through the real Fastify app (`app.inject`) against
 * that database. Drop the database by hand when done with it.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchSearch, type SearchLatency } from './searchLatency.ts';

export async function benchSearchPostgres(adminUrl: string, products: number, runs: number): Promise<SearchLatency[]> {
  const name = `bench_search_${products}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rows.length) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The default view's catalogue only: the euro views would triple a million-product seed.
  return benchSearch({ products, runs, databaseUrl: url.href, views: [] });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server the bench may create a database on.');
    process.exit(2);
  }
  const products = Number(process.argv[2] ?? 1_000_000);
  const runs = Number(process.argv[3] ?? 200);
  for (const r of await benchSearchPostgres(adminUrl, products, runs)) {
    console.log(
      `PostgreSQL, ${r.products} products (seeding took ${r.seedSeconds} s; 0 when already seeded) — ${r.what}: p50 ${r.p50} ms, p95 ${r.p95} ms (n=${r.n})`,
    );
  }
}
