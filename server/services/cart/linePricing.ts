/**
 * Prices a cart or order line from the catalogue at request time (DESIGN decision 1: the server
 * never trusts a client price): the net unit price, the unit price incl. tax and the rate.
 */
import { calculateProductTax } from '../../../src/domain/tax.ts';
import { bundleSelectionsOf, bundleUnitPrice, withLinkedProducts, type BundleOptionChoice } from '../../../src/domain/bundle.ts';
import { customOptionsDelta, selectedCustomValues, type CustomOptionChoice } from '../../../src/domain/customOption.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import type { TotalsLine } from '../../../src/domain/totals.ts';
import type { ConfigurableChild, Product, TaxRule } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';
import { pricedProductsBySku } from '../catalog/linkedPrices.ts';
import { chosenOptions, type ChosenOption } from '../../../src/domain/chosenOptions.ts';
import type { ServerStoreView } from '../storeViews.ts';
import type { ResolvedProduct } from './resolveProduct.ts';

export interface UnitPrice {
  name: string;
  price: number;
  price_incl_tax: number;
  tax_percent: number;
  options: ChosenOption[];
}

/** The line's choices in words (the shared rule), with the bundle links' product names. */
function optionLabels(resolved: ResolvedProduct, linked: ReadonlyMap<string, Product>): ChosenOption[] {
  return chosenOptions(withLinkedProducts(resolved.product, linked), resolved.productOption, resolved.child ?? null);
}

/** A bundle's links' products, priced for the view and the customer group (as the catalogue shows them); empty for other products. */
export function linkedProductsOf(
  db: Queryable,
  resolved: readonly ResolvedProduct[],
  rules: readonly TaxRule[],
  view: ServerStoreView,
  now: Date,
  groupId: number | null = null,
): Promise<Map<string, Product>> {
  const skus = resolved.flatMap((r) =>
    r.product.type_id === 'bundle' ? (r.product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku)) : [],
  );
  return pricedProductsBySku(db, view.storeCode, skus, rules, { country: view.taxCountry, region: view.taxRegion, groupId }, now);
}

/**
 * `linked`: the bundle links' products (linkedProductsOf), so a link costs what the product page says.
 * `groupId`: the customer group of the cart's or order's customer: its tier price is what the
 * catalogue shows that customer, so it is what the line costs (null: a guest).
 */
export function unitPrice(
  resolved: ResolvedProduct,
  rules: readonly TaxRule[],
  view: ServerStoreView,
  now: Date,
  linked: ReadonlyMap<string, Product> = new Map(),
  groupId: number | null = null,
): UnitPrice {
  const priced = calculateProductTax(resolved.product, rules, { country: view.taxCountry, region: view.taxRegion, groupId }, now);
  const source: Record<string, unknown> = resolved.child
    ? ((priced.configurable_children ?? []).find((c: ConfigurableChild) => c.sku === resolved.child!.sku) ?? priced)
    : priced;
  const unit = withChosenOptions(resolved, linked, Number(source.final_price ?? 0), Number(source.final_price_incl_tax ?? 0), Number(source.tax_percent ?? 0));
  return {
    name: String(resolved.child?.name ?? resolved.product.name),
    price: unit.price,
    price_incl_tax: unit.price_incl_tax,
    tax_percent: Number(source.tax_percent ?? 0),
    options: optionLabels(resolved, linked),
  };
}

/**
 * Spec 000 §4 derived prices, with the functions the product page uses: a bundle line costs its
 * chosen links (bundle_options), and chosen custom options add their fixed or percent price.
 */
function withChosenOptions(
  resolved: ResolvedProduct,
  linked: ReadonlyMap<string, Product>,
  net: number,
  incl: number,
  rate: number,
): { price: number; price_incl_tax: number } {
  const ext = (resolved.productOption as { extension_attributes?: Record<string, unknown> } | null)?.extension_attributes;
  let base = { net: toCents(net), incl: toCents(incl) };
  if (resolved.product.type_id === 'bundle' && resolved.product.bundle_options?.length) {
    const chosen = Array.isArray(ext?.bundle_options) ? (ext.bundle_options as BundleOptionChoice[]) : null;
    base = bundleUnitPrice(withLinkedProducts(resolved.product, linked), bundleSelectionsOf(resolved.product, chosen), rate);
  }
  const choices = Array.isArray(ext?.custom_options) ? (ext.custom_options as CustomOptionChoice[]) : [];
  const delta = customOptionsDelta(selectedCustomValues(resolved.product, choices), base, rate);
  return { price: fromCents(base.net + delta.net), price_incl_tax: fromCents(base.incl + delta.incl) };
}

export function totalsLine(itemId: number | string, qty: number, unit: UnitPrice, productOption?: unknown): TotalsLine {
  const line: TotalsLine = {
    item_id: itemId,
    name: unit.name,
    qty,
    price: unit.price,
    price_incl_tax: unit.price_incl_tax,
    tax_percent: unit.tax_percent,
    options: unit.options,
  };
  if (productOption) line.product_option = productOption;
  return line;
}
