/**
 * Where the first-load JavaScript goes (issue 15): a second production build with source maps
 * into a temporary folder (dist/ stays as served, without maps), the first-load chunks of its
 * index.html (firstLoadJs.ts), and per chunk the minified bytes each source module produced, as
 * the source map attributes them. A module's gzip size is its own code gzipped alone (as
 * bundle analysers report it): the sizes add up to a little more than the chunk's real gzip,
 * because each module is compressed without its neighbours, but they rank the modules right.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectRoot } from '../e2e/testServer.ts';
import { measureFirstLoadJs } from './firstLoadJs.ts';

export interface ModuleSize {
  /** A package (`react-dom`) or a project file (`src/app/App.tsx`). */
  module: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  chunks: string[];
  gzipKb: number;
  modules: ModuleSize[];
  packages: ModuleSize[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Source map `mappings` → per generated line, segments [column, sourceIndex] (VLQ, spec v3). */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs: [number, number][] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_INDEX.get(ch) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segs.push([col, source]);
      } else segs.push([col, -1]);
    }
    lines.push(segs);
  }
  return lines;
}

/** `…/node_modules/@scope/pkg/x.js` → `@scope/pkg`; a project file → its path from the root. */
export function packageOf(source: string): string {
  const i = source.lastIndexOf('node_modules/');
  if (i < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^\/?/, '');
  const rest = source.slice(i + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** A source of a map in `mapDir` → `pkg/file` inside node_modules, or its path from the project root. */
function moduleName(source: string, mapDir: string): string {
  const i = source.lastIndexOf('node_modules/');
  return i < 0 ? path.relative(projectRoot, path.resolve(mapDir, source)) : source.slice(i + 'node_modules/'.length);
}

/** Minified code of one chunk split by source module (code the map attributes to none: `(generated)`). */
function splitBySource(code: string, map: { sources: string[]; mappings: string }, mapDir: string): Map<string, string> {
  const out = new Map<string, string[]>();
  const add = (name: string, text: string) => (out.get(name) ?? out.set(name, []).get(name)!).push(text);
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segs, l) => {
    const text = lines[l] ?? '';
    if (!segs.length) return void add('(generated)', text);
    if (segs[0][0] > 0) add('(generated)', text.slice(0, segs[0][0]));
    segs.forEach(([col, src], k) => {
      const end = k + 1 < segs.length ? segs[k + 1][0] : text.length;
      add(src >= 0 ? moduleName(map.sources[src], mapDir) : '(generated)', text.slice(col, end));
    });
  });
  return new Map([...out].map(([k, v]) => [k, v.join('')]));
}

const gz = (s: string) => zlib.gzipSync(s, { level: 9 }).length;

export function analyseDist(distDir: string): BundleReport {
  const first = measureFirstLoadJs(distDir);
  const perModule = new Map<string, string>();
  for (const chunk of first.chunks) {
    const file = path.join(distDir, chunk.file);
    const mapFile = `${file}.map`;
    const code = fs.readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=.*$/, '');
    if (!fs.existsSync(mapFile)) {
      perModule.set(chunk.file, code);
      continue;
    }
    for (const [name, text] of splitBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')), path.dirname(mapFile))) {
      perModule.set(name, (perModule.get(name) ?? '') + text);
    }
  }
  const sized = (groups: Map<string, string>) =>
    [...groups].map(([module, text]) => ({ module, rawBytes: Buffer.byteLength(text), gzipBytes: gz(text) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const byPackage = new Map<string, string>();
  for (const [name, text] of perModule) {
    const inProject = name === '(generated)' || fs.existsSync(path.join(projectRoot, name));
    const pkg = inProject ? name.split('/').slice(0, 2).join('/') : packageOf(`node_modules/${name}`);
    byPackage.set(pkg, (byPackage.get(pkg) ?? '') + text);
  }
  return { chunks: first.chunks.map((c) => c.file), gzipKb: first.gzipKb, modules: sized(perModule), packages: sized(byPackage) };
}

/** Builds with source maps into a temporary folder and analyses its first-load chunks. */
export function bundleReport(): BundleReport {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  try {
    execFileSync(
      process.execPath,
      [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    return analyseDist(out);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
