/** What the operator commands (seed, catalogue import, review approval) share around their own work. */
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDb, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';

/** Opens DATA_DIR's embedded database (or DATABASE_URL), migrates it, runs `work`, and closes it. */
export async function withMigratedDb<T>(work: (db: Db, config: ServerConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await work(db, config);
  } finally {
    await db.close();
  }
}

/** Runs a command's main; a failure prints its message (no stack for the operator) and exits with 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
