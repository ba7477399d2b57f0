import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FirstLoadJs {
  /** Sum of every first-load chunk, gzip level 9, in kB (1000 bytes). */
  gzipKb: number;
  rawKb: number;
  chunks: { file: string; rawBytes: number; gzipBytes: number }[];
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"`; never `import("x")`. */
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

function scriptSources(html: string): string[] {
  const out: string[] = [];
  const tag = /<(script|link)\b([^>]*)>/gi;
  for (const [, name, attrs] of html.matchAll(tag)) {
    const attr = (n: string) => attrs.match(new RegExp(`\\b${n}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (name.toLowerCase() === 'script' && attr('type') === 'module' && attr('src')) out.push(attr('src')!);
    if (name.toLowerCase() === 'link' && attr('rel') === 'modulepreload' && attr('href')) out.push(attr('href')!);
  }
  return out;
}

/**
 * The JavaScript a first visit of the home route downloads before the app can start: the entry
 * module of dist/index.html, its modulepreload links and, transitively, every chunk they import
 * statically (lazy routes and locale chunks are dynamic imports and so not counted).
 */
export function measureFirstLoadJs(distDir: string): FirstLoadJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const toFile = (url: string, from: string) => (url.startsWith('/') ? path.join(distDir, url) : path.resolve(path.dirname(from), url));
  const queue = scriptSources(html)
    .filter((u) => !/^https?:/.test(u))
    .map((u) => toFile(u, path.join(distDir, 'index.html')));
  const seen = new Set<string>();
  const chunks: FirstLoadJs['chunks'] = [];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const buf = fs.readFileSync(file);
    chunks.push({
      file: path.relative(distDir, file),
      rawBytes: buf.length,
      gzipBytes: zlib.gzipSync(buf, { level: 9 }).length,
    });
    for (const [, spec] of buf.toString('utf8').matchAll(staticImport)) {
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(toFile(spec, file));
    }
  }
  const sum = (k: 'rawBytes' | 'gzipBytes') => chunks.reduce((n, c) => n + c[k], 0) / 1000;
  return { gzipKb: round1(sum('gzipBytes')), rawKb: round1(sum('rawBytes')), chunks };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
