/**
 * `npm run bench`: one table of the figures of DESIGN.md "How we measure", plus .bench/results.json.
 * Benchmarks report; they never fail (exit code 0 unless the bench itself cannot start).
 *
 * Env: BENCH_PRODUCTS (demo products to seed, default the server's), BENCH_LH_RUNS (Lighthouse runs
 * of the home page, median reported; default 3), BENCH_ORDERS (orders and cart updates, default 200), BENCH_SHOPPERS (concurrent shoppers, default 20), BENCH_SEARCHES
 * (default 200), BENCH_REPLAY (queued orders replayed in Chromium, default 100), BENCH_ONLY
 * (comma list of: js,bundle,lighthouse,orders,search,home,search100k,replay,offlinesearch — search100k
 * is the catalogue search latency at 100,000 products), BENCH_LH_PAGES_RUNS (Lighthouse runs of the
 * category, product and search pages, median; default 3: single runs vary by several points on a busy machine).
 * Issue 15 parts (extras.ts): BENCH_FLOOR_DIR (the floor app, default ../shared/bench/floor; Lighthouse
 * runs it alternately with the shop's pages), BENCH_DATABASE_URL (a PostgreSQL the bench may create
 * a database on: orders with 1 and 2 servers), BENCH_ONLY parts `home` (home blocks latency) and
 * `bundle` (first-load JS by module).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { distDir, projectRoot, startTestServer } from '../e2e/testServer.ts';
import { measureFirstLoadJs } from './firstLoadJs.ts';
import { measureFirstVisitJs } from './firstVisitJs.ts';
import type { LighthouseScores } from './lighthouse.ts';
import { benchCartUpdates, benchConcurrentOrders } from './cartOrders.ts';
import { benchOrders, benchSearch, type Latency } from './latency.ts';
import { benchSearch as benchSearchLatency, type SearchLatency } from './searchLatency.ts';
import { benchReplay } from './offlineReplay.ts';
import { benchOfflineSearch } from './offlineSearch.ts';
import { formatTable, type Row } from './table.ts';
import { benchBundle, benchHomeBlocksRows, benchPostgresOrders, floorRows, startFloorIfFound } from './extras.ts';
import { benchLighthouseRounds } from './lighthouseVsFloor.ts';

const env = process.env;
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',')) : null;
const wants = (part: string) => !only || only.has(part);
const num = (v: string | undefined, d: number) => (v ? Number(v) : d);

const results: Record<string, unknown> = { at: new Date().toISOString() };
const rows: Row[] = [];
const problems: string[] = [];

async function section<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  const start = performance.now();
  process.stderr.write(`bench: ${name}…\n`);
  try {
    const out = await fn();
    results[name] = out;
    return out;
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    problems.push(`${name}: ${msg}`);
    results[name] = { error: msg };
    return undefined;
  } finally {
    process.stderr.write(`bench: ${name} done in ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
  }
}

function lighthouseRows(page: string, s: LighthouseScores) {
  const row = (cat: string, v: number, min: number) =>
    rows.push({ measure: `Lighthouse mobile ${page}: ${cat}`, value: String(v), target: `>= ${min}`, ok: v >= min });
  row('performance', s.performance, 90);
  row('accessibility', s.accessibility, 95);
  row('best practices', s.bestPractices, 95);
  row('SEO', s.seo, 95);
  const m = s.metrics;
  rows.push({ measure: `  ${page}: FCP / LCP / TBT / CLS`, value: `${m.fcp} / ${m.lcp} / ${m.tbt} ms / ${m.cls}` });
  const q = s.quiet;
  rows.push({
    measure: `  ${page}, quiet (tasks at thread time): performance / TBT / main-thread work`,
    value: `${q.performance} / ${q.tbt} ms / ${q.work} ms`,
  });
}

function latencyRow(l: Latency) {
  rows.push({ measure: `${l.what}, p50 / p95`, value: `${l.p50} / ${l.p95} ms (n=${l.n}${l.errors ? `, ${l.errors} errors` : ''})` });
}

/**
 * Catalogue search latency on the embedded database. The target (issue 15: text search + 2 filters +
 * 3 aggregations, p95: <= 15 ms at 10,000 products, <= 60 ms at 100,000) applies to that shape asked
 * again and to it with a new filter set each time (what the result cache cannot answer).
 */
const SEARCH_P95_TARGET_MS: Record<number, number> = { 10_000: 15, 100_000: 60 };
const TARGETED_SHAPES = ['text search', 'the same, a new filter set'];

function searchLatencyRows(list: SearchLatency[]) {
  for (const l of list) {
    const n = l.products.toLocaleString('en-US');
    const limit = TARGETED_SHAPES.some((shape) => l.what.startsWith(shape)) ? SEARCH_P95_TARGET_MS[l.products] : undefined;
    rows.push({
      measure: `catalogue search at ${n} products: ${l.what}, p50 / p95`,
      value: `${l.p50} / ${l.p95} ms (CPU ${l.cpuP50} / ${l.cpuP95} ms, n=${l.n})`,
      ...(limit === undefined ? {} : { target: `<= ${limit} ms p95`, ok: l.p95 <= limit }),
    });
  }
}

/**
 * The in-process latency figures, on databases of their own, run first: on a quiet machine and a
 * fresh heap, before the Chromium, server and PostgreSQL parts (a cluster stopping, a server's idle
 * connections or a heap grown by the other parts read as 30–50 % more on these milliseconds).
 */
async function inProcessLatencies() {
  if (wants('home')) await benchHomeBlocksRows(section, rows);
  if (wants('search')) {
    const at10k = await section('searchLatency10k', () => benchSearchLatency({ products: 10_000, runs: num(env.BENCH_SEARCHES, 200) }));
    if (at10k) searchLatencyRows(at10k);
  }
  if (wants('search100k')) {
    const at100k = await section('searchLatency100k', () => benchSearchLatency({ products: 100_000, runs: num(env.BENCH_SEARCHES, 200) }));
    if (at100k) searchLatencyRows(at100k);
  }
}

async function main() {
  await inProcessLatencies();
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    process.stderr.write('bench: dist/ is missing, building it first\n');
    execSync('npm run build', { cwd: projectRoot, stdio: 'inherit' });
  }

  if (wants('js')) {
    const js = await section('firstLoadJs', async () => measureFirstLoadJs(distDir));
    if (js) {
      rows.push({
        measure: 'first-load JS of the home route (gzip -9)',
        value: `${js.gzipKb} kB (${js.chunks.length} chunks, ${js.rawKb} kB raw)`,
        target: '<= 160 kB',
        ok: js.gzipKb <= 160,
      });
    }
  }
  if (wants('bundle')) await benchBundle(section, rows);

  const needsServer = ['js', 'lighthouse', 'orders', 'search', 'replay'].some(wants);
  const server = needsServer
    ? await startTestServer({ seedProducts: env.BENCH_PRODUCTS ? Number(env.BENCH_PRODUCTS) : undefined, logLevel: 'error', rateLimitFactor: 1000 })
    : undefined;
  try {
    if (server && wants('js')) {
      const visit = await section('firstVisitJs', () => measureFirstVisitJs(server.directURL, distDir));
      if (visit) rows.push({ measure: 'JS loaded by a first visit of / in Chromium (gzip -9)', value: `${visit.gzipKb} kB (${visit.files.length} files)` });
    }
    if (server && wants('lighthouse')) {
      // The shop's pages and the floor alternately, round by round (lighthouseVsFloor.ts).
      const floor = await section('floorBuild', () => startFloorIfFound(server.directURL));
      if (!floor) rows.push({ measure: 'floor', value: 'not found' });
      try {
        const lh = await section('lighthouse', () =>
          benchLighthouseRounds(server.directURL, floor?.url ?? null, num(env.BENCH_LH_RUNS, 3), num(env.BENCH_LH_PAGES_RUNS, 3)),
        );
        if (lh?.home) lighthouseRows('home', (results.lighthouseHome = lh.home));
        const pages = lh?.pages;
        if (pages) {
          results.lighthousePages = pages;
          for (const page of ['category', 'product', 'search'] as const) lighthouseRows(`${page} (${pages.paths[page]})`, pages[page]);
        }
        if (lh?.floor) results.lighthouseFloor = lh.floor;
        if (lh && floor) floorRows(rows, lh, floor);
      } finally {
        await floor?.close();
      }
    }
    if (server && wants('orders')) {
      // Orders reserve stock; the demo stock (a few dozen units a product) would run out within the
      // bench and turn it into a measure of refusals. This database is the bench's own.
      await server.db.query(
        `update catalog_entity set doc = jsonb_set(jsonb_set(doc, '{stock,qty}', '100000'), '{stock,is_in_stock}', 'true')
          where entity = 'product' and (doc->'stock'->>'is_in_stock')::boolean`,
      );
      const orders = await section('orders', () => benchOrders(server.directURL, num(env.BENCH_ORDERS, 200)));
      if (orders) latencyRow(orders);
      if (orders?.firstError) problems.push(`orders: first error ${orders.firstError}`);
      const updates = await section('cartUpdates', () => benchCartUpdates(server.directURL, num(env.BENCH_ORDERS, 200)));
      if (updates) latencyRow(updates);
      const shoppers = num(env.BENCH_SHOPPERS, 20);
      const load = await section('concurrentOrders', () => benchConcurrentOrders(server.directURL, shoppers, 10));
      if (load) {
        rows.push({
          measure: `order placement, ${load.shoppers} concurrent shoppers`,
          value: `${load.perSecond} orders/s, p95 ${load.p95} ms (n=${load.orders}${load.errors ? `, ${load.errors} errors` : ''})`,
        });
      }
      await benchPostgresOrders(section, rows, shoppers);
    }
    if (server && wants('search')) {
      const search = await section('search', () => benchSearch(server.directURL, num(env.BENCH_SEARCHES, 200)));
      search?.forEach(latencyRow);
    }
    if (server && wants('replay')) {
      const replay = await section('replay', () => benchReplay(server, num(env.BENCH_REPLAY, 100)));
      if (replay)
        rows.push({ measure: `back online → ${replay.orders} queued orders stored (Chromium)`, value: `${replay.seconds} s (${replay.stored} stored)` });
    }
    if (wants('offlinesearch')) {
      const o = await section('offlineSearch', () => benchOfflineSearch({ products: 5000, queries: num(env.BENCH_SEARCHES, 200) }));
      if (o) {
        rows.push({
          measure: `offline search, ${o.products.toLocaleString('en-US')} seen products (Chromium): index build (read + MiniSearch)`,
          value: `${o.readMs + o.buildMs} ms (${o.readMs} + ${o.buildMs})`,
        });
        rows.push({ measure: '  offline search query (1 in 3 misspelt), p50 / p95', value: `${o.queryP50} / ${o.queryP95} ms (n=${o.queries})` });
        rows.push({
          measure: '  IndexedDB used by the seen products',
          value: `${(o.idbBytes / 1e6).toFixed(1)} MB (${(o.jsonBytes / 1e6).toFixed(1)} MB as JSON)`,
        });
      }
    }
    if (server) {
      const { rows: r } = await server.db.query<{ n: string }>(
        "select count(*)::text as n from catalog_entity where store_code = 'default' and entity = 'product'",
      );
      results.catalogueProducts = Number(r[0].n);
      rows.push({ measure: 'catalogue size (products)', value: r[0].n });
    }
  } finally {
    await server?.close();
  }

  results.problems = problems;
  fs.mkdirSync(path.join(projectRoot, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(projectRoot, '.bench', 'results.json'), JSON.stringify(results, null, 2));

  console.log(`\n${formatTable(rows)}\n`);
  const lhFailing = Object.entries(results)
    .filter(([k]) => k.startsWith('lighthouse'))
    .flatMap(([k, v]) =>
      k === 'lighthousePages'
        ? Object.entries(v as Record<string, LighthouseScores>).flatMap(([page, sc]) => (sc.failing ?? []).map((f) => `${page} ${f}`))
        : ((v as LighthouseScores).failing ?? []).map((f) => `${k} ${f}`),
    );
  if (lhFailing.length) console.log(`Lighthouse audits below 0.9:\n  ${lhFailing.join('\n  ')}\n`);
  if (problems.length) console.log(`Not measured:\n  ${problems.join('\n  ')}\n`);
  console.log('Details: .bench/results.json');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
