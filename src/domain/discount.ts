/**
 * How a coupon's discount is spread over the cart lines (all in integer cents, incl. tax), so the
 * VAT of each line can be lowered by its own share: a percentage is taken from every line and
 * rounded per line (as Magento does); a fixed amount, capped at the items' total, is shared in
 * proportion to each line's amount, the leftover cents going to the largest remainders, so the
 * shares always add up to the discount exactly.
 */
import { toCents, type Cents } from './money.ts';

/** A coupon's rule: a percentage of every line, or a fixed amount incl. tax off the items. */
export type DiscountRule = { percent: number } | { amount: number };

export function allocateDiscount(grossByLine: readonly Cents[], rule: DiscountRule | null | undefined): Cents[] {
  if (!rule) return grossByLine.map(() => 0);
  if ('percent' in rule) {
    const pct = Math.min(Math.max(rule.percent, 0), 100);
    return grossByLine.map((g) => Math.min(g, Math.max(0, Math.round((g * pct) / 100))));
  }
  const total = grossByLine.reduce((a, b) => a + Math.max(b, 0), 0);
  const wanted = Math.min(Math.max(toCents(rule.amount), 0), total);
  // Nothing to share (also a cart of free lines: dividing by its zero total would give NaN).
  if (wanted === 0) return grossByLine.map(() => 0);
  const exact = grossByLine.map((g) => (Math.max(g, 0) * wanted) / total);
  const shares = exact.map(Math.floor);
  let left = wanted - shares.reduce((a, b) => a + b, 0);
  // Array.prototype.sort is stable: among equal remainders the earlier line comes first.
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
