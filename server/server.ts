import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** How long a shutdown waits for requests in flight before it gives up on them. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * The database, migrated and seeded. That start-up work has no statement timeout: a migration may
 * rebuild a large table, and a second server waits for the first one's migrations. On PostgreSQL
 * the API then gets a pool of its own whose statements have STATEMENT_TIMEOUT.
 */
async function openPrepared(config: ServerConfig): Promise<Db> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Both are safe with several servers starting at once on one database (each takes a lock).
  await migrate(db);
  if (await seedIfEmpty(db, { products: config.seedProducts, dataDir: config.dataDir })) {
    console.log(`Seeded the demo catalogue (${config.seedProducts} products)`);
  }
  if (!config.databaseUrl || config.statementTimeout === 0) return db;
  await db.close();
  return openDb({ databaseUrl: config.databaseUrl, dataDir: null, statementTimeoutMs: config.statementTimeout * 1000 });
}

/** Starts the all-in-one server: migrate, seed on first start, serve the PWA and /api on one origin. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openPrepared(config);
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Storefront ready at http://localhost:${(app.server.address() as AddressInfo).port}`);

  // Graceful shutdown: app.close() stops accepting connections, answers new requests on open
  // ones with 503 (and /health/ready with 503), lets the requests in flight finish, then the
  // database pool closes. A request hanging past the grace period does not keep the process up.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    setTimeout(() => {
      console.error(`Requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
