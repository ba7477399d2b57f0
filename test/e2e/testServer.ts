import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { buildApp } from '../../server/app.ts';
import { startNetworkSwitch, type NetworkSwitch } from './networkSwitch.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = path.join(projectRoot, 'dist');

export interface TestServer {
  /** Origin the browser uses: through the network switch, so journeys can go offline for real. */
  baseURL: string;
  /** Origin of the server itself, never cut: for Node-side requests (bench, assertions). */
  directURL: string;
  db: Db;
  dataDir: string;
  network: NetworkSwitch;
  /** The server's log lines, kept when startTestServer was given keepLog (else empty). */
  log: string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Demo products to seed; the server's default when unset. */
  seedProducts?: number;
  logLevel?: string;
  /** Access-token lifetime in seconds (ACCESS_TOKEN_TTL); the token-refresh journey uses a few seconds. */
  accessTokenTtl?: number;
  /**
   * RATE_LIMIT_FACTOR: every journey (and the bench) reaches the server from 127.0.0.1, so the
   * per-client limits meant for one shopper are shared by all of them; 10 unless set.
   */
  rateLimitFactor?: number;
  /** Keep the log lines (at logLevel) in TestServer.log instead of printing them: journeys search them for secrets. */
  keepLog?: boolean;
  /** MULTISTORE=on (the store views /de and /it); else E2E_MULTISTORE, so the whole suite can run in either mode. */
  multistore?: boolean;
  /** More of the server's environment (e.g. SENTRY_DSN, CHAT_PROPERTY_ID), as an operator would set it. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The real server (the same start sequence as server/server.ts) on a brand-new embedded database in
 * a temporary folder, serving the built PWA from dist/. Used by the e2e fixtures and the bench.
 * E2E_DATABASE_URL points it at a PostgreSQL database instead (it must be empty: it is seeded).
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run "npm run build" first (npm run test:e2e does)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: distDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: opts.logLevel ?? process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_PRODUCTS: opts.seedProducts?.toString() ?? process.env.SEED_PRODUCTS,
    ACCESS_TOKEN_TTL: opts.accessTokenTtl?.toString(),
    RATE_LIMIT_FACTOR: String(opts.rateLimitFactor ?? 10),
    MULTISTORE: opts.multistore ? 'on' : process.env.E2E_MULTISTORE,
    ...opts.env,
  });
  const db = await openDb(config);
  try {
    await migrate(db);
    await seedIfEmpty(db, { products: config.seedProducts, dataDir: config.dataDir });
    const log: string[] = [];
    const app = await buildApp({ config, db, logStream: opts.keepLog ? { write: (line: string) => void log.push(line) } : undefined });
    await app.listen({ port: 0, host: config.host });
    const port = (app.server.address() as AddressInfo).port;
    const network = await startNetworkSwitch(port, config.host);
    return {
      baseURL: `http://${config.host}:${network.port}`,
      directURL: `http://${config.host}:${port}`,
      db,
      dataDir,
      network,
      log,
      async close() {
        await network.close();
        await app.close();
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
