/**
 * Compact HS256 JSON Web Tokens (header.payload.signature, base64url) with node:crypto, the format
 * vsf-api used for groupToken (jwt-simple, HS256). The `typ` claim keeps an access token from
 * being accepted as a group or mail token and the other way round.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface TokenClaims {
  typ: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(secret, `${HEADER}.${payload}`)}`;
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature, the expected `typ` and `exp` (seconds since the epoch). */
export function verifyToken<T extends TokenClaims>(secret: string, token: string, typ: string, nowMs = Date.now()): VerifyResult<T> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let claims: T;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as T;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!claims || claims.typ !== typ) return { ok: false, reason: 'invalid' };
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

export const nowSeconds = (nowMs = Date.now()) => Math.floor(nowMs / 1000);
