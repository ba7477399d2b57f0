/**
 * Sessions: a short-lived signed access token and a rotating refresh token per login family.
 * - access token: HS256 JWT {typ:'access', sub: customer id, fam: family id, iat, exp}; valid
 *   while unexpired AND its family is not revoked (one indexed lookup per authenticated call).
 * - refresh token: 32 random bytes (base64url), stored only as a sha256 hash; every refresh
 *   marks it used and issues the next one. Presenting a used one again (after a short grace
 *   for a lost response or two tabs racing) revokes the family: a stolen token dies with it.
 * - the next token is not random but an HMAC of the presented one under the signing secret: a
 *   retry within the grace gets the very same successor again (the answer it lost), never a
 *   second live one, on whichever server it lands, with nothing secret stored (issue 12).
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AccountsConfig } from '../../config.ts';
import type { Db, Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { authSecret } from './secret.ts';
import { nowSeconds, signToken, verifyToken } from './signedToken.ts';

/** Magento's message for a missing, expired or revoked customer token (contract §1.3). */
export const UNAUTHORIZED = "The consumer isn't authorized to access self.";
export const NO_REFRESH_TOKEN = 'No refresh token provided';
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token provided';
/** A rotated refresh token presented again this soon is a retry, not a theft. */
const REUSE_GRACE_SECONDS = 10;

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface Principal {
  customerId: number;
  familyId: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function accessToken(db: Queryable, config: AccountsConfig, customerId: number, familyId: string): Promise<string> {
  const iat = nowSeconds();
  return signToken(await authSecret(db, config), { typ: 'access', sub: customerId, fam: familyId, iat, exp: iat + config.accessTokenTtl });
}

/** Stores a refresh token's hash; storing the same one again (a retried rotation) changes nothing. */
async function storeRefreshToken(tx: Queryable, config: AccountsConfig, token: string, customerId: number, familyId: string): Promise<string> {
  await tx.query(
    `insert into refresh_token (token_hash, family_id, customer_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))
     on conflict (token_hash) do nothing`,
    [sha256(token), familyId, customerId, config.refreshTokenTtl],
  );
  return token;
}

const newRefreshToken = (tx: Queryable, config: AccountsConfig, customerId: number, familyId: string) =>
  storeRefreshToken(tx, config, randomBytes(32).toString('base64url'), customerId, familyId);

/** The one successor of a refresh token: only the holder of the signing secret can compute it. */
const successorOf = (secret: string, presented: string) => createHmac('sha256', secret).update(`refresh-successor:${presented}`).digest('base64url');

/** A new login: a new family with its first refresh token. */
export async function issueSession(db: Db, config: AccountsConfig, customerId: number): Promise<SessionTokens> {
  const familyId = randomUUID();
  const refreshToken = await db.transaction(async (tx) => {
    await tx.query('insert into auth_family (id, customer_id) values ($1, $2)', [familyId, customerId]);
    return newRefreshToken(tx, config, customerId, familyId);
  });
  return { token: await accessToken(db, config, customerId, familyId), refreshToken };
}

interface RefreshRow {
  family_id: string;
  customer_id: number;
  expired: boolean;
  used_seconds_ago: number | null;
  revoked: boolean;
}

export async function refreshSession(db: Db, config: AccountsConfig, presented: unknown): Promise<SessionTokens> {
  if (typeof presented !== 'string' || presented === '') throw new ApiError(400, NO_REFRESH_TOKEN);
  const secret = await authSecret(db, config);
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `select rt.family_id, rt.customer_id, rt.expires_at <= now() as expired, f.revoked_at is not null as revoked,
              extract(epoch from now() - rt.used_at)::float8 as used_seconds_ago
       from refresh_token rt join auth_family f on f.id = rt.family_id
       where rt.token_hash = $1 for update of rt`,
      [sha256(presented)],
    );
    const row = rows[0];
    if (!row || row.revoked || row.expired) return null;
    if (row.used_seconds_ago !== null && row.used_seconds_ago > REUSE_GRACE_SECONDS) {
      await tx.query('update auth_family set revoked_at = now() where id = $1 and revoked_at is null', [row.family_id]);
      return 'reused' as const;
    }
    // The row lock (for update) makes parallel refreshes wait here; each then finds it used and
    // answers the same successor, which the first one stored.
    if (row.used_seconds_ago === null) await tx.query('update refresh_token set used_at = now() where token_hash = $1', [sha256(presented)]);
    const refreshToken = await storeRefreshToken(tx, config, successorOf(secret, presented), Number(row.customer_id), row.family_id);
    return { customerId: Number(row.customer_id), familyId: row.family_id, refreshToken };
  });
  // A reuse is committed (the family stays revoked) before the request fails.
  if (outcome === null || outcome === 'reused') throw new ApiError(401, INVALID_REFRESH_TOKEN);
  return { token: await accessToken(db, config, outcome.customerId, outcome.familyId), refreshToken: outcome.refreshToken };
}

/** The customer an access token speaks for; 401 when it is forged, expired or its family revoked. */
export async function verifyAccessToken(db: Queryable, config: AccountsConfig, token: string): Promise<Principal> {
  const r = verifyToken<{ typ: string; sub: number; fam: string }>(await authSecret(db, config), token, 'access');
  if (!r.ok) throw new ApiError(401, UNAUTHORIZED);
  const { rows } = await db.query('select 1 from auth_family where id = $1 and customer_id = $2 and revoked_at is null', [r.claims.fam, r.claims.sub]);
  if (!rows.length) throw new ApiError(401, UNAUTHORIZED);
  return { customerId: Number(r.claims.sub), familyId: r.claims.fam };
}

/** Ends every session of a customer (password changed or reset). */
export async function revokeAllSessions(db: Queryable, customerId: number): Promise<void> {
  await db.query('update auth_family set revoked_at = now() where customer_id = $1 and revoked_at is null', [customerId]);
}
