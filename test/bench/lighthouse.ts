import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { medianQuiet, quietAudit, type QuietScores } from './lighthouseQuiet.ts';
import { median } from './stats.ts';

export interface LighthouseScores {
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits below 0.9 in any run, so a low score says why. */
  failing: string[];
  /** Median lab metrics in ms (CLS unitless): first/largest contentful paint, blocking time, speed index. */
  metrics: Record<string, number>;
  /** Medians of the same runs audited again with every task at its thread time (lighthouseQuiet.ts). */
  quiet: QuietScores;
}

const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse 12 with its defaults (mobile form factor, simulated slow 4G and 4× CPU slowdown)
 * against a page of the real server. Scores vary between runs on a busy machine, so each category
 * reports the median of `runs`; every run uses a fresh Chromium (no warm caches, no service worker).
 */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseScores> {
  const perRun: Record<string, number>[] = [];
  const quiet: QuietScores[] = [];
  const failing = new Set<string>();
  // Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP): such a run is
  // tried again, a few times at most, instead of losing the page's figures.
  let retries = 3;
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError && retries-- > 0) {
        i -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores: Record<string, number> = {};
      for (const c of categories) {
        const cat = lhr.categories[c];
        scores[c] = Math.round((cat?.score ?? 0) * 100);
        for (const ref of cat?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) failing.add(`${c}: ${ref.id}`);
        }
      }
      for (const [short, id] of Object.entries(metricAudits)) scores[short] = lhr.audits[id]?.numericValue ?? NaN;
      perRun.push(scores);
      quiet.push(await quietAudit(result.artifacts));
    } finally {
      await chrome.kill();
    }
  }
  const med = (c: string) => median(perRun.map((s) => s[c]));
  return {
    url,
    runs,
    performance: med('performance'),
    accessibility: med('accessibility'),
    bestPractices: med('best-practices'),
    seo: med('seo'),
    failing: [...failing].sort(),
    metrics: Object.fromEntries(Object.keys(metricAudits).map((k) => [k, k === 'cls' ? Math.round(med(k) * 1000) / 1000 : Math.round(med(k))])),
    quiet: medianQuiet(quiet),
  };
}
