import type { Queryable } from '../../db/index.ts';
import { calculateProductTax, type TaxContext } from '../../../src/domain/tax.ts';
import type { Product } from '../../../src/domain/types.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { withLinkedPrices } from './linkedPrices.ts';
import { loadTaxRules } from './taxRules.ts';

/**
 * The store view prices are shown in, plus the shopper's customer group (spec 000 §6: groupToken /
 * groupId on searches and URL mapping) when one is known; see customerGroup.ts.
 */
export type PricingView = ServerStoreView & { customerGroupId?: number | null };

export function taxContextOf(view: PricingView): TaxContext {
  return { country: view.taxCountry, region: view.taxRegion, groupId: view.customerGroupId ?? null };
}

/**
 * Adds every tax field to product documents on their way out (spec 000 §4: tax by the server),
 * with the group's tier prices, and the derived prices of grouped and bundle products.
 */
export async function priceProducts<T extends Product>(db: Queryable, products: T[], view: PricingView, now = new Date()): Promise<T[]> {
  if (!products.length) return products;
  const rules = await loadTaxRules(db);
  const ctx = taxContextOf(view);
  const priced = products.map((p) => calculateProductTax(p, rules, ctx, now));
  return withLinkedPrices(db, view.storeCode, priced, rules, ctx, now);
}
