/**
 * Which customer group a catalogue request is priced for (spec 000 §6 / 001 §6: the group token
 * and group id may be sent on URL mapping and searches when price tiers are enabled).
 * - A `groupToken` (the signed token GET /api/user/me returns, server/services/auth/groupToken.ts)
 *   wins when it verifies; a token that does not verify gives guest prices, never the groupId's.
 * - Without a token, a `groupId` is used as vsf-api does (priceTiers.js). That only changes which
 *   tier prices are shown, which are public catalogue data; carts and orders never trust it.
 * - Neither: null, the not-logged-in group.
 * vsf-api ignored both on search-query requests (contract §6.1); here they work there too.
 */
import type { ServerConfig } from '../../config.ts';
import type { Queryable } from '../../db/index.ts';
import { verifyGroupToken } from '../auth/groupToken.ts';
import { authSecret } from '../auth/secret.ts';
import type { ServerStoreView } from '../storeViews.ts';
import type { PricingView } from './pricing.ts';

export interface GroupInput {
  groupToken?: unknown;
  groupId?: unknown;
}

function asGroupId(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export async function customerGroupOf(db: Queryable, config: Pick<ServerConfig, 'accounts'>, input: GroupInput): Promise<number | null> {
  const token = typeof input.groupToken === 'string' ? input.groupToken.trim() : '';
  // vsf-api: a token of 10 characters or fewer is "no token" (clients send '' or 'null').
  if (token.length > 10) {
    try {
      return verifyGroupToken(await authSecret(db, config.accounts), token)?.group_id ?? null;
    } catch {
      return null;
    }
  }
  return asGroupId(input.groupId);
}

/** The first non-empty value among the places a client may put the group fields. */
export function groupInputOf(...sources: unknown[]): GroupInput {
  const pick = (key: 'groupToken' | 'groupId') => {
    for (const s of sources) {
      const v = s && typeof s === 'object' ? (s as Record<string, unknown>)[key] : undefined;
      const value = Array.isArray(v) ? v[0] : v;
      if (value !== undefined && value !== null && value !== '') return value;
    }
    return undefined;
  };
  return { groupToken: pick('groupToken'), groupId: pick('groupId') };
}

export function withCustomerGroup(view: ServerStoreView, customerGroupId: number | null): PricingView {
  return customerGroupId === null ? view : { ...view, customerGroupId };
}
