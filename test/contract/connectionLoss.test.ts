// @vitest-environment node
/**
 * PostgreSQL closing the server's connections (runs when TEST_DATABASE_URL is set, as in CI): a
 * restart, a failover, an operator's pg_terminate_backend or idle_session_timeout. The server
 * process stays up and answers the next request on a new connection, says so in its log without
 * the password; a transaction or a query whose connection is lost reports the server's reason, and
 * the transaction has written nothing.
 */
import net from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/index.ts';
import { adminOnFreshDatabase, startServerProcess, type AdminDatabase, type ServerProcess } from './serverProcess.ts';

const url = process.env.TEST_DATABASE_URL;
// The test server trusts local connections: the password is sent nowhere, but it is in DATABASE_URL.
const PASSWORD = 'not-for-the-log-7f3a';

/** Ends every connection to the database but the admin's own; how many it ended. */
async function terminateAll(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows[0].n;
}

/**
 * A TCP relay between a server and PostgreSQL that can be cut: `refuse` closes its port and every
 * connection (a database down), `silent` takes connections and never answers (a dead host behind
 * a balancer), `pass` relays again on the same port.
 */
async function databaseRelay(target: URL) {
  let mode: 'pass' | 'silent' = 'pass';
  const sockets = new Set<net.Socket>();
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket)).on('error', () => socket.destroy());
  };
  const listener = net.createServer((inbound) => {
    keep(inbound);
    if (mode === 'silent') return;
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    keep(outbound);
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as net.AddressInfo).port;
  const cutAll = () => sockets.forEach((s) => s.destroy());
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    refuse: () => new Promise<void>((resolve) => (cutAll(), listener.close(() => resolve()))),
    pass: () => ((mode = 'pass'), new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve))),
    silent: () => ((mode = 'silent'), cutAll()),
    close: () => (cutAll(), listener.close()),
  };
}

const readiness = (server: ServerProcess) => fetch(`${server.url}/health/ready`).then((r) => r.status);
const search = (server: ServerProcess) => fetch(`${server.url}/api/catalog/ido/product/_search?size=2`);

describe.skipIf(!url)('PostgreSQL closing the server’s connections', () => {
  let database: AdminDatabase;
  let server: ServerProcess | null = null;
  beforeAll(async () => void (database = await adminOnFreshDatabase()));
  afterAll(async () => {
    await server?.kill9();
    await database.drop();
  });

  it('the server process stays up and answers on a new connection', async () => {
    const withPassword = new URL(database.url);
    withPassword.password = PASSWORD;
    server = await startServerProcess({ DATABASE_URL: withPassword.toString(), SEED_PRODUCTS: '20' });
    expect(await readiness(server)).toBe(200);

    // The pool's idle connections are closed from the server's side.
    expect(await terminateAll(database.admin, database.name)).toBeGreaterThan(0);
    await expect.poll(() => server!.output(), { timeout: 10_000 }).toMatch(/PostgreSQL closed a pooled connection \(57P01\)/);
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(await readiness(server)).toBe(200);
    const answer = await search(server);
    expect(answer.status, server.output()).toBe(200);
    expect(server.output()).not.toContain(PASSWORD);
  });

  it('the database out of reach: 503 with Retry-After, not ready, and served again once it is back', { timeout: 120_000 }, async () => {
    const relay = await databaseRelay(new URL(database.url));
    const relayed = await startServerProcess({ DATABASE_URL: relay.url, SEED_PRODUCTS: '20' });
    try {
      expect((await search(relayed)).status).toBe(200);

      await relay.refuse();
      for (const answer of [await search(relayed), await fetch(`${relayed.url}/api/cart/create`, { method: 'POST' })]) {
        expect(answer.status, relayed.output()).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(await answer.json()).toEqual({ code: 503, result: 'The shop is briefly unavailable. Please try again in a moment.' });
      }
      expect(await readiness(relayed)).toBe(503);

      await relay.pass();
      await expect.poll(async () => (await search(relayed)).status, { timeout: 10_000 }).toBe(200);
      expect(await readiness(relayed)).toBe(200);

      // Taken but never answered: the request ends after the connect timeout (10 s), not never.
      relay.silent();
      const started = Date.now();
      expect((await search(relayed)).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(relayed.child.exitCode, relayed.output()).toBeNull();
    } finally {
      await relayed.kill9();
      relay.close();
    }
  });

  it('a transaction or a query whose connection is lost rejects with the server’s reason, and nothing is half-written', async () => {
    const db = await openDb({ databaseUrl: database.url, dataDir: null });
    try {
      await db.query('create table if not exists lost_tx (n int)');
      const lost = db.transaction(async (tx) => {
        await tx.query('insert into lost_tx values (1)');
        await tx.query('select pg_terminate_backend(pg_backend_pid())');
      });
      // The termination, not the ROLLBACK that could not be sent afterwards.
      await expect(lost).rejects.toMatchObject({ code: '57P01' });
      const out = await db.transaction(async (tx) => {
        await tx.query('insert into lost_tx values (2)');
        return (await tx.query<{ n: number }>('select n from lost_tx order by n')).rows.map((r) => r.n);
      });
      expect(out).toEqual([2]);
      expect((await db.query<{ n: number }>('select n from lost_tx')).rows).toEqual([{ n: 2 }]);

      // A query outside a transaction, cut while it runs.
      // Its rejection is taken at once: it can arrive before the admin's answer to the termination.
      const sleeping = db.query("select pg_sleep(30) as slept, 'lost-query' as tag").then(
        () => null,
        (err: unknown) => err,
      );
      await expect
        .poll(
          async () =>
            (await database.admin.query("select count(*)::int as n from pg_stat_activity where query like '%lost-query%' and pid <> pg_backend_pid()")).rows[0]
              .n,
        )
        .toBe(1);
      await terminateAll(database.admin, database.name);
      expect(await sleeping).toMatchObject({ code: '57P01' });
      expect((await db.query<{ n: number }>('select count(*)::int as n from lost_tx')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
