/**
 * Which catalogue product a cart or order line is: a simple sku, a configurable child sku, or a
 * configurable parent sku with configurable_item_options (VSF sends the parent sku when
 * cart.setConfigurableProductOptions is on). The child's sku is what is stored, as Magento does.
 */
import type { Queryable } from '../../db/index.ts';
import { childAttribute } from '../../../src/domain/variant.ts';
import type { ConfigurableChild, Product } from '../../../src/domain/types.ts';
import { ApiError, badRequest } from '../apiError.ts';
import { findBySkus, type SkuMatch } from '../catalog/products.ts';

export interface ResolvedProduct {
  product: Product;
  child?: ConfigurableChild;
  /** The sku stored on the line (the child's for configurables). */
  sku: string;
  productType: string;
  productOption: unknown;
}

export const PRODUCT_MISSING = "The product that was requested doesn't exist. Verify the product and try again.";
export const PRODUCT_UNAVAILABLE = 'Product that you are trying to add is not available.';
export const OUT_OF_STOCK = 'This product is out of stock.';

interface ConfigurableItemOption {
  option_id: string | number;
  option_value: string | number;
}

function itemOptions(productOption: unknown): ConfigurableItemOption[] {
  const ext = (productOption as { extension_attributes?: { configurable_item_options?: unknown } } | null)?.extension_attributes;
  const list = ext?.configurable_item_options;
  return Array.isArray(list) ? (list as ConfigurableItemOption[]) : [];
}

function childByOptions(product: Product, options: ConfigurableItemOption[]): ConfigurableChild | undefined {
  const wanted = options.map((o) => {
    const def = product.configurable_options?.find((c) => String(c.attribute_id) === String(o.option_id));
    return def ? { code: def.attribute_code, value: String(o.option_value) } : null;
  });
  if (!wanted.length || wanted.some((w) => w === null)) return undefined;
  return product.configurable_children?.find((child) => wanted.every((w) => childAttribute(child, w!.code) === w!.value));
}

export function configurableOptionOf(product: Product, child: ConfigurableChild): unknown {
  const configurable_item_options = (product.configurable_options ?? []).flatMap((o) => {
    const value = childAttribute(child, o.attribute_code);
    return value === undefined ? [] : [{ option_id: String(o.attribute_id), option_value: value }];
  });
  return { extension_attributes: { configurable_item_options } };
}

function resolveMatch(sku: string, match: SkuMatch | undefined, productOption: unknown): ResolvedProduct {
  if (!match) throw new ApiError(404, PRODUCT_MISSING);
  const { product } = match;
  let child = match.child;
  if (!child && product.type_id === 'configurable') {
    const options = itemOptions(productOption);
    if (!options.length) throw badRequest('You need to choose options for your item.');
    child = childByOptions(product, options);
    if (!child) throw badRequest(PRODUCT_UNAVAILABLE);
  }
  if (product.type_id === 'grouped') throw badRequest('A grouped product is added to the cart as its associated products.');
  const target = child ?? product;
  if (Number(target.status ?? 1) >= 2 || Number(product.status ?? 1) >= 2) throw badRequest(PRODUCT_UNAVAILABLE);
  return {
    product,
    child,
    sku: child ? child.sku : sku,
    productType: product.type_id,
    productOption: child ? configurableOptionOf(product, child) : (productOption ?? null),
  };
}

/** The lines' products in the catalogue of the cart's or order's store view (its own prices). */
export async function resolveProducts(db: Queryable, storeCode: string, lines: { sku: string; productOption?: unknown }[]): Promise<ResolvedProduct[]> {
  const found = await findBySkus(
    db,
    storeCode,
    lines.map((l) => l.sku),
  );
  return lines.map((l) => resolveMatch(l.sku, found.get(l.sku), l.productOption));
}

export function isInStock(resolved: ResolvedProduct): boolean {
  const stock = (resolved.child ?? resolved.product).stock;
  return !stock || stock.is_in_stock !== false;
}
