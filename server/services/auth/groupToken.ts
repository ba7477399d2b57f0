/**
 * groupToken (contract §3, GET /api/user/me): an HS256 JWT whose payload is vsf-api's
 * {group_id, id, user: <email>} plus typ 'group'. The catalogue verifies it to apply the prices
 * of the customer's group (tier prices); a forged or foreign-typ token gives null, i.e. guest prices.
 * Secret: authSecret(db, config.accounts) from ./secret.ts.
 */
import { nowSeconds, signToken, verifyToken, type TokenClaims } from './signedToken.ts';

export interface GroupClaims {
  group_id: number;
  /** Customer id. */
  id: number;
  /** The customer's e-mail. */
  user: string;
}

export function signGroupToken(secret: string, claims: GroupClaims): string {
  return signToken(secret, { typ: 'group', iat: nowSeconds(), ...claims });
}

export function verifyGroupToken(secret: string, token: string | null | undefined): GroupClaims | null {
  if (!token) return null;
  const r = verifyToken<TokenClaims & GroupClaims>(secret, token, 'group');
  if (!r.ok || !Number.isInteger(r.claims.group_id)) return null;
  return { group_id: r.claims.group_id, id: Number(r.claims.id), user: String(r.claims.user) };
}
