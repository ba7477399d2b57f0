/**
 * Configurable variant choice (spec 000 §4 "Configurable variant choice", spec 001 §4), done right:
 * VSF1 let a later child beat an exact sku match and returned the cheapest child when nothing
 * matched at all, so 'No such configuration' never fired (vsf1-behaviour §2.3). Here an exact sku
 * always wins, a match needs at least one matching attribute, and ties go to the lower price by
 * the price the shopper pays.
 */
import type { ConfigurableChild, Product } from './types';

/** attribute_code -> chosen value_index (string or number); `sku` picks a child directly. */
export type Configuration = Record<string, string | number | null | undefined>;

export interface VariantOptions {
  /** products.listOutOfStockProducts: out-of-stock children stay selectable. */
  listOutOfStockProducts: boolean;
  /** Fall back to the default (first available) child when nothing matches. */
  fallbackToDefault?: boolean;
}

export const NO_AVAILABLE_VARIANTS = 'No available product variants';

/** Reads a child's attribute value: a top-level field, else its custom_attributes entry. */
export function childAttribute(child: ConfigurableChild, code: string): string | undefined {
  const direct = child[code];
  // typeof null is 'object' too, so a null field also falls through to custom_attributes.
  if (direct !== undefined && typeof direct !== 'object') return String(direct);
  const custom = child.custom_attributes?.find((a) => a.attribute_code === code);
  return custom && custom.value !== null ? String(custom.value) : undefined;
}

/** Children a shopper may get: status below 2, and in stock unless out-of-stock products are listed. */
export function availableChildren(product: Product, opts: VariantOptions): ConfigurableChild[] {
  return (product.configurable_children ?? []).filter((c) => c.status < 2 && (opts.listOutOfStockProducts || !c.stock || c.stock.is_in_stock));
}

/** The price the shopper pays for a child, used to break ties. */
export function childPrice(child: ConfigurableChild): number {
  const pick = [child.final_price_incl_tax, child.price_incl_tax, child.final_price, child.price];
  const found = pick.find((v) => Number.isFinite(v));
  return (found as number | undefined) ?? Number.POSITIVE_INFINITY;
}

function attributeKeys(configuration: Configuration): string[] {
  return Object.keys(configuration).filter(
    (k) => k !== 'sku' && k !== 'price' && configuration[k] !== null && configuration[k] !== undefined && configuration[k] !== '',
  );
}

/** How many chosen attributes the child has (spec: "most matching attributes"). */
export function matchLevel(child: ConfigurableChild, configuration: Configuration): number {
  return attributeKeys(configuration).filter((k) => childAttribute(child, k) === String(configuration[k])).length;
}

/** True when every chosen attribute matches. */
export function matchesFully(child: ConfigurableChild, configuration: Configuration): boolean {
  const keys = attributeKeys(configuration);
  return keys.length > 0 && matchLevel(child, configuration) === keys.length;
}

/** The child matching most chosen attributes (at least `minLevel`), ties to the lower price; null when none does. */
function bestMatch(children: readonly ConfigurableChild[], configuration: Configuration, minLevel: number): ConfigurableChild | null {
  let best: ConfigurableChild | null = null;
  let bestLevel = minLevel - 1;
  for (const child of children) {
    const level = matchLevel(child, configuration);
    if (level > bestLevel || (level === bestLevel && best && childPrice(child) < childPrice(best))) {
      best = child;
      bestLevel = level;
    }
  }
  return best;
}

export function findVariant(product: Product, configuration: Configuration, opts: VariantOptions): ConfigurableChild | null {
  const children = availableChildren(product, opts);
  if (configuration.sku) {
    const exact = children.find((c) => c.sku === String(configuration.sku));
    if (exact) return exact;
  }
  const best = bestMatch(children, configuration, 1);
  if (best) return best;
  return opts.fallbackToDefault ? (children[0] ?? null) : null;
}

/** The child that matches every chosen attribute (option pickers need a full match). */
export function findExactVariant(product: Product, configuration: Configuration, opts: VariantOptions): ConfigurableChild | null {
  const matches = availableChildren(product, opts).filter((c) => matchesFully(c, configuration));
  return matches.reduce<ConfigurableChild | null>((a, c) => (!a || childPrice(c) < childPrice(a) ? c : a), null);
}

/**
 * The variant a shopper gets when choosing `value` for `code` although it does not go with the other
 * choices (issue 14): among the available children with that value, the one matching most of the
 * other chosen attributes, ties to the lower price (spec 000 §4). Null when no child has the value.
 */
export function closestVariantWith(
  product: Product,
  configuration: Configuration,
  code: string,
  value: string,
  opts: VariantOptions,
): ConfigurableChild | null {
  // Every candidate has `value` for `code`, so that attribute adds the same to each level and the
  // other chosen attributes decide; matchLevel never counts a chosen sku.
  const withValue = availableChildren(product, opts).filter((c) => childAttribute(c, code) === value);
  return bestMatch(withValue, configuration, 0);
}

/** The configuration a child stands for, one entry per configurable option. */
export function configurationOf(product: Product, child: ConfigurableChild): Record<string, string> {
  const result: Record<string, string> = {};
  for (const option of product.configurable_options ?? []) {
    const value = childAttribute(child, option.attribute_code);
    if (value !== undefined) result[option.attribute_code] = value;
  }
  return result;
}

/** 'No available product variants' when a configurable parent has no child a shopper may get. */
export function variantError(product: Product, opts: VariantOptions): string | null {
  if (product.type_id !== 'configurable') return null;
  return availableChildren(product, opts).length === 0 ? NO_AVAILABLE_VARIANTS : null;
}

const PARENT_ONLY_FIELDS = ['name', 'visibility', 'type_id', 'configurable_children', 'configurable_options', 'url_key', 'url_path'];

/**
 * The parent configured with a child (VSF configureProductAsync): the child's fields over the
 * parent's, except the parent-only ones and an image the child lacks; sku becomes the child's,
 * parentSku the parent's, and product_option carries the configurable item options.
 */
export function configureProduct(product: Product, child: ConfigurableChild): Product {
  const merged: Product = { ...product };
  for (const [key, value] of Object.entries(child)) {
    if (PARENT_ONLY_FIELDS.includes(key) || value === undefined || value === null) continue;
    if ((key === 'image' || key === 'small_image' || key === 'thumbnail') && (!value || value === 'no_selection')) continue;
    merged[key] = value;
  }
  merged.sku = child.sku;
  merged.parentSku = product.sku;
  merged.is_configured = true;
  merged.product_option = {
    extension_attributes: {
      configurable_item_options: (product.configurable_options ?? []).map((o) => ({
        option_id: String(o.attribute_id),
        option_value: childAttribute(child, o.attribute_code) ?? '',
      })),
    },
  };
  return merged;
}
