// @vitest-environment node
/**
 * Issue 12 figure, kept true: 10 rounds of kill -9 of a real server process in the middle of an
 * order stream on PostgreSQL (runs when TEST_DATABASE_URL is set). After each crash every order
 * that was answered is stored whole (its lines and totals), no order is half-written, and an
 * answered order_id sent again gets the first answer. The servers' log holds no token.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRng } from '../../server/seed/random.ts';
import { addressWithEmail, guestOrder } from '../support/orderFixtures.ts';
import { freshDatabase, startServerProcess, type ServerProcess } from './serverProcess.ts';

const url = process.env.TEST_DATABASE_URL;
const ROUNDS = 10;
const PARALLEL = 4;

const address = addressWithEmail('crash@example.com');

describe.skipIf(!url)('kill -9 during an order stream', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let client: pg.Client;
  let server: ServerProcess | null = null;
  const logs: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    client = new pg.Client({ connectionString: database.url });
  });
  afterAll(async () => {
    await server?.kill9();
    await client.end().catch(() => undefined);
    await database.drop();
  });

  it(`loses no answered order and half-writes none over ${ROUNDS} crashes`, async () => {
    const rng = makeRng(12);
    const env = { DATABASE_URL: database.url, SEED_PRODUCTS: '100', LOG_LEVEL: 'info', RATE_LIMIT_FACTOR: '100' };
    server = await startServerProcess(env);
    await client.connect();
    // Two simple products sold on their own (not a configurable's child) with plenty of stock: the stream must not run out.
    const { rows: skus } = await client.query<{ sku: string }>(
      `select sku from catalog_entity p where entity = 'product' and doc->>'type_id' = 'simple' and (doc->>'status')::int = 1 and (doc->>'visibility')::int = 4
         and not exists (select 1 from catalog_entity c where c.entity = 'product' and c.doc->'configurable_children' @> jsonb_build_array(jsonb_build_object('sku', p.sku)))
       order by id limit 2`,
    );
    expect(skus).toHaveLength(2);
    await client.query(
      "update catalog_entity set doc = jsonb_set(jsonb_set(doc, '{stock,qty}', '1000000'), '{stock,is_in_stock}', 'true') where entity = 'product' and sku = any($1)",
      [skus.map((r) => r.sku)],
    );
    const products = skus.map((r, i) => ({ sku: r.sku, qty: i + 1 }));

    // A customer's token goes with half the orders (?token=): it must not appear in the log.
    const email = `crash.${Date.now()}@example.com`;
    const password = 'crash test password 1';
    await fetch(`${server.url}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: { email, firstname: 'Crash', lastname: 'Test' }, password }),
    });
    const token = (
      (await (
        await fetch(`${server.url}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: email, password }),
        })
      ).json()) as { result: string }
    ).result;
    expect(token).toMatch(/\./);

    const answered = new Map<string, unknown>();
    /** Orders sent with the customer's token: re-sent with it too (a customer's order is answered to that customer only). */
    const withToken = new Set<string>();
    let seq = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const base = server!.url;
      const killAfter = rng.int(3, 12);
      let answeredThisRound = 0;
      let killed = false;
      const send = async (orderId: string, useToken: boolean) => {
        const res = await fetch(`${base}/api/order${useToken ? `?token=${token}` : ''}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(guestOrder(orderId, products, address)),
        });
        return { status: res.status, body: (await res.json()) as { result: unknown } };
      };
      const worker = async () => {
        while (!killed) {
          const orderId = `crash-${round}-${++seq}`;
          try {
            const asCustomer = seq % 2 === 0;
            if (asCustomer) withToken.add(orderId);
            const res = await send(orderId, asCustomer);
            if (res.status !== 200) throw new Error(`order ${orderId} answered ${res.status}: ${JSON.stringify(res.body)}`);
            answered.set(orderId, res.body.result);
            if (++answeredThisRound === killAfter && !killed) {
              killed = true;
              // Other workers' requests are still in flight when the process dies.
              await server!.kill9();
            }
          } catch (err) {
            if (!killed) throw err;
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      logs.push(server!.output());
      server = await startServerProcess(env);

      // Every answered order is there, whole.
      const { rows } = await client.query<{ order_id: string; lines: number; qty: number; grand_total: string }>(
        `select o.order_id, count(i.*)::int as lines, coalesce(sum(i.qty), 0)::int as qty, o.grand_total
         from shop_order o left join shop_order_item i on i.order_ref = o.id group by o.id`,
      );
      const stored = new Map(rows.map((r) => [r.order_id, r]));
      for (const id of answered.keys()) expect(stored.has(id), `answered order ${id} is missing after crash ${round + 1}`).toBe(true);
      // None half-written: every stored order (answered or cut off) has all its lines.
      for (const r of rows) expect([r.lines, r.qty, Number(r.grand_total) > 0], `order ${r.order_id}`).toEqual([2, 3, true]);

      // An answered order sent again gets the answer of the first time and is not stored twice.
      const replayId = rng.pick([...answered.keys()]);
      const again = await fetch(`${server.url}/api/order${withToken.has(replayId) ? `?token=${token}` : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestOrder(replayId, products, address)),
      });
      expect(again.status).toBe(200);
      expect(((await again.json()) as { result: unknown }).result).toEqual(answered.get(replayId));
      const copies = await client.query<{ n: number }>('select count(*)::int as n from shop_order where order_id = $1', [replayId]);
      expect(copies.rows[0].n).toBe(1);
    }
    expect(answered.size).toBeGreaterThanOrEqual(ROUNDS * 3);
    logs.push(server.output());
    const log = logs.join('\n');
    expect(log).toContain('/api/order?token=[redacted]');
    expect(log.includes(token)).toBe(false);
  }, 300_000);
});
