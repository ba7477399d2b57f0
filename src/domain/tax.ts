/**
 * Product tax, calculated by the server (spec 000 §4; vsf1-behaviour §2.1 `taxCalc`), with two
 * differences from VSF1: amounts are rounded to the cent in integer cents (VSF1 left float
 * noise such as 26.450000000000003), and the special price rule is evaluated at `now`.
 *
 * Output fields (all net unless named *_incl_tax / *_tax):
 * - original_price*: the list price;
 * - price*, final_price*: what the shopper pays now (the special price when it counts, as VSF1);
 * - special_price*: the special price when it counts now, else 0;
 * - original_final_price, original_special_price: the net source values, so a second pass is stable.
 */
import { effectivePrices } from './price.ts';
import { fromCents, taxOnNet, toCents } from './money.ts';
import { applyTierPrice, tiersForGroup } from './tierPrice.ts';
import type { ConfigurableChild, Product, TaxRule } from './types.ts';

export interface TaxContext {
  /** Store view's tax country, e.g. 'ZA'. */
  country: string;
  region?: string;
  /**
   * The shopper's customer group (0 or missing = not logged in). It picks the tax rule that lists
   * it (falling back to any rule for the class) and the group's tier prices (src/domain/tierPrice.ts).
   */
  groupId?: number | null;
}

/** The rate (percent) for a product tax class: first rule for the class, first rate for the country. */
export function findTaxRate(taxClassId: unknown, rules: readonly TaxRule[], ctx: TaxContext): number {
  const classId = Number.parseInt(String(taxClassId), 10);
  // Class 0 is Magento's "None": never taxed, whatever a rule lists.
  if (!(classId > 0)) return 0;
  const forClass = rules.filter((r) => (r.product_tax_class_ids ?? []).map(Number).includes(classId));
  const rule = forClass.find((r) => (r.customer_tax_class_ids ?? []).some((id) => Number(id) === ctx.groupId)) ?? forClass[0];
  if (!rule) return 0;
  // A rate for the shopper's region, or one for the whole country (region id 0, or no region named).
  const rate = (rule.rates ?? []).find(
    (r) => r.tax_country_id === ctx.country && (r.region_name === ctx.region || Number(r.tax_region_id) === 0 || !r.region_name),
  );
  return rate ? Number(rate.rate) || 0 : 0;
}

type Priced = Record<string, unknown>;

function withTax(target: Priced, field: string, netAmount: number, rate: number): void {
  const net = toCents(netAmount);
  const tax = taxOnNet(net, rate);
  target[field] = fromCents(net);
  target[`${field}_tax`] = fromCents(tax);
  target[`${field}_incl_tax`] = fromCents(net + tax);
}

/** Writes every price field of one product or child from its net source prices. */
function priceOne(doc: Priced, rate: number, now: Date, groupId: number | null | undefined): void {
  // A second pass reads the source values kept by the first one (vsf1 "has original prices").
  const source = {
    price: Number(doc.original_price ?? doc.price ?? 0),
    special_price: (doc.original_special_price ?? doc.special_price) as number | null | undefined,
    final_price: (doc.original_final_price ?? doc.final_price) as number | null | undefined,
    special_from_date: doc.special_from_date as string | null | undefined,
    special_to_date: doc.special_to_date as string | null | undefined,
  };
  const prices = effectivePrices(source, now);
  const paid = applyTierPrice(prices, doc.tier_prices, groupId);
  withTax(doc, 'original_price', prices.original, rate);
  withTax(doc, 'price', paid.final, rate);
  withTax(doc, 'final_price', paid.final, rate);
  withTax(doc, 'special_price', paid.special, rate);
  // Before the tier price, so a later pass for another group starts from the same source.
  doc.original_final_price = fromCents(toCents(prices.final));
  if (Array.isArray(doc.tier_prices)) {
    // As vsf-api: the shopper sees only the tiers of their own group (and the all-groups ones).
    doc.tier_prices = tiersForGroup(doc.tier_prices, groupId).map((t) => {
      const net = toCents(Number(t.value));
      return { ...t, value_incl_tax: fromCents(net + taxOnNet(net, rate)) };
    });
  }
  const rawSpecial = Number(source.special_price ?? 0);
  if (rawSpecial > 0) doc.original_special_price = rawSpecial;
  doc.tax_percent = rate;
}

/**
 * A shallow copy the price fields are then added to. Not a spread: V8 gives a spread copy a
 * hidden class of its own, so every field added afterwards builds a new one (about 25 µs per
 * product, most of the time a page of 50 hits took to price). Object.assign would call the
 * `__proto__` setter instead of copying such a key, so a document holding one is spread.
 */
function copyOf(doc: object): Priced {
  const fields = doc as Priced;
  return Object.hasOwn(fields, '__proto__') ? { ...fields } : Object.assign({}, fields);
}

const COPIED_FROM_CHEAPEST = [
  'price',
  'price_tax',
  'price_incl_tax',
  'final_price',
  'final_price_tax',
  'final_price_incl_tax',
  'special_price',
  'special_price_tax',
  'special_price_incl_tax',
  'original_price',
  'original_price_tax',
  'original_price_incl_tax',
  'original_final_price',
  'original_special_price',
];

function cheapest(children: ConfigurableChild[]): ConfigurableChild | undefined {
  const sellable = children.filter((c) => Number(c.status ?? 1) < 2);
  const inStock = sellable.filter((c) => c.stock?.is_in_stock !== false);
  const pool = inStock.length ? inStock : sellable;
  return pool.reduce<ConfigurableChild | undefined>(
    (best, c) => (!best || Number(c.final_price_incl_tax) < Number(best.final_price_incl_tax) ? c : best),
    undefined,
  );
}

/**
 * Returns a copy of the product with every tax field; configurable children are priced each
 * (with the parent's tax class when they have none), and the parent shows the cheapest
 * available child's prices, as VSF1 did.
 */
export function calculateProductTax<T extends Product>(product: T, taxRules: readonly TaxRule[], ctx: TaxContext, now: Date = new Date()): T {
  const out = copyOf(product);
  const rate = findTaxRate(product.tax_class_id, taxRules, ctx);
  priceOne(out, rate, now, ctx.groupId);
  if (Array.isArray(product.configurable_children) && product.configurable_children.length) {
    const children = product.configurable_children.map((child) => {
      const c = copyOf(child);
      // VSF1 copies custom_attributes onto the child so it reads like a product.
      for (const attr of child.custom_attributes ?? []) {
        if (c[attr.attribute_code] === undefined) c[attr.attribute_code] = attr.value;
      }
      const childRate = c.tax_class_id !== undefined ? findTaxRate(c.tax_class_id, taxRules, ctx) : rate;
      priceOne(c, childRate, now, ctx.groupId);
      return c as ConfigurableChild;
    });
    out.configurable_children = children;
    const best = cheapest(children);
    if (best) for (const field of COPIED_FROM_CHEAPEST) if (best[field] !== undefined) out[field] = best[field];
  }
  return out as T;
}

/** VAT of the default store view when no tax rule answers (South Africa, 15%). */
export const VAT_PERCENT_FALLBACK = 15;

/** The store's standard VAT rate, charged on shipping: the first rule with a rate for the country. */
export function storeVatPercent(rules: readonly TaxRule[], country: string): number {
  for (const rule of rules) {
    const rate = rule.rates?.find((r) => r.tax_country_id === country);
    if (rate) return Number(rate.rate);
  }
  return VAT_PERCENT_FALLBACK;
}
