// @vitest-environment node
/** Issue 12, defect 8: scrypt at N=2^17 (OWASP's minimum); an older, cheaper hash is redone at the next login. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from '../../server/services/auth/password.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { login, PASSWORD, register, uniqueEmail } from './userSession.ts';

describe('password hashing cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { fixtures: false });
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) =>
    (await t.db.query<{ password_hash: string }>('select password_hash from customer where email = $1', [email])).rows[0].password_hash;

  it('hashes new passwords with N=2^17, r=8, p=1', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const email = uniqueEmail('cost');
    await register(t.app, email);
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('rehashes a hash of the old cost (2^15) at the next successful login, and only then', async () => {
    const email = uniqueEmail('old-cost');
    await register(t.app, email);
    const old = await hashPassword(PASSWORD, { N: 1 << 15, r: 8, p: 1 });
    expect(needsRehash(old)).toBe(true);
    await t.db.query('update customer set password_hash = $2 where email = $1', [email, old]);

    // A failed login leaves it alone.
    expect((await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password: 'wrong password 1' } })).statusCode).toBe(401);
    expect(await storedHash(email)).toBe(old);

    await login(t.app, email);
    const now = await storedHash(email);
    expect(now).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(now)).toBe(false);
    expect(await verifyPassword(PASSWORD, now)).toBe(true);
    // And the new hash keeps working.
    await login(t.app, email);
  });

  it('refuses a stored hash asking for absurd memory instead of allocating it', async () => {
    expect(await verifyPassword(PASSWORD, 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
