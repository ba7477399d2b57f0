// @vitest-environment node
/**
 * Issue 12 figures, kept true: a seeded run of malformed and hostile requests over every route
 * answers no 5xx, answers every refusal under /api with the envelope, and no refused request
 * writes a record. `npm run fuzz -- --count 10000` runs the long version and prints the figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../fuzz/runFuzz.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

const SEED = 20_261_124;
const COUNT = 400;

describe('hostile request fuzz (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
  });
  afterAll(() => t.close());

  it(`answers ${COUNT} seeded hostile requests without a 5xx or a write by a refused request`, async () => {
    const figures = await runFuzz(t.app, t.db, { seed: SEED, count: COUNT });
    expect(figures.serverErrors).toEqual([]);
    expect(figures.refusedWrites).toEqual([]);
    expect(figures.notEnveloped).toEqual([]);
    expect(figures.requests).toBe(COUNT);
    // Most requests are refused; some broken-but-acceptable ones pass: both kinds occur.
    const refused = Object.entries(figures.byStatus)
      .filter(([s]) => Number(s) >= 400)
      .reduce((n, [, c]) => n + c, 0);
    expect(refused).toBeGreaterThan(COUNT / 2);
    expect(figures.routes).toBeGreaterThan(50);
  }, 120_000);
});
