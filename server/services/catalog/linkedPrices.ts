/**
 * Grouped and bundle products are priced from the products they link to (spec 000 §4 "Derived
 * prices"): the linked products are read in one query, taxed like any product for the same store
 * view and customer group, and summed by src/domain/compositePrice.ts.
 */
import type { Queryable } from '../../db/index.ts';
import { compositeParts, withCompositePrice } from '../../../src/domain/compositePrice.ts';
import { calculateProductTax, type TaxContext } from '../../../src/domain/tax.ts';
import type { Product, TaxRule } from '../../../src/domain/types.ts';
import { findBySkus, type SkuMatch } from './products.ts';

const isComposite = (p: Product) => p.type_id === 'grouped' || p.type_id === 'bundle';

export async function withLinkedPrices<T extends Product>(
  db: Queryable,
  priced: T[],
  rules: readonly TaxRule[],
  ctx: TaxContext,
  now: Date,
): Promise<T[]> {
  const composites = priced.filter(isComposite);
  if (!composites.length) return priced;
  const skus = [...new Set(composites.flatMap((p) => compositeParts(p).map((part) => part.sku)))];
  const found: Map<string, SkuMatch> = skus.length ? await findBySkus(db, skus) : new Map();
  const linked = new Map<string, Record<string, unknown>>();
  for (const [sku, match] of found) {
    const target = match.child ?? match.product;
    // A disabled product cannot be bought, so it adds nothing to the price (status 2+, spec 000 §4).
    if (Number(target.status ?? 1) >= 2 || Number(match.product.status ?? 1) >= 2) continue;
    const taxed = calculateProductTax(match.product, rules, ctx, now);
    const own = match.child ? taxed.configurable_children?.find((c) => c.sku === sku) : taxed;
    if (own) linked.set(sku, own as Record<string, unknown>);
  }
  return priced.map((p) => (isComposite(p) ? withCompositePrice(p, linked) : p));
}
