// @vitest-environment node
/**
 * STATEMENT_TIMEOUT on PostgreSQL (runs when TEST_DATABASE_URL is set, as in CI). A request whose
 * statement waits on a lock someone else holds (an operator's long transaction, a stuck process)
 * answers 503 with Retry-After once the limit has passed, instead of holding the request and a pool
 * connection for as long as the lock is held, and it has written nothing. Start-up work has no
 * limit: a server that waits for another one's migrations still starts.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startServerProcess, type ServerProcess } from './serverProcess.ts';

const url = process.env.TEST_DATABASE_URL;
/** server/db/migrate.ts's lock, as withAdvisoryLock takes it. */
const MIGRATION_LOCK = 'select pg_advisory_lock(7240002, hashtext(current_schema())::int4)';
const UNAVAILABLE = { code: 503, result: 'The shop is briefly unavailable. Please try again in a moment.' };

describe.skipIf(!url)('STATEMENT_TIMEOUT: a statement held up past it', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: pg.Client;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    database = await freshDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await server?.kill9();
    await admin.end();
    await database.drop();
  });

  it('does not limit start-up: a server waiting longer than it for the migration lock starts', { timeout: 120_000 }, async () => {
    await admin.query(MIGRATION_LOCK);
    const starting = startServerProcess({ DATABASE_URL: database.url, SEED_PRODUCTS: '20', STATEMENT_TIMEOUT: '1' });
    starting.catch(() => undefined); // a failed start is reported by the await below
    // Held three times the limit; a start-up statement with the limit would have failed the start.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await admin.query('select pg_advisory_unlock_all()');
    server = await starting;
    expect((await fetch(`${server.url}/health/ready`)).status, server.output()).toBe(200);
  });

  it('answers 503 with Retry-After, writes nothing, and serves the next request once the lock is gone', { timeout: 60_000 }, async () => {
    const base = server!.url;
    // A page not asked before: the server keeps results it has computed (searchCache.ts).
    let page = 0;
    const search = () => fetch(`${base}/api/catalog/ido/product/_search?size=2&from=${page++}`);
    const createCart = () => fetch(`${base}/api/cart/create`, { method: 'POST' });
    const carts = async () => (await admin.query<{ n: number }>('select count(*)::int as n from cart')).rows[0].n;
    expect((await search()).status).toBe(200);
    const cartsBefore = await carts();

    await admin.query('begin');
    await admin.query('lock table catalog_change, catalog_search, catalog_entity, cart in access exclusive mode');
    try {
      for (const ask of [search, createCart]) {
        const started = Date.now();
        const answer = await ask();
        expect(answer.status, server!.output()).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(await answer.json()).toEqual(UNAVAILABLE);
        // The limit (1 s), not the lock: it is still held.
        expect(Date.now() - started).toBeLessThan(10_000);
      }
    } finally {
      await admin.query('rollback');
    }
    expect(await carts()).toBe(cartsBefore);
    expect((await search()).status).toBe(200);
    expect((await createCart()).status).toBe(200);
    expect(await carts()).toBe(cartsBefore + 1);
    expect(server!.child.exitCode).toBeNull();
  });
});
