// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';
import { call, login, PASSWORD, register, shopper, uniqueEmail } from './userSession.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAUTHORIZED = { code: 401, result: "The consumer isn't authorized to access self." };

describe.each(backendNames)('tokens, refresh and login limits (%s)', (backend) => {
  const t = setUpTestApp(backend, undefined, { env: { ACCESS_TOKEN_TTL: '2', LOGIN_MAX_ATTEMPTS: '3' } });

  const refresh = (refreshToken: unknown) => t.app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refreshToken } });

  it('expires access tokens after ACCESS_TOKEN_TTL; a refresh gives a working token and a rotated refresh token', async () => {
    const s = await shopper(t.app, 'expiry');
    expect((await call(t.app, 'GET', '/api/user/me', s.token)).statusCode).toBe(200);
    await sleep(2100);
    expect((await call(t.app, 'GET', '/api/user/me', s.token)).json()).toEqual(UNAUTHORIZED);
    expect((await call(t.app, 'GET', '/api/user/order-history', s.token, undefined, 'header')).json()).toEqual(UNAUTHORIZED);

    const res = await refresh(s.refreshToken);
    expect(res.statusCode).toBe(200);
    const { result: token, meta } = res.json();
    expect(meta.refreshToken).not.toBe(s.refreshToken);
    expect(token).not.toBe(s.token);
    expect((await call(t.app, 'GET', '/api/user/me', token)).json().result.email).toBe(s.email);

    // The second expiry of the same session is refreshed just as well (the old client logged out here).
    await sleep(2100);
    expect((await call(t.app, 'GET', '/api/user/me', token)).statusCode).toBe(401);
    const again = (await refresh(meta.refreshToken)).json();
    expect(again.code).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/me', again.result)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const s = await shopper(t.app, 'reuse');
    const first = (await refresh(s.refreshToken)).json();
    // A retry right after the rotation (lost response, two tabs) is forgiven...
    const retry = (await refresh(s.refreshToken)).json();
    expect(retry.code).toBe(200);
    // ...a replay later is a stolen token: the family ends, including tokens issued in it.
    await t.db.query("update refresh_token set used_at = now() - interval '1 minute' where used_at is not null");
    expect((await refresh(s.refreshToken)).json()).toEqual({ code: 401, result: 'Invalid refresh token provided' });
    expect((await refresh(first.meta.refreshToken)).json().code).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/me', first.result)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/me', s.token)).statusCode).toBe(401);
    // Another login is a new family and works.
    const fresh = await login(t.app, s.email);
    expect((await call(t.app, 'GET', '/api/user/me', fresh.token)).statusCode).toBe(200);
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const s = await shopper(t.app, 'hashed');
    const { rows } = await t.db.query<{ token_hash: string }>('select token_hash from refresh_token');
    expect(rows.some((r) => r.token_hash === s.refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it.each([
    [undefined, 400, 'No refresh token provided'],
    ['made-up', 401, 'Invalid refresh token provided'],
  ])('refuses refresh token %s', async (token, code, result) => {
    expect((await refresh(token)).json()).toEqual({ code, result });
  });

  it('refuses forged, tampered and wrong-kind tokens', async () => {
    const s = await shopper(t.app, 'forged');
    const [h, p, sig] = s.token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = [h, Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url'), sig].join('.');
    const groupToken = (await call(t.app, 'GET', '/api/user/me', s.token)).json().result.groupToken;
    for (const token of [tampered, groupToken, `${s.token}x`, 'abc']) {
      expect((await call(t.app, 'GET', '/api/user/me', token)).json()).toEqual(UNAUTHORIZED);
    }
  });

  it('limits failed logins per e-mail in the database: then even the right password waits', async () => {
    const email = uniqueEmail('limited');
    await register(t.app, email);
    const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).json()).toEqual({ code: 429, result: 'Too many failed sign-in attempts. Please wait and try again later.' });
    const { rows } = await t.db.query<{ count: number }>('select count from rate_counter where key = $1', [`login:${email}`]);
    expect(Number(rows[0].count)).toBe(3);
    // Other accounts are not locked by it.
    const other = await shopper(t.app, 'unlocked');
    expect(other.token).toBeTruthy();
    // When the window has passed, the right password works again.
    await t.db.query("update rate_counter set window_start = window_start - interval '1 hour' where key = $1", [`login:${email}`]);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });
});
