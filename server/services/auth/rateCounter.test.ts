// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, openTestDb, type TestDb } from '../../../test/contract/backends.ts';
import { clearCounter, hitCounter, readCounter } from './rateCounter.ts';

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
});
