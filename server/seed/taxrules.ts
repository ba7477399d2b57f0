import type { TaxRule, TaxRate } from '../../src/domain/types.ts';

/**
 * Tax classes as in Magento: customer class 3 = retail customer; product classes:
 *   2 taxable goods (standard rate), 5 basic food, 6 food and food supplements.
 * One rule per product class with a rate per country; the server picks the rate by the store
 * view's tax country (ZA for the default view, DE and IT for the German and Italian views, spec
 * 000 §1). South Africa charges 15% on all three, so the default view's prices do not depend on
 * the class. Germany: 7% reduced rate on food (both food classes), 19% standard. Italy: 4% on
 * basic food (flour, pasta, bread, milk), 10% on other food and supplements, 22% standard.
 * The standard rule is first: shipping is taxed at it (src/domain/tax.ts storeVatPercent).
 */
export const PRODUCT_TAX_CLASS_GOODS = 2;
export const PRODUCT_TAX_CLASS_BASIC_FOOD = 5;
export const PRODUCT_TAX_CLASS_FOOD = 6;
export const CUSTOMER_TAX_CLASS_RETAIL = 3;

type Rates = Record<'ZA' | 'DE' | 'IT', number>;

const CLASSES: readonly [id: number, code: string, rates: Rates][] = [
  [PRODUCT_TAX_CLASS_GOODS, 'VAT', { ZA: 15, DE: 19, IT: 22 }],
  [PRODUCT_TAX_CLASS_BASIC_FOOD, 'VAT basic food', { ZA: 15, DE: 7, IT: 4 }],
  [PRODUCT_TAX_CLASS_FOOD, 'VAT food', { ZA: 15, DE: 7, IT: 10 }],
];

const TAX_NAME: Record<keyof Rates, string> = { ZA: 'VAT', DE: 'MwSt', IT: 'IVA' };

export function buildTaxRules(): TaxRule[] {
  let rateId = 0; // rate ids run on across the rules: 1.. in CLASSES order, country order within
  return CLASSES.map(([classId, code, rates], i) => {
    const rateDocs = (Object.keys(rates) as (keyof Rates)[]).map((country): TaxRate & { id: number } => ({
      id: ++rateId,
      code: `${country}-${TAX_NAME[country]}-${rates[country]}`,
      tax_country_id: country,
      tax_region_id: 0,
      region_name: '*',
      rate: rates[country],
    }));
    return {
      id: i + 1,
      code,
      priority: 0,
      customer_tax_class_ids: [CUSTOMER_TAX_CLASS_RETAIL],
      product_tax_class_ids: [classId],
      tax_rate_ids: rateDocs.map((r) => r.id),
      rates: rateDocs,
    };
  });
}

/** Categories whose products are basic food, or food and supplements (deepest named category decides; others are goods). */
const BASIC_FOOD = ['Flours', 'Grains & Pasta', 'Plant Milks', 'Gluten-free Breads', 'Gluten-free Pasta', 'Baby Food'];
const FOOD = [
  'Pantry',
  'Superfoods',
  'Snacks & Bars',
  'Supplements',
  'Sports Nutrition',
  'Keto & Banting',
  'Vegan',
  'Gluten-free',
  'Kids Snacks',
  'Teas',
  'Coffee Alternatives',
];

/** The product tax class of a demo product from its category chain (top first). */
export function taxClassOfChain(names: readonly string[]): number {
  for (const name of [...names].reverse()) {
    if (BASIC_FOOD.includes(name)) return PRODUCT_TAX_CLASS_BASIC_FOOD;
    if (FOOD.includes(name)) return PRODUCT_TAX_CLASS_FOOD;
  }
  return PRODUCT_TAX_CLASS_GOODS;
}
