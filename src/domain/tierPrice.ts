/**
 * Tier prices by customer group (spec 000 §6, 001 §6: "price tiers may apply by groupId";
 * vsf1-behaviour §2.2, vue-storefront-api `priceTiers.js`). A product's `tier_prices` hold
 * `{customer_group_id, qty, value}` with net values. The shopper's group is 0 (not logged in)
 * unless a customer group is known. Unlike vsf-api, Magento's "all groups" id 32000 counts for
 * every group, and several tiers of one group keep the lowest value (vsf-api kept the last one).
 */
import type { TierPrice } from './types.ts';

export const NOT_LOGGED_IN_GROUP = 0;
/** Magento's customer_group_id for a tier that applies to every group. */
export const ALL_GROUPS = 32000;

function groupOf(groupId: number | null | undefined): number {
  return Number.isInteger(groupId) && (groupId as number) >= 0 ? (groupId as number) : NOT_LOGGED_IN_GROUP;
}

function validTier(t: unknown): t is TierPrice {
  // Anything that is not a tier object has no readable value, so it fails the test below.
  const { value, qty } = (t ?? {}) as Record<string, unknown>;
  return Number.isFinite(Number(value)) && Number(value) > 0 && Number.isFinite(Number(qty ?? 1));
}

/** The tiers a group may use (its own and the all-groups ones); vsf-api removes the others from the output. */
export function tiersForGroup(tiers: unknown, groupId: number | null | undefined): TierPrice[] {
  if (!Array.isArray(tiers)) return [];
  const group = groupOf(groupId);
  return tiers.filter(validTier).filter((t) => {
    const g = Number(t.customer_group_id);
    return g === group || g === ALL_GROUPS;
  });
}

/**
 * The lowest tier value (net) that applies when buying `qty` items: a tier counts from its own
 * qty upwards. Null when no tier applies.
 */
export function tierPriceFor(tiers: unknown, groupId: number | null | undefined, qty = 1): number | null {
  let best: number | null = null;
  for (const t of tiersForGroup(tiers, groupId)) {
    if (Number(t.qty ?? 1) > qty) continue;
    const value = Number(t.value);
    if (best === null || value < best) best = value;
  }
  return best;
}

export interface TierAdjusted {
  final: number;
  special: number;
  /** True when the tier price replaced the final price. */
  tiered: boolean;
}

/**
 * Applies the group's tier price at quantity 1 to prices already through the special price rule:
 * a tier lower than what the shopper pays now becomes the price, and the special price is zeroed
 * (as vsf-api does, so the tier is not shown as a time-limited special).
 */
export function applyTierPrice(prices: { final: number; special: number }, tiers: unknown, groupId: number | null | undefined): TierAdjusted {
  const tier = tierPriceFor(tiers, groupId, 1);
  if (tier !== null && tier < prices.final) return { final: tier, special: 0, tiered: true };
  return { ...prices, tiered: false };
}
