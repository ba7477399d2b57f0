// @vitest-environment node
/**
 * Issue 12, defect 5: one refresh token used 10 times in parallel minted 10 live sessions. Within
 * the grace window every use answers the same successor; after it, a reuse ends the family.
 * With PostgreSQL the parallel refreshes are also spread over two servers (two pools).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/index.ts';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { call, shopper } from './userSession.ts';

describe.each(backendNames)('parallel refreshes (%s)', (backend) => {
  let t: TestApp;
  let otherDb: Db | null = null;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await makeTestApp(backend, { fixtures: false });
    // The second server: its own connection pool on PostgreSQL; on PGlite the one embedded database.
    if (t.url) otherDb = await openDb({ databaseUrl: t.url, dataDir: null });
    other = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', staticDir: null }, db: otherDb ?? t.db });
  });
  afterAll(async () => {
    await other.close();
    await otherDb?.close();
    await t.close();
  });

  const refresh = (app: FastifyInstance, refreshToken: string) => app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken } });
  const liveTokens = async (familyOf: string) =>
    Number(
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from refresh_token where used_at is null and family_id = (select family_id from refresh_token where token_hash = $1)`,
          [createHash('sha256').update(familyOf).digest('hex')],
        )
      ).rows[0].n,
    );

  it('answers 10 parallel refreshes of one token, on two servers, with one and the same successor', async () => {
    const s = await shopper(t.app, 'parallel');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refresh(i % 2 ? other : t.app, s.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((a) => a.json().meta.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(s.refreshToken);
    // One live refresh token in the family: the successor; every access token answered works on both servers.
    expect(await liveTokens(s.refreshToken)).toBe(1);
    for (const a of answers.slice(0, 2)) {
      expect((await call(t.app, 'GET', '/api/user/me', a.json().result)).statusCode).toBe(200);
      expect((await call(other, 'GET', '/api/user/me', a.json().result)).statusCode).toBe(200);
    }
    // The successor rotates as usual, once.
    const next = await refresh(other, successor);
    expect(next.statusCode).toBe(200);
    expect(next.json().meta.refreshToken).not.toBe(successor);
  });

  it('answers a retry within the grace window with the same successor, and ends the family after it', async () => {
    const s = await shopper(t.app, 'retry');
    const first = (await refresh(t.app, s.refreshToken)).json();
    const retry = (await refresh(other, s.refreshToken)).json();
    expect(retry.meta.refreshToken).toBe(first.meta.refreshToken);
    await t.db.query("update refresh_token set used_at = now() - interval '1 minute' where used_at is not null");
    expect((await refresh(other, s.refreshToken)).json()).toEqual({ code: 401, result: 'Invalid refresh token provided' });
    expect((await refresh(t.app, first.meta.refreshToken)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/me', first.result)).statusCode).toBe(401);
  });
});
