/**
 * Offline search over the device's index (issue 10 bench): 5,000 seen products written to IndexedDB
 * the way listings write them (50 at a time), then, in Chromium, the time to build the search index
 * from IndexedDB (read + MiniSearch) and the time of queries (every third word misspelt), and the
 * IndexedDB bytes the products take (navigator.storage.estimate). The products are the demo
 * catalogue's generator at 5,000 documents; the code is the app's own modules (offlineSearchPage.ts).
 *
 * Run alone: npx tsx test/bench/offlineSearch.ts [products]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { generateCatalogue } from '../../server/seed/generate.ts';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { projectRoot } from '../e2e/testServer.ts';
import { percentile } from './stats.ts';
import { misspell, WORDS } from './searchWords.ts';

export interface OfflineSearchFigure {
  products: number;
  /** Writing them in batches of 50, as listings do. */
  writeMs: number;
  /** Median of 3 cold builds: reading every record back, and building the MiniSearch index. */
  readMs: number;
  buildMs: number;
  queries: number;
  queryP50: number;
  queryP95: number;
  /** IndexedDB usage the products added (Chromium's usageDetails), and their JSON size for scale. */
  idbBytes: number;
  jsonBytes: number;
}

async function bundlePage(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root: projectRoot,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(projectRoot, 'test/bench/offlineSearchPage.ts'), formats: ['iife'], name: 'offlineSearchBenchPage', fileName: 'page' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
  return outputs[0].output.find((o) => o.type === 'chunk')!.code!;
}

export async function benchOfflineSearch({ products = 5000, queries = 200 } = {}): Promise<OfflineSearchFigure> {
  const docs = generateCatalogue({ products }).products.slice(0, products);
  const script = await bundlePage();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage();
    // localhost is a secure context (navigator.storage); nothing listens there, the page is routed.
    const origin = 'http://localhost:9';
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>offline search bench</title>' }));
    await page.goto(`${origin}/bench`);
    await page.addScriptTag({ content: script });
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('window.__name = (f) => f');
    const terms = Array.from({ length: queries }, (_, i) => (i % 3 === 2 ? misspell(WORDS[i % WORDS.length]) : WORDS[i % WORDS.length]));
    const raw = await page.evaluate(
      async ({ docs, terms }) => {
        type Bench = {
          keptProduct: (p: unknown) => unknown;
          putSeenProducts: (r: unknown[]) => Promise<void>;
          seenProducts: (index: string) => Promise<{ product: unknown }[]>;
          loadLocalIndex: (p: unknown[]) => Promise<unknown>;
          queryIndex: (i: unknown, q: { text: string; filters: unknown[] }) => unknown[];
        };
        const b = (window as unknown as { offlineSearchBench: Bench }).offlineSearchBench;
        const usage = async () => {
          const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
          return e.usageDetails?.indexedDB ?? e.usage ?? 0;
        };
        const records = docs.map((p) => ({ index: 'ido', id: (p as { id: number }).id, product: b.keptProduct(p), seenAt: Date.now() }));
        const before = await usage();
        let t = performance.now();
        for (let i = 0; i < records.length; i += 50) await b.putSeenProducts(records.slice(i, i + 50));
        const writeMs = performance.now() - t;
        const after = await usage();
        const reads: number[] = [];
        const builds: number[] = [];
        let index: unknown = null;
        for (let round = 0; round < 3; round++) {
          t = performance.now();
          const seen = await b.seenProducts('ido');
          reads.push(performance.now() - t);
          t = performance.now();
          index = await b.loadLocalIndex(seen.map((r) => r.product));
          builds.push(performance.now() - t);
        }
        const filters = [
          { attribute: 'visibility', value: { in: [3, 4] } },
          { attribute: 'status', value: { in: [0, 1] } },
        ];
        for (const text of terms.slice(0, 10)) b.queryIndex(index, { text, filters }); // warm-up
        const times = terms.map((text) => {
          const start = performance.now();
          b.queryIndex(index, { text, filters });
          return performance.now() - start;
        });
        return { writeMs, reads, builds, times, idbBytes: after - before, jsonBytes: JSON.stringify(records).length };
      },
      { docs, terms },
    );
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      products: docs.length,
      writeMs: Math.round(raw.writeMs),
      readMs: Math.round(percentile(raw.reads, 50)),
      buildMs: Math.round(percentile(raw.builds, 50)),
      queries: raw.times.length,
      queryP50: round(percentile(raw.times, 50)),
      queryP95: round(percentile(raw.times, 95)),
      idbBytes: raw.idbBytes,
      jsonBytes: raw.jsonBytes,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchOfflineSearch({ products: Number(process.argv[2] ?? 5000) }).then((f) => console.log(JSON.stringify(f, null, 2)));
}
