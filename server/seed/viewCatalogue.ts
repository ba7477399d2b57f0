/**
 * The catalogue of a euro store view, built from the default view's (issue 13: each store view has
 * its own index, as a Magento store view has). This minimal version only gives the view a price
 * list of its own in EUR (every amount of the rand catalogue divided by a fixed rate, to the cent)
 * and keeps everything else as it is.
 */
import type { Catalogue } from './generate.ts';

const ZAR_PER_EUR = 20;
/** The amounts of a product document (tier_prices' `value` included); any other number is kept. */
const PRICE_KEYS = new Set(['price', 'special_price', 'final_price', 'original_price', 'original_final_price', 'original_special_price', 'value']);

const toEur = (zar: number) => Math.round((zar / ZAR_PER_EUR) * 100) / 100;

function inEur(value: unknown, key: string | null): unknown {
  if (typeof value === 'number') return key !== null && PRICE_KEYS.has(key) ? toEur(value) : value;
  if (Array.isArray(value)) return value.map((v) => inEur(v, null));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEur(v, k)]));
  return value;
}

export function viewCatalogue(base: Catalogue, storeCode: 'de' | 'it'): Catalogue {
  void storeCode;
  return { ...structuredClone(base), products: base.products.map((p) => inEur(p, null) as (typeof base.products)[number]) };
}
