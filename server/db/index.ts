import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { pglitePrepared } from './pglitePrepared.ts';
import { StatementNames } from './statementNames.ts';
import { lockDataDir } from './dataDirLock.ts';
import { markingUnavailable } from './unavailable.ts';

export interface QueryOptions {
  /**
   * The text is one of a few shapes run often, its values all parameters: keep it parsed and
   * planned on the connection (a named statement; see statementNames.ts for the bound).
   * Inside a transaction it runs unprepared.
   */
  prepared?: boolean;
  /**
   * With `prepared`, on PGlite: plan the statement once, without its values (a generic plan),
   * instead of PostgreSQL's first five plans made for the values of each run. For a text whose
   * plan its own shape decides (see searchSql.ts); PostgreSQL keeps its usual choice.
   */
  generic?: boolean;
}

/**
 * The one database interface the server uses. Two implementations with the same SQL:
 * PGlite (embedded, default) and a PostgreSQL server through DATABASE_URL.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
}

/** A transaction: queries, and multi-statement scripts (a migration applied with its bookkeeping). */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; a throw rolls back, so nothing is half-written. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn while holding a session advisory lock keyed by `key` and the current schema: other
   * processes on the same database wait (migrations at start-up). Released when fn settles, or
   * by PostgreSQL when the process dies. PGlite has one process per data folder: fn just runs.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, which `openDb({ snapshot })` loads again (benches keep a seeded catalogue). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  snapshot?: Blob;
  /**
   * PostgreSQL: how long one statement may run, lock waits included, before the server cancels it
   * (SQLSTATE 57014, answered 503 like a database out of reach). Unset or 0: no limit. PGlite has
   * one process, so nothing else can hold a lock it waits for.
   */
  statementTimeoutMs?: number;
}

export async function openDb(opts: OpenOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.statementTimeoutMs ?? 0) : openPglite(opts.dataDir, opts.snapshot);
}

async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Db> {
  let dir: string | undefined;
  let release = () => {};
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    // One process per folder (dataDirLock.ts): a second one would overwrite what this one commits.
    release = await lockDataDir(dataDir);
  }
  let lite: PGlite;
  try {
    lite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  } catch (err) {
    release();
    throw err;
  }
  const names = new StatementNames();
  const prepared = pglitePrepared(lite);
  // PGlite has one connection: transactions are serialised by its own queue.
  return {
    kind: 'pglite',
    async query(sql, params, options) {
      const name = options?.prepared ? names.nameOf(sql) : null;
      if (name) return { rows: (await prepared(name, sql, params ?? [], options?.generic === true)) as never[] };
      const r = await lite.query(sql, params as unknown[]);
      return { rows: r.rows as never[] };
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    async transaction(fn) {
      return lite.transaction(async (tx) =>
        fn({
          async query(sql, params) {
            const r = await tx.query(sql, params as unknown[]);
            return { rows: r.rows as never[] };
          },
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    withAdvisoryLock: (_key, fn) => fn(),
    async close() {
      try {
        await lite.close();
      } finally {
        release();
      }
    },
    dumpDataDir: () => lite.dumpDataDir('gzip'),
  };
}

/**
 * A connection of the pool for a transaction or a session lock. While it is checked out it has no
 * listener of the pool's, and its loss would end the process: it gets one. `lost` also takes an error
 * found later (a failed ROLLBACK); a connection that saw one is closed on release, not pooled again.
 */
async function checkOut(pool: pg.Pool): Promise<{ client: pg.PoolClient; lost: (err: Error) => void; release: () => void }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const lost = (err: Error) => void (broken ??= err);
  client.on('error', lost);
  return {
    client,
    lost,
    release() {
      client.off('error', lost);
      client.release(broken);
    },
  };
}

/** How long a request waits for a connection to PostgreSQL (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, statementTimeoutMs: number): Promise<Db> {
  // A server that accepts the connection but never answers (a dead host behind a balancer) fails
  // the start or the request after CONNECT_TIMEOUT_MS instead of holding it for ever.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // Sent with each new connection: a setting of the session, so every statement has it.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A pooled connection the server closes (a restart, a failover, an operator's pg_terminate_backend,
  // idle_session_timeout) is an 'error' event on the pool, which without a listener ends the process.
  // The pool has already dropped that connection and opens a new one when next asked.
  pool.on('error', (err: Error & { code?: string }) => console.warn(`PostgreSQL closed a pooled connection (${err.code ?? 'no code'}): ${err.message}`));
  // Fail at start-up, not at the first request.
  await pool.query('select 1');
  // node-postgres parses a named statement once per pooled connection and reuses it there.
  const names = new StatementNames();
  const db: Db = {
    kind: 'postgres',
    async query(sql, params, options) {
      const name = options?.prepared ? names.nameOf(sql) : null;
      const r = await pool.query({ text: sql, values: params as unknown[], ...(name ? { name } : {}) });
      return { rows: r.rows };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const { client, lost, release } = await checkOut(pool);
      try {
        await client.query('BEGIN');
        const out = await fn({
          async query(sql, params) {
            const r = await client.query(sql, params as unknown[]);
            return { rows: r.rows };
          },
          async exec(sql) {
            // Without values node-postgres uses the simple protocol, which runs several statements.
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        // On a lost connection the ROLLBACK fails too (the server has rolled back already): the
        // first error is the one to report, and the connection is closed, not pooled again.
        await client.query('ROLLBACK').catch((rollbackError: Error) => lost(rollbackError));
        throw err;
      } finally {
        release();
      }
    },
    async withAdvisoryLock(key, fn) {
      // A lost connection (which also drops the lock) is reported by the query that meets it; one
      // whose unlock failed is closed, so no pooled connection keeps holding the lock.
      const { client, lost, release } = await checkOut(pool);
      const lock = 'select pg_advisory_lock($1, hashtext(current_schema())::int4)';
      try {
        await client.query(lock, [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1, hashtext(current_schema())::int4)', [key]).catch((err: Error) => {
            lost(err);
            throw err;
          });
        }
      } finally {
        release();
      }
    },
    async close() {
      await pool.end();
    },
  };
  // A connection failure out of any of them is marked, so the API answers it with 503 (unavailable.ts).
  return {
    ...db,
    query: (sql, params, options) => markingUnavailable(db.query(sql, params, options)),
    exec: (sql) => markingUnavailable(db.exec(sql)),
    transaction: (fn) => markingUnavailable(db.transaction(fn)),
    withAdvisoryLock: (key, fn) => markingUnavailable(db.withAdvisoryLock(key, fn)),
  };
}
