/**
 * The home page's three product blocks (new, special, bestsellers) at N products (issue 15 target:
 * ≤ 10 ms at 10,000). Each block is the request src/features/home/homeQueries.ts sends: 8 items,
 * visibility in [2,3,4], status in [0,1], the block's flag = 1, created_at desc. Like
 * searchLatency.ts: a fresh in-memory PGlite seeded by server/seed, the real Fastify app, requests
 * through `app.inject`. Reported per block request and for the three in a row (what the page waits
 * for: the embedded database answers one statement at a time).
 *
 * Run alone: npx tsx test/bench/homeBlocks.ts [products]   (default 10000)
 */
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { percentile } from './stats.ts';

export interface HomeBlocksLatency {
  products: number;
  n: number;
  /** One block request. */
  blockP50: number;
  blockP95: number;
  /** The three blocks one after the other. */
  threeP50: number;
  threeP95: number;
  cpuP50: number;
}

const FLAGS = ['new', 'sale', 'bestseller'];
const f = (attribute: string, value: unknown) => ({ attribute, value, scope: 'default' });

export function homeBlockUrl(flag: string): string {
  const request = { _appliedFilters: [f('visibility', { in: [2, 3, 4] }), f('status', { in: [0, 1] }), f(flag, { eq: 1 })] };
  const qs = new URLSearchParams({
    request: JSON.stringify(request),
    request_format: 'search-query',
    response_format: 'compact',
    size: '8',
    sort: 'created_at:desc',
  });
  return `/api/catalog/ido/product/_search?${qs}`;
}

export async function benchHomeBlocks({ products = 10_000, runs = 100 } = {}): Promise<HomeBlocksLatency> {
  const db = await openDb({ databaseUrl: null, dataDir: null });
  try {
    await migrate(db);
    await seedIfEmpty(db, { products });
    const app = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', staticDir: null }, db });
    await app.ready();
    const block = async (flag: string) => {
      const res = await app.inject({ method: 'GET', url: homeBlockUrl(flag) });
      if (res.statusCode !== 200) throw new Error(`home block ${flag}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (let i = 0; i < 20; i++) await block(FLAGS[i % 3]); // warm-up: plans, caches, JIT
    const one: number[] = [];
    const three: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const before = process.cpuUsage();
      const start = performance.now();
      for (const flag of FLAGS) {
        const t = performance.now();
        await block(flag);
        one.push(performance.now() - t);
      }
      three.push(performance.now() - start);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000 / 3);
    }
    await app.close();
    const r = (v: number) => Math.round(v * 10) / 10;
    return {
      products,
      n: runs,
      blockP50: r(percentile(one, 50)),
      blockP95: r(percentile(one, 95)),
      threeP50: r(percentile(three, 50)),
      threeP95: r(percentile(three, 95)),
      cpuP50: r(percentile(cpu, 50)),
    };
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const products = Number(process.argv[2] ?? 10_000);
  const r = await benchHomeBlocks({ products });
  console.log(
    `${products} products — one block p50 ${r.blockP50} / p95 ${r.blockP95} ms (CPU p50 ${r.cpuP50} ms); three blocks p50 ${r.threeP50} / p95 ${r.threeP95} ms (n=${r.n})`,
  );
}
