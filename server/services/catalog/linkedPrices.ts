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

/**
 * The products these skus name, taxed for the store view (a configurable child by its own sku);
 * disabled ones are left out. The listing prices of composites and the cart's bundle lines
 * (cart/linePricing.ts) both take their parts' prices from here.
 */
export async function pricedProductsBySku(
  db: Queryable,
  storeCode: string,
  skus: readonly string[],
  rules: readonly TaxRule[],
  ctx: TaxContext,
  now: Date,
): Promise<Map<string, Product>> {
  const found: Map<string, SkuMatch> = skus.length ? await findBySkus(db, storeCode, [...new Set(skus)]) : new Map();
  const linked = new Map<string, Product>();
  for (const [sku, match] of found) {
    const target = match.child ?? match.product;
    // A disabled product cannot be bought, so it adds nothing to the price (status 2+, spec 000 §4).
    if (Number(target.status ?? 1) >= 2 || Number(match.product.status ?? 1) >= 2) continue;
    const taxed = calculateProductTax(match.product, rules, ctx, now);
    const own = match.child ? taxed.configurable_children?.find((c) => c.sku === sku) : taxed;
    if (own) linked.set(sku, own as Product);
  }
  return linked;
}

export async function withLinkedPrices<T extends Product>(
  db: Queryable,
  storeCode: string,
  priced: T[],
  rules: readonly TaxRule[],
  ctx: TaxContext,
  now: Date,
): Promise<T[]> {
  const composites = priced.filter(isComposite);
  if (!composites.length) return priced;
  const linked = await pricedProductsBySku(
    db,
    storeCode,
    composites.flatMap((p) => compositeParts(p).map((part) => part.sku)),
    rules,
    ctx,
    now,
  );
  return priced.map((p) => (isComposite(p) ? withCompositePrice(p, linked as ReadonlyMap<string, Record<string, unknown>>) : p));
}
