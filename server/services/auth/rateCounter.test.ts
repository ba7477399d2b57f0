// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { clearCounter, hitCounter, readCounter, sweepCounters } from './rateCounter.ts';

// A window of a billion seconds: the current one began in 2001 and ends in 2033, so no test run
// crosses its end, and the share of the previous window still covered is known from the clock.
const WINDOW = 1_000_000_000;
const previousWeight = () => 1 - (Date.now() / 1000 / WINDOW - Math.floor(Date.now() / 1000 / WINDOW));

describe.each(backendNames)('rate counters (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(() => t.close());

  it('counts the events of the window, and forgets them when cleared', async () => {
    expect(await readCounter(t.db, 'k:a', WINDOW)).toBe(0);
    expect(await hitCounter(t.db, 'k:a', WINDOW)).toBe(1);
    expect(await hitCounter(t.db, 'k:a', WINDOW)).toBe(2);
    expect(await readCounter(t.db, 'k:a', WINDOW)).toBe(2);
    expect(await readCounter(t.db, 'k:other', WINDOW)).toBe(0);
    await clearCounter(t.db, 'k:a');
    expect(await readCounter(t.db, 'k:a', WINDOW)).toBe(0);
  });

  it("carries the previous window's events over its end, weighted by the part still in reach", async () => {
    // Ten failed sign-ins just before a window ended: a lock-out does not end with the window,
    // and the next window's attempts add to what is left of them.
    await t.db.query("insert into rate_counter (key, window_start, count) values ('k:b', to_timestamp(0), 10)");
    expect(await readCounter(t.db, 'k:b', WINDOW)).toBeCloseTo(10 * previousWeight(), 3);
    expect(await hitCounter(t.db, 'k:b', WINDOW)).toBeCloseTo(1 + 10 * previousWeight(), 3);
    // Older windows count for nothing.
    await t.db.query("insert into rate_counter (key, window_start, count) values ('k:c', to_timestamp(-1000000000), 10)");
    expect(await readCounter(t.db, 'k:c', WINDOW)).toBe(0);
  });

  it("sweeps a row only once no estimate reads it, whatever its window's length", async () => {
    // A window of a day: its count and the previous day's must outlive a sweep (the sweep of old
    // rows once took every row begun over a day ago, and so ended day-long lock-outs early).
    const DAY = 86_400;
    await t.db.query(
      "insert into rate_counter (key, window_start, count, useful_until) values ('k:day', to_timestamp((floor(extract(epoch from now()) / $1) - 1) * $1), 5, to_timestamp((floor(extract(epoch from now()) / $1) + 1) * $1))",
      [DAY],
    );
    await hitCounter(t.db, 'k:day', DAY);
    await hitCounter(t.db, 'k:long', WINDOW);
    const before = await readCounter(t.db, 'k:day', DAY);
    await sweepCounters(t.db);
    expect(await readCounter(t.db, 'k:day', DAY)).toBeCloseTo(before, 2);
    expect(await readCounter(t.db, 'k:long', WINDOW)).toBeGreaterThanOrEqual(1);
    // A short window two windows old, and a row from before useful_until, are gone.
    await t.db.query(
      "insert into rate_counter (key, window_start, count, useful_until) values ('k:old', now() - interval '1 hour', 3, now() - interval '30 minutes'), ('k:legacy', now() - interval '2 days', 3, null)",
    );
    await sweepCounters(t.db);
    const { rows } = await t.db.query<{ key: string }>("select key from rate_counter where key in ('k:old', 'k:legacy', 'k:day', 'k:long') order by key");
    expect(rows.map((r) => r.key)).toEqual(['k:day', 'k:day', 'k:long']);
  });
});
