// @vitest-environment node
/**
 * Issue 12, defects 7 and 9: limits are keyed on the real client address (TRUST_PROXY names who
 * may tell it), one client cannot lock out another, the per-e-mail login limit stays, and the
 * anonymous writes have per-client limits, counted in the database (every server sees them).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { TOO_MANY_REQUESTS } from '../../server/plugins/rateLimit.ts';
import { TOO_MANY_LOGINS } from '../../server/services/user/accounts.ts';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { PASSWORD, register, uniqueEmail } from './userSession.ts';

const LIMITED = { code: 429, result: TOO_MANY_REQUESTS };

function loginAs(app: FastifyInstance, username: string, password: string, client: { remoteAddress?: string; forwardedFor?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    remoteAddress: client.remoteAddress,
    headers: client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {},
  });
}

describe('login limits behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { fixtures: false, env: { TRUST_PROXY: '1', LOGIN_MAX_ATTEMPTS: '2' } });
    email = uniqueEmail('behind-proxy');
    await register(t.app, email);
  });
  afterAll(() => t.close());

  it('locks the client that failed 4 × LOGIN_MAX_ATTEMPTS times, and no one else behind the same proxy', async () => {
    const attacker = { remoteAddress: '10.0.0.2', forwardedFor: '198.51.100.7' };
    // Different e-mails each time, so only the per-address limit can stop it.
    for (let i = 0; i < 8; i++) expect((await loginAs(t.app, uniqueEmail('guess'), 'wrong password 1', attacker)).statusCode).toBe(401);
    expect((await loginAs(t.app, email, PASSWORD, attacker)).json()).toEqual({ code: 429, result: TOO_MANY_LOGINS });
    // Another shopper through the same proxy signs in.
    expect((await loginAs(t.app, email, PASSWORD, { remoteAddress: '10.0.0.2', forwardedFor: '198.51.100.8' })).statusCode).toBe(200);
  }, 120_000);

  it('keeps the per-e-mail limit whatever address the attempts come from', async () => {
    const victim = uniqueEmail('victim');
    await register(t.app, victim);
    for (let i = 0; i < 2; i++) await loginAs(t.app, victim, 'wrong password 1', { remoteAddress: '10.0.0.2', forwardedFor: `203.0.113.${i + 1}` });
    expect((await loginAs(t.app, victim, PASSWORD, { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.50' })).json()).toEqual({
      code: 429,
      result: TOO_MANY_LOGINS,
    });
  }, 60_000);
});

describe('login limits without TRUST_PROXY', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { fixtures: false, env: { LOGIN_MAX_ATTEMPTS: '2' } });
    email = uniqueEmail('direct');
    await register(t.app, email);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client cannot dodge its limit by naming other addresses, nor lock out another peer', async () => {
    for (let i = 0; i < 8; i++) {
      await loginAs(t.app, uniqueEmail('guess'), 'wrong password 1', { remoteAddress: '198.51.100.20', forwardedFor: `192.0.2.${i + 1}` });
    }
    expect((await loginAs(t.app, email, PASSWORD, { remoteAddress: '198.51.100.20', forwardedFor: '192.0.2.99' })).json()).toEqual({
      code: 429,
      result: TOO_MANY_LOGINS,
    });
    expect((await loginAs(t.app, email, PASSWORD, { remoteAddress: '198.51.100.21', forwardedFor: '198.51.100.20' })).statusCode).toBe(200);
  }, 120_000);
});

describe.each(backendNames)('per-client limits on anonymous writes (%s)', (backend) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    // A second server on the same database: the counters are in the database, so it sees them.
    second = await buildApp({ config: { ...loadConfig({}), logLevel: 'silent', staticDir: null }, db: t.db });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const from = (remoteAddress: string) => ({ remoteAddress });
  const review = (app: FastifyInstance, remoteAddress: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/review/create',
      ...from(remoteAddress),
      payload: { review: { product_id: 101, title: `Review ${i}`, detail: 'Good flour', nickname: 'Sam', review_entity: 'product', review_status: 2 } },
    });
  const reviews = async () => Number((await t.db.query<{ n: number }>("select count(*)::int as n from catalog_entity where entity = 'review'")).rows[0].n);

  it('takes 20 reviews an hour from one client, then 429 on every server; other clients still write', async () => {
    const before = await reviews();
    for (let i = 0; i < 20; i++) expect((await review(i % 2 ? second : t.app, '198.51.100.30', i)).statusCode).toBe(200);
    const refused = await review(t.app, '198.51.100.30', 20);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LIMITED);
    expect((await review(second, '198.51.100.30', 21)).json()).toEqual(LIMITED);
    expect(await reviews()).toBe(before + 20);
    expect((await review(t.app, '198.51.100.31', 0)).statusCode).toBe(200);
  });

  it('creates 100 guest carts an hour for one client, then 429; a signed-in customer is not counted', async () => {
    const carts = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from cart')).rows[0].n);
    const create = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/cart/create', remoteAddress: '198.51.100.40', headers });
    for (let i = 0; i < 100; i++) expect((await create(i % 2 ? second : t.app)).statusCode).toBe(200);
    const before = await carts();
    expect((await create(t.app)).json()).toEqual(LIMITED);
    expect(await carts()).toBe(before);
    // A made-up token is no way around it either: it is refused as a token (401), not counted as a guest.
    expect((await create(t.app, { authorization: 'Bearer made.up.token' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/create', remoteAddress: '198.51.100.41' })).statusCode).toBe(200);
  });

  it('limits newsletter sign-ups (30/h), contact mails (20/h) and registrations (100/h) per client', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < 30; i++) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', remoteAddress: ip, payload: { email: uniqueEmail('news') } }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', remoteAddress: ip, payload: { email: uniqueEmail('news') } })
      ).json(),
    ).toEqual(LIMITED);

    const mailToken = (await t.app.inject({ method: 'GET', url: '/api/ext/mail-service/get-token' })).json().result;
    const letter = { sourceAddress: 'a@example.com', targetAddress: 'shop@healthfood.example', subject: 'Hi', emailText: 'Hello', token: mailToken };
    for (let i = 0; i < 20; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/ext/mail-service/send-email', remoteAddress: ip, payload: letter })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/ext/mail-service/send-email', remoteAddress: ip, payload: letter })).json()).toEqual(LIMITED);

    // Registrations are counted before the (slow) password hash: 100 refused ones use up the hour.
    for (let i = 0; i < 100; i++) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/user/create', remoteAddress: ip, payload: { customer: { email: 'not-an-email' }, password: 'x' } }))
          .statusCode,
      ).toBe(400);
    }
    const email = uniqueEmail('late');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      remoteAddress: ip,
      payload: { customer: { email, firstname: 'A', lastname: 'B' }, password: PASSWORD },
    });
    expect(refused.json()).toEqual(LIMITED);
    expect((await t.db.query('select 1 from customer where email = $1', [email])).rows).toEqual([]);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { env: { RATE_LIMIT_FACTOR: '2' } });
  });
  afterAll(() => t.close());

  it('multiplies the limits (load tests from one address)', async () => {
    const post = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/review/create',
        payload: { review: { product_id: 101, title: `R${i}`, detail: 'd', nickname: 'n', review_entity: 'product', review_status: 2 } },
      });
    for (let i = 0; i < 40; i++) expect((await post(i)).statusCode).toBe(200);
    expect((await post(40)).statusCode).toBe(429);
  });
});
