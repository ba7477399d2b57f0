/**
 * Order placement with concurrent shoppers on PostgreSQL, with one and with two servers (issue 15).
 * BENCH_DATABASE_URL names a PostgreSQL server the bench may create a database on; the bench
 * makes a fresh database there, lets the first server migrate and seed it, and drops it at the end.
 * Each server is its own Node process (`server/server.ts`, as deployed), so two servers are two
 * event loops sharing one database: what a second instance behind a balancer adds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../e2e/testServer.ts';
import { benchConcurrentOrders } from './cartOrders.ts';
import { freePort } from './localPostgres.ts';

export interface PostgresOrders {
  servers: number;
  shoppers: number;
  orders: number;
  perSecond: number;
  p95: number;
  errors: number;
}

/** Starts server/server.ts on `databaseUrl` and resolves once it answers. */
async function startServer(databaseUrl: string, seedProducts: number | undefined): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      LOG_LEVEL: 'error',
      ...(seedProducts ? { SEED_PRODUCTS: String(seedProducts) } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/stock/check?sku=none`)).status < 500) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`server did not start within 300 s: ${stderr}`);
}

async function stopServer(s: { child: ChildProcess; dataDir: string }) {
  if (s.child.exitCode === null) {
    const exited = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}

export async function benchOrdersPostgres(adminUrl: string, shoppers: number, perShopper: number, seedProducts?: number): Promise<PostgresOrders[]> {
  const name = `bench_orders_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    servers.push(await startServer(url.href, seedProducts)); // migrates and seeds
    // As on PGlite (run.ts): enough stock that the bench measures orders, not refusals.
    const db = new pg.Client({ connectionString: url.href });
    await db.connect();
    await db.query(
      `update catalog_entity set doc = jsonb_set(jsonb_set(doc, '{stock,qty}', '100000'), '{stock,is_in_stock}', 'true')
        where entity = 'product' and (doc->'stock'->>'is_in_stock')::boolean`,
    );
    await db.end();
    const out: PostgresOrders[] = [];
    const one = await benchConcurrentOrders(servers[0].base, shoppers, perShopper);
    out.push({ servers: 1, ...one });
    servers.push(await startServer(url.href, seedProducts));
    const two = await benchConcurrentOrders(
      servers.map((s) => s.base),
      shoppers,
      perShopper,
    );
    out.push({ servers: 2, ...two });
    return out;
  } finally {
    for (const s of servers) await stopServer(s).catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
