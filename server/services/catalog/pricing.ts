import type { Queryable } from '../../db/index.ts';
import { calculateProductTax } from '../../../src/domain/tax.ts';
import type { Product } from '../../../src/domain/types.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { loadTaxRules } from './taxRules.ts';

/** Adds every tax field to product documents on their way out (spec 000 §4: tax by the server). */
export async function priceProducts<T extends Product>(db: Queryable, products: T[], view: ServerStoreView, now = new Date()): Promise<T[]> {
  if (!products.length) return products;
  const rules = await loadTaxRules(db);
  return products.map((p) => calculateProductTax(p, rules, { country: view.taxCountry, region: view.taxRegion }, now));
}
