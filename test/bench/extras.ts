/**
 * Issue 15's parts of `npm run bench`, kept out of run.ts so that file only calls them: the floor
 * beside the shop's Lighthouse figures, the first-load JS by module, order placement on
 * PostgreSQL with 1 and 2 servers, and the home blocks latency.
 */
import { bundleReport } from './bundleReport.ts';
import { findFloorDir, startFloor, type Floor } from './floor.ts';
import { benchHomeBlocks } from './homeBlocks.ts';
import type { LighthouseRounds } from './lighthouseVsFloor.ts';
import { startLocalPostgres } from './localPostgres.ts';
import { benchOrdersPostgres } from './ordersPostgres.ts';
import type { Row } from './table.ts';

type Section = <T>(name: string, fn: () => Promise<T>) => Promise<T | undefined>;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The floor built and served beside the shop, or null when its folder is missing. */
export async function startFloorIfFound(shopBase: string): Promise<Floor | null> {
  const dir = findFloorDir();
  if (!dir) {
    console.log('floor: not found');
    return null;
  }
  return startFloor(dir, shopBase);
}

/** Each page's performance and LCP next to the floor's (same rounds), with the LCP ratio. */
export function floorRows(rows: Row[], lh: LighthouseRounds, floor: Floor): void {
  const f = lh.floor;
  if (!f) return;
  rows.push({ measure: 'floor (bare stack): first-load JS, gzip', value: `${floor.gzipKb} kB` });
  rows.push({ measure: 'floor: Lighthouse mobile performance / LCP', value: `${f.performance} / ${f.metrics.lcp} ms (n=${f.runs})` });
  rows.push({
    measure: '  floor, quiet (tasks at thread time): performance / TBT / main-thread work',
    value: `${f.quiet.performance} / ${f.quiet.tbt} ms / ${f.quiet.work} ms`,
  });
  const pages = [['home', lh.home], ...(lh.pages ? (['category', 'product', 'search'] as const).map((p) => [p, lh.pages![p]] as const) : [])] as const;
  for (const [name, s] of pages) {
    if (!s) continue;
    const ratio = s.metrics.lcp / f.metrics.lcp;
    rows.push({
      measure: `  ${name} vs floor: performance, LCP (ratio)`,
      value: `${s.performance} vs ${f.performance}, ${s.metrics.lcp} vs ${f.metrics.lcp} ms (${ratio.toFixed(2)}×)`,
      target: 'LCP <= 1.15× floor',
      ok: ratio <= 1.15,
    });
    rows.push({
      measure: `  ${name} vs floor: main-thread work, quiet (ratio)`,
      value: `${s.quiet.work} vs ${f.quiet.work} ms (${(s.quiet.work / f.quiet.work).toFixed(2)}×)`,
    });
  }
}

/** First-load JS by package and by module (a source-mapped build in a temporary folder). */
export async function benchBundle(section: Section, rows: Row[]): Promise<void> {
  const report = await section('bundle', async () => bundleReport());
  if (!report) return;
  const top = (list: typeof report.modules, n: number) =>
    list
      .slice(0, n)
      .map((m) => `${m.module} ${kb(m.gzipBytes)}`)
      .join(', ');
  rows.push({ measure: `first-load JS by package (gzip alone, ${report.chunks.length} chunks, ${report.gzipKb} kB together)`, value: top(report.packages, 8) });
  for (const m of report.modules.slice(0, 10))
    rows.push({ measure: `  module`, value: `${kb(m.gzipBytes).padStart(8)} gzip, ${kb(m.rawBytes).padStart(8)} min  ${m.module}` });
}

/**
 * Order placement, `shoppers` concurrent, on PostgreSQL with 1 and 2 servers: on BENCH_DATABASE_URL,
 * else on a throwaway local cluster when this machine has PostgreSQL's server binaries.
 */
export async function benchPostgresOrders(section: Section, rows: Row[], shoppers: number): Promise<void> {
  const local = process.env.BENCH_DATABASE_URL ? null : await startLocalPostgres();
  const url = process.env.BENCH_DATABASE_URL ?? local?.url;
  if (!url) {
    rows.push({ measure: `order placement, ${shoppers} concurrent shoppers, PostgreSQL`, value: 'skipped (no BENCH_DATABASE_URL, no local PostgreSQL)' });
    return;
  }
  try {
    const list = await section('ordersPostgres', () => benchOrdersPostgres(url, shoppers, 10));
    for (const r of list ?? []) {
      rows.push({
        measure: `order placement, ${r.shoppers} concurrent shoppers, PostgreSQL${local ? ' (local cluster)' : ''}, ${r.servers} server${r.servers > 1 ? 's' : ''}`,
        value: `${r.perSecond} orders/s, p95 ${r.p95} ms (n=${r.orders}${r.errors ? `, ${r.errors} errors` : ''})`,
      });
    }
  } finally {
    local?.stop();
  }
}

/** Home blocks (new, special, bestsellers) at 10,000 products on the embedded database. */
export async function benchHomeBlocksRows(section: Section, rows: Row[]): Promise<void> {
  const r = await section('homeBlocks10k', () => benchHomeBlocks({ products: 10_000 }));
  if (!r) return;
  rows.push({
    measure: 'home blocks at 10,000 products: one block, p50 / p95',
    value: `${r.blockP50} / ${r.blockP95} ms (CPU ${r.cpuP50} ms, n=${r.n * 3})`,
    target: '<= 10 ms p95',
    ok: r.blockP95 <= 10,
  });
  rows.push({ measure: '  the three blocks in a row, p50 / p95', value: `${r.threeP50} / ${r.threeP95} ms` });
}
