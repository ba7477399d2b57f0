/**
 * The mail-service token (GET /api/ext/mail-service/get-token): a signed, 10-minute token the
 * contact form must send back with its letter, so a bare POST cannot use us as a mail relay.
 */
import { randomBytes } from 'node:crypto';
import { nowSeconds, signToken, verifyToken } from '../auth/signedToken.ts';

export const MAIL_TOKEN_TTL_SECONDS = 600;

export function issueMailToken(secret: string, nowMs = Date.now()): string {
  const iat = nowSeconds(nowMs);
  return signToken(secret, { typ: 'mail', iat, exp: iat + MAIL_TOKEN_TTL_SECONDS, n: randomBytes(8).toString('hex') });
}

export function mailTokenValid(secret: string, token: unknown, nowMs = Date.now()): boolean {
  return typeof token === 'string' && verifyToken(secret, token, 'mail', nowMs).ok;
}
