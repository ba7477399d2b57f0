/**
 * What the shown product costs with the shopper's choices, and the product the cart receives
 * (spec 000 §4 "Derived prices"): bundles by their chosen links, grouped products by their
 * associated products at qty 1, custom options on top. All sums come from src/domain.
 */
import { bundleProductOption, bundleUnitPrice, taxRateOf, withLinkedProducts, type BundleSelection } from '../../domain/bundle';
import { customOptionsDelta, selectedCustomValues, type CustomOptionChoice } from '../../domain/customOption';
import { groupedPrice, payPriceInclTax, payPriceNet } from '../../domain/grouped';
import { fromCents, toCents } from '../../domain/money';
import { displayPrices } from '../../domain/price';
import type { Product } from '../../domain/types';

export interface Choices {
  bundle: BundleSelection[];
  custom: CustomOptionChoice[];
  /** Associated products of a grouped product, or the linked products of a bundle, by sku. */
  linked: ReadonlyMap<string, Product>;
}

export interface PurchasePrice {
  net: number;
  incl: number;
  /** The regular price incl. tax when a special applies (struck through), else null. */
  originalIncl: number | null;
}

export function purchasePrice(product: Product, choices: Choices): PurchasePrice {
  const rate = taxRateOf(product);
  let base = { net: payPriceNet(product) ?? 0, incl: payPriceInclTax(product) ?? 0 };
  let original: number | null = null;
  if (product.type_id === 'bundle') {
    base = bundleUnitPrice(withLinkedProducts(product, choices.linked), choices.bundle, rate);
  } else if (product.type_id === 'grouped') {
    base = groupedPrice(product, [...choices.linked.values()]) ?? { net: 0, incl: 0 };
  } else {
    const struck = displayPrices(product).original;
    if (struck !== null) original = toCents(struck);
  }
  const delta = customOptionsDelta(selectedCustomValues(product, choices.custom), base, rate);
  return {
    net: fromCents(base.net + delta.net),
    incl: fromCents(base.incl + delta.incl),
    originalIncl: original === null ? null : fromCents(original + delta.incl),
  };
}

/** The product as the cart gets it: the price with the choices and the product_option they make. */
export function productForCart(product: Product, choices: Choices): Product {
  const price = purchasePrice(product, choices);
  const extension: Record<string, unknown> = { ...((product.product_option as { extension_attributes?: object } | undefined)?.extension_attributes ?? {}) };
  if (product.type_id === 'bundle') Object.assign(extension, bundleProductOption(choices.bundle).extension_attributes);
  if (choices.custom.length) extension.custom_options = choices.custom;
  const withOptions = Object.keys(extension).length ? { product_option: { extension_attributes: extension } } : {};
  if (product.type_id === 'grouped') return product;
  const changed = product.type_id === 'bundle' || choices.custom.length > 0;
  if (!changed) return { ...product, ...withOptions };
  return {
    ...product,
    ...withOptions,
    price: price.net,
    final_price: price.net,
    price_incl_tax: price.incl,
    final_price_incl_tax: price.incl,
  };
}

/** A grouped product whose links carry the chosen associated products and quantities (0 = left out). */
export function groupedForCart(product: Product, linked: ReadonlyMap<string, Product>, qtys: Record<string, number>): Product {
  const links = (product.product_links ?? [])
    .filter((l) => linked.has(l.linked_product_sku) && (qtys[l.linked_product_sku] ?? 0) > 0)
    .map((l) => ({ ...l, product: linked.get(l.linked_product_sku), qty: qtys[l.linked_product_sku] }));
  return { ...product, product_links: links };
}
