import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

export interface FirstVisitJs {
  gzipKb: number;
  files: { file: string; gzipBytes: number }[];
}

/**
 * The JavaScript a real first visit of `/` loads until the network is idle, as Chromium requests
 * it: the static first-load set plus whatever the home page imports lazily at start (locale
 * chunk, lazy widgets). Sizes are dist/ files at gzip -9, comparable with measureFirstLoadJs.
 */
export async function measureFirstVisitJs(baseURL: string, distDir: string): Promise<FirstVisitJs> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    // No service worker: its precache would fetch every chunk, which a first paint does not need.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && req.url().startsWith(baseURL)) urls.add(new URL(req.url()).pathname);
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const files = [...urls].sort().map((p) => {
      const buf = fs.readFileSync(path.join(distDir, p));
      return { file: p.replace(/^\//, ''), gzipBytes: zlib.gzipSync(buf, { level: 9 }).length };
    });
    const gzipKb = Math.round(files.reduce((n, f) => n + f.gzipBytes, 0) / 100) / 10;
    return { gzipKb, files };
  } finally {
    await browser.close();
  }
}
