/**
 * Prices a cart or order line from the catalogue at request time (DESIGN decision 1: the server
 * never trusts a client price): the net unit price, the unit price incl. tax and the rate.
 */
import { calculateProductTax } from '../../../src/domain/tax.ts';
import type { TotalsLine } from '../../../src/domain/totals.ts';
import type { ConfigurableChild, TaxRule } from '../../../src/domain/types.ts';
import { childAttribute } from '../../../src/domain/variant.ts';
import type { ServerStoreView } from '../storeViews.ts';
import type { ResolvedProduct } from './resolveProduct.ts';

export interface UnitPrice {
  name: string;
  price: number;
  price_incl_tax: number;
  tax_percent: number;
  options: { label: string; value: string }[];
}

function optionLabels(resolved: ResolvedProduct): { label: string; value: string }[] {
  const { product, child } = resolved;
  if (!child) return [];
  return (product.configurable_options ?? []).flatMap((o) => {
    const value = childAttribute(child, o.attribute_code);
    if (value === undefined) return [];
    const label = o.values?.find((v) => String(v.value_index) === value)?.label ?? value;
    return [{ label: o.label ?? o.attribute_code, value: label }];
  });
}

export function unitPrice(resolved: ResolvedProduct, rules: readonly TaxRule[], view: ServerStoreView, now: Date): UnitPrice {
  const priced = calculateProductTax(resolved.product, rules, { country: view.taxCountry, region: view.taxRegion }, now);
  const source: Record<string, unknown> = resolved.child
    ? ((priced.configurable_children ?? []).find((c: ConfigurableChild) => c.sku === resolved.child!.sku) ?? priced)
    : priced;
  return {
    name: String(resolved.child?.name ?? resolved.product.name),
    price: Number(source.final_price ?? 0),
    price_incl_tax: Number(source.final_price_incl_tax ?? 0),
    tax_percent: Number(source.tax_percent ?? 0),
    options: optionLabels(resolved),
  };
}

export function totalsLine(itemId: number | string, qty: number, unit: UnitPrice, productOption?: unknown): TotalsLine {
  const line: TotalsLine = { item_id: itemId, name: unit.name, qty, price: unit.price, price_incl_tax: unit.price_incl_tax, tax_percent: unit.tax_percent, options: unit.options };
  if (productOption) line.product_option = productOption;
  return line;
}
