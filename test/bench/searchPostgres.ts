/**
 * Catalogue search latency on PostgreSQL at a large catalogue (issue 15: 1,000,000 products),
 * outside the test suite and outside `npm run bench`: seeding a million demo products takes long,
 * so the catalogue is seeded ONCE into a database of its own and kept for later runs.
 *
 *   BENCH_DATABASE_URL=postgres://user@host:port/postgres npx tsx test/bench/searchPostgres.ts [products] [runs]
 *
 * products defaults to 1000000, runs to 200. The database `bench_search_<products>` is created on
 * that server when missing and seeded by server/seed. The demo generator builds the whole
 * catalogue in memory and cannot go much past 100,000 products, so a larger catalogue is that
 * many generated products copied in SQL (new id and sku per copy; names, prices and attributes as
 * the original's, so a word matches as many products per 100,000 as it does in the generated one).
 * Then the same two request shapes as searchLatency.ts go through the real Fastify app
 * (`app.inject`) against that database. Drop the database by hand when done with it.
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
  if (products > GENERATED) await seedCopies(url.href, products);
  return benchSearch({ products, runs, databaseUrl: url.href });
}

/** The most products the demo generator is asked for; beyond it products are copies. */
const GENERATED = 100_000;

async function seedCopies(databaseUrl: string, products: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const has = await db.query(`select 1 from information_schema.tables where table_name = 'catalog_entity'`);
    if (!has.rows.length) {
      // Migrations and the generated part: searchLatency's own seeding, with a tiny run.
      await benchSearch({ products: GENERATED, runs: 1, databaseUrl });
    }
    const count = async () => Number((await db.query(`select count(*) from catalog_entity where entity = 'product'`)).rows[0].count);
    for (let copy = 1; (await count()) < products; copy++) {
      const t = performance.now();
      await db.query(
        `insert into catalog_entity (entity, id, doc, sku, url_path)
         select 'product', (id::bigint + $1::bigint)::text,
                doc || jsonb_build_object('id', id::bigint + $1::bigint, 'sku', sku || '-c' || $2::text, 'url_key', (doc->>'url_key') || '-c' || $2::text),
                sku || '-c' || $2::text, url_path || '-c' || $2::text
           from catalog_entity
          where entity = 'product' and id ~ '^[0-9]+$' and id::bigint < 10000000
          order by id::bigint
          limit $3
         on conflict do nothing`,
        [copy * 10_000_000, String(copy), products - (await count())],
      );
      console.error(`copy ${copy}: ${await count()} products (${Math.round(performance.now() - t) / 1000} s)`);
    }
    await db.query('analyze catalog_entity');
  } finally {
    await db.end();
  }
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
