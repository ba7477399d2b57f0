/**
 * Lighthouse on the shop's four pages and on the floor, alternately (issue 15): each round runs
 * the floor, then home, category, product and search once each, so a machine that slows down
 * during the bench slows both sides. Medians per page over the rounds; the ratio shop / floor of
 * the LCP says how far a page is from what the bare stack costs on the same machine.
 */
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { medianQuiet } from './lighthouseQuiet.ts';
import { lighthousePagePaths, type LighthousePages } from './lighthousePages.ts';
import { median } from './stats.ts';

export interface LighthouseRounds {
  home?: LighthouseScores;
  pages?: LighthousePages;
  floor?: LighthouseScores;
}

/** Single-run results of one URL → one LighthouseScores of medians, as runLighthouse reports. */
export function mergeRuns(list: LighthouseScores[]): LighthouseScores {
  const med = (pick: (s: LighthouseScores) => number) => median(list.map(pick));
  const keys = Object.keys(list[0].metrics);
  return {
    url: list[0].url,
    runs: list.length,
    performance: med((s) => s.performance),
    accessibility: med((s) => s.accessibility),
    bestPractices: med((s) => s.bestPractices),
    seo: med((s) => s.seo),
    failing: [...new Set(list.flatMap((s) => s.failing))].sort(),
    metrics: Object.fromEntries(keys.map((k) => [k, k === 'cls' ? Math.round(med((s) => s.metrics[k]) * 1000) / 1000 : Math.round(med((s) => s.metrics[k]))])),
    quiet: medianQuiet(list.map((s) => s.quiet)),
  };
}

export async function benchLighthouseRounds(shopBase: string, floorUrl: string | null, homeRuns: number, pagesRuns: number): Promise<LighthouseRounds> {
  const paths = pagesRuns > 0 ? await lighthousePagePaths(shopBase) : null;
  const runs: Record<string, LighthouseScores[]> = { floor: [], home: [], category: [], product: [], search: [] };
  const targets: [string, string, number][] = [
    ['home', `${shopBase}/`, homeRuns],
    ...(paths ? (['category', 'product', 'search'] as const).map((p): [string, string, number] => [p, `${shopBase}${paths[p]}`, pagesRuns]) : []),
  ];
  const rounds = Math.max(homeRuns, pagesRuns);
  for (let i = 0; i < rounds; i++) {
    if (floorUrl) runs.floor.push(await runLighthouse(floorUrl, 1));
    for (const [name, url, n] of targets) if (i < n) runs[name].push(await runLighthouse(url, 1));
  }
  const merged = (name: string) => (runs[name].length ? mergeRuns(runs[name]) : undefined);
  const out: LighthouseRounds = { home: merged('home'), floor: merged('floor') };
  if (paths) out.pages = { category: merged('category')!, product: merged('product')!, search: merged('search')!, paths };
  return out;
}
