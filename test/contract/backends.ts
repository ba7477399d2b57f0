/**
 * The databases server tests run against: always the embedded PGlite, and a real PostgreSQL
 * server when TEST_DATABASE_URL is set (each test file gets a fresh schema, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';

export interface TestDb {
  db: Db;
  /** The database URL (search path included) for a second server on the same data; null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

export type BackendName = 'pglite' | 'postgres';

export const backendNames: BackendName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return u.toString();
}

/** `migrateBefore`: the schema as it was before that migration file (an upgrade test applies the rest). */
export async function openTestDb(kind: BackendName, { migrateBefore }: { migrateBefore?: string } = {}): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await openDb({ databaseUrl: null, dataDir: null });
    await migrate(db, { before: migrateBefore });
    return { db, url: null, close: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // The extension lives in public, so dropping one test schema never takes it from another.
  await admin.query('create extension if not exists pg_trgm schema public').catch(() => undefined);
  await admin.query(`create schema ${schema}`);
  const schemaUrl = withSearchPath(url, schema);
  const db = await openDb({ databaseUrl: schemaUrl, dataDir: null });
  await migrate(db, { before: migrateBefore });
  return {
    db,
    url: schemaUrl,
    async close() {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
