/**
 * The signing secret: AUTH_SECRET when configured, else one generated on first use and kept in
 * the database (table app_secret), so every API replica on that database agrees on it.
 */
import { randomBytes } from 'node:crypto';
import type { AccountsConfig } from '../../config.ts';
import type { Queryable } from '../../db/index.ts';

const loaded = new WeakMap<Queryable, Promise<string>>();

async function fromDb(db: Queryable): Promise<string> {
  await db.query("insert into app_secret (name, value) values ('auth', $1) on conflict (name) do nothing", [randomBytes(48).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>("select value from app_secret where name = 'auth'");
  return rows[0].value;
}

export function authSecret(db: Queryable, config: Pick<AccountsConfig, 'authSecret'>): Promise<string> {
  if (config.authSecret) return Promise.resolve(config.authSecret);
  let secret = loaded.get(db);
  if (!secret) {
    secret = fromDb(db);
    // A failed read is retried by the next request rather than cached.
    secret.catch(() => loaded.delete(db));
    loaded.set(db, secret);
  }
  return secret;
}
