// @vitest-environment node
/**
 * A request held up by another transaction's locks on PostgreSQL (runs when TEST_DATABASE_URL is
 * set, as in CI): an operator's long transaction, a stuck process, a deadlock.
 *
 * - STATEMENT_TIMEOUT: a statement that waits longer is canceled, and the request answers 503 with
 *   Retry-After instead of holding the request and a pool connection for as long as the lock is
 *   held. It has written nothing. Start-up work has no limit: a server that waits for another
 *   one's migrations still starts.
 * - A deadlock: PostgreSQL aborts one transaction to break it. An order aborted that way answers
 *   503 with Retry-After (not 500), nothing of it is stored, and the same order sent again is
 *   stored once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOrder } from '../support/orderFixtures.ts';
import { adminOnFreshDatabase, startServerProcess, type AdminDatabase, type ServerProcess } from './serverProcess.ts';

const url = process.env.TEST_DATABASE_URL;
/** server/db/migrate.ts's lock, as withAdvisoryLock takes it. */
const MIGRATION_LOCK = 'select pg_advisory_lock(7240002, hashtext(current_schema())::int4)';
const UNAVAILABLE = { code: 503, result: 'The shop is briefly unavailable. Please try again in a moment.' };

describe.skipIf(!url)('a request held up by another transaction’s locks', () => {
  let database: AdminDatabase;
  let server: ServerProcess | null = null;
  beforeAll(async () => void (database = await adminOnFreshDatabase()));
  afterAll(async () => {
    await server?.kill9();
    await database.drop();
  });

  it('STATEMENT_TIMEOUT does not limit start-up: a server waiting longer than it for the migration lock starts', { timeout: 120_000 }, async () => {
    await database.admin.query(MIGRATION_LOCK);
    const starting = startServerProcess({ DATABASE_URL: database.url, SEED_PRODUCTS: '20', STATEMENT_TIMEOUT: '1' });
    starting.catch(() => undefined); // a failed start is reported by the await below
    // Held three times the limit; a start-up statement with the limit would have failed the start.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await database.admin.query('select pg_advisory_unlock_all()');
    server = await starting;
    expect((await fetch(`${server.url}/health/ready`)).status, server.output()).toBe(200);
  });

  it('past STATEMENT_TIMEOUT: 503 with Retry-After, nothing written, and the next request served once the lock is gone', { timeout: 60_000 }, async () => {
    const base = server!.url;
    // A page not asked before: the server keeps results it has computed (searchCache.ts).
    let page = 0;
    const search = () => fetch(`${base}/api/catalog/ido/product/_search?size=2&from=${page++}`);
    const createCart = () => fetch(`${base}/api/cart/create`, { method: 'POST' });
    const carts = async () => (await database.admin.query<{ n: number }>('select count(*)::int as n from cart')).rows[0].n;
    expect((await search()).status).toBe(200);
    const cartsBefore = await carts();

    await database.admin.query('begin');
    await database.admin.query('lock table catalog_change, catalog_search, catalog_entity, cart in access exclusive mode');
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
      await database.admin.query('rollback');
    }
    expect(await carts()).toBe(cartsBefore);
    expect((await search()).status).toBe(200);
    expect((await createCart()).status).toBe(200);
    expect(await carts()).toBe(cartsBefore + 1);
    expect(server!.child.exitCode).toBeNull();
  });

  it('a deadlock: the aborted order answers 503 with Retry-After, is not stored, and is stored once when sent again', { timeout: 60_000 }, async () => {
    // No STATEMENT_TIMEOUT here: the order's wait must end by PostgreSQL's deadlock check alone.
    const shop = await startServerProcess({ DATABASE_URL: database.url, SEED_PRODUCTS: '0', STATEMENT_TIMEOUT: '0' });
    try {
      const { rows } = await database.admin.query<{ sku: string }>(
        `select sku from catalog_entity where entity = 'product' and store_code = 'default' and doc->>'type_id' = 'simple'
           and doc #>> '{stock,manage_stock}' = 'true' and (doc #>> '{stock,qty}')::numeric >= 10
           and not exists (select 1 from catalog_entity parent where parent.entity = 'product' and parent.doc->'configurable_children' @> jsonb_build_array(jsonb_build_object('sku', catalog_entity.sku)))
         order by sku limit 2`,
      );
      expect(rows).toHaveLength(2);
      const [first, second] = rows.map((r) => r.sku); // the order locks its products in this order
      const row = "select 1 from catalog_entity where entity = 'product' and store_code = 'default' and sku = $1 for update";
      const order = guestOrder(`deadlock-${Date.now()}`, [
        { sku: first, qty: 1 },
        { sku: second, qty: 1 },
      ]);
      const place = () => fetch(`${shop.url}/api/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
      const stored = async () =>
        (await database.admin.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = $1', [order.order_id])).rows[0].n;

      await database.admin.query('begin');
      // The admin's own deadlock check comes later than the order's (1 s): the order is the one aborted.
      await database.admin.query("set local deadlock_timeout = '20s'");
      await database.admin.query(row, [second]);
      const answer = place();
      // The order has taken its first product and waits for the second one.
      await expect
        .poll(
          async () =>
            (
              await database.admin.query<{ n: number }>(
                "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
              )
            ).rows[0].n,
          {
            timeout: 10_000,
          },
        )
        .toBe(1);
      const adminWaits = database.admin.query(row, [first]);
      const aborted = await answer;
      expect(aborted.status).toBe(503);
      expect(aborted.headers.get('retry-after')).toBe('5');
      expect(await aborted.json()).toEqual(UNAVAILABLE);
      await adminWaits;
      await database.admin.query('rollback');
      expect(shop.output()).toMatch(/deadlock detected/);

      expect(await stored()).toBe(0);
      expect((await place()).status, shop.output()).toBe(200);
      expect((await place()).status).toBe(200);
      expect(await stored()).toBe(1);
    } finally {
      await database.admin.query('rollback').catch(() => undefined);
      await shop.kill9();
    }
  });
});
