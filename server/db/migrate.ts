import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant (the first half of the two-key advisory lock); the second half is the schema. */
const MIGRATION_LOCK = 7_240_002;

export const migrationFiles = (): string[] =>
  fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/**
 * Applies every migrations/NNN_name.sql not yet applied, each in its own transaction, in name order.
 *
 * Several servers may start at once on one empty PostgreSQL (issue 12): the whole run holds a
 * session advisory lock (per schema, so test schemas do not wait for each other), and each
 * migration first claims its row in schema_migrations, so one that another process applied in
 * the meantime (an older server without the lock, say) is found applied and skipped, not run twice.
 * `before`: only the files named before it (a test builds the previous schema, then upgrades it).
 */
export async function migrate(db: Db, { before }: { before?: string } = {}): Promise<string[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK, async () => {
    await db.exec(`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
    const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file) || (before !== undefined && file >= before)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      const ran = await db.transaction(async (tx) => {
        // Waits for a concurrent applier's commit, then finds the row: nothing to do.
        const claimed = await tx.query('insert into schema_migrations (name) values ($1) on conflict (name) do nothing returning name', [file]);
        if (!claimed.rows.length) return false;
        await tx.exec(sql);
        return true;
      });
      if (ran) applied.push(file);
    }
    return applied;
  });
}

/** Migration files not recorded as applied (the readiness check: a server on an old schema is not ready). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return migrationFiles().filter((f) => !done.has(f));
}
