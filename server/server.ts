import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** Starts the all-in-one server: migrate, seed on first start, serve the PWA and /api on one origin. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  if (await seedIfEmpty(db, { products: config.seedProducts, dataDir: config.dataDir })) {
    console.log(`Seeded the demo catalogue (${config.seedProducts} products)`);
  }
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Storefront ready at http://localhost:${config.port}`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
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
