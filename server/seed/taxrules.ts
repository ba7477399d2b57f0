import type { TaxRule } from '../../src/domain/types.ts';

/**
 * Tax classes as in Magento: product class 2 = taxable goods, customer class 3 = retail customer.
 * One rule with a rate per country; the server picks the rate by the store view's tax country
 * (ZA for the default view, DE and IT for the German and Italian views, spec 000 §1).
 */
export const PRODUCT_TAX_CLASS_GOODS = 2;
export const CUSTOMER_TAX_CLASS_RETAIL = 3;

export function buildTaxRules(): TaxRule[] {
  return [
    {
      id: 1,
      code: 'VAT',
      priority: 0,
      customer_tax_class_ids: [CUSTOMER_TAX_CLASS_RETAIL],
      product_tax_class_ids: [PRODUCT_TAX_CLASS_GOODS],
      tax_rate_ids: [1, 2, 3],
      rates: [
        { id: 1, code: 'ZA-VAT-15', tax_country_id: 'ZA', tax_region_id: 0, region_name: '*', rate: 15 },
        { id: 2, code: 'DE-MwSt-19', tax_country_id: 'DE', tax_region_id: 0, region_name: '*', rate: 19 },
        { id: 3, code: 'IT-IVA-22', tax_country_id: 'IT', tax_region_id: 0, region_name: '*', rate: 22 },
      ],
    },
  ];
}
