/**
 * The floor (issue 15): a bare app of the shop's own stack rendering 8 product tiles from the
 * shop's API, kept outside this repository (`shared/bench/floor`, with its own README). The bench
 * builds it with this project's packages and serves it beside the shop, brotli-compressed, on an
 * origin of its own that forwards every path the floor does not hold (/api, /img, the manifest)
 * to the shop: same API, same images, same compression, so the two are measured the same way.
 * The shop's service worker is not handed to the floor (it would precache the shop's scripts
 * during the floor's measurement): its /sw.js is an empty worker.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { projectRoot } from '../e2e/testServer.ts';

/** BENCH_FLOOR_DIR, else a `shared/bench/floor` folder beside the checkout or one level up. */
export function findFloorDir(): string | null {
  const candidates = [
    process.env.BENCH_FLOOR_DIR,
    path.resolve(projectRoot, '../shared/bench/floor'),
    path.resolve(projectRoot, '../../shared/bench/floor'),
  ].filter((d): d is string => Boolean(d));
  return candidates.find((d) => fs.existsSync(path.join(d, 'build.sh'))) ?? null;
}

export interface Floor {
  url: string;
  distDir: string;
  /** First-load JS of the floor (every script of its build), gzip, kB. */
  gzipKb: number;
  close(): Promise<void>;
}

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

/** Builds the floor into a temporary folder and serves it; proxies the rest to `shopBase`. */
export async function startFloor(floorDir: string, shopBase: string): Promise<Floor> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  execFileSync('bash', [path.join(floorDir, 'build.sh'), projectRoot, distDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const assets = path.join(distDir, 'assets');
  const gzipKb =
    Math.round(
      fs
        .readdirSync(assets)
        .filter((f) => f.endsWith('.js.gz'))
        .reduce((n, f) => n + fs.statSync(path.join(assets, f)).size, 0) / 100,
    ) / 10;
  const shop = new URL(shopBase);

  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end('// the floor: no service worker of its own\n');
      return;
    }
    const file = pathname === '/' ? path.join(distDir, 'index.html') : path.join(distDir, path.normalize(pathname));
    if (file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const enc = accepts.includes('br') && fs.existsSync(`${file}.br`) ? 'br' : accepts.includes('gzip') && fs.existsSync(`${file}.gz`) ? 'gzip' : null;
      const headers: Record<string, string> = {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
      };
      if (enc) headers['content-encoding'] = enc;
      res.writeHead(200, headers);
      fs.createReadStream(enc ? `${file}.${enc === 'br' ? 'br' : 'gz'}` : file).pipe(res);
      return;
    }
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    distDir,
    gzipKb,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}
