/**
 * Grouped products (spec 000 §4): the price is the sum of the associated simple children at
 * quantity 1, and a grouped product without product_links is an error. Adding one to the cart
 * adds its associated products instead (cartThunks). vsf1-behaviour §2.4: every associated
 * product counts once, whatever the link's qty says.
 */
import { toCents, type Cents } from './money.ts';
import type { Product, ProductLink } from './types.ts';

/** The links that count: link_type 'associated' to a 'simple' product. */
export function associatedLinks(product: Pick<Product, 'product_links'>): ProductLink[] {
  return (product.product_links ?? []).filter((l) => l.link_type === 'associated' && l.linked_product_type === 'simple');
}

/** A usable catalogue price: a finite amount, not below zero. */
const isPrice = (v: unknown): v is number => Number.isFinite(v) && (v as number) >= 0;

/**
 * What the shopper pays for one unit now, incl. tax, in cents (null when unknown). The product
 * page, the cart, the order and the grouped and bundle listing prices all read a product's unit
 * price through these two.
 */
export function payPriceInclTax(p: Partial<Product>): Cents | null {
  const value = [p.final_price_incl_tax, p.price_incl_tax].find(isPrice);
  return value === undefined ? null : toCents(value);
}

/** What the shopper pays for one unit now, net, in cents (null when unknown). */
export function payPriceNet(p: Partial<Product>): Cents | null {
  const value = [p.final_price, p.price].find(isPrice);
  return value === undefined ? null : toCents(value);
}

/**
 * The grouped price from its associated products (already fetched and priced), each at qty 1.
 * Products that are missing, disabled (status 2+) or of the wrong type do not count.
 */
export function groupedPrice(product: Pick<Product, 'product_links'>, associated: readonly Product[]): { net: Cents; incl: Cents } | null {
  const links = associatedLinks(product);
  if (!links.length) return null;
  const bySku = new Map(associated.map((p) => [p.sku, p]));
  let net = 0;
  let incl = 0;
  for (const link of links) {
    const p = bySku.get(link.linked_product_sku);
    if (!p || p.status >= 2) continue;
    net += payPriceNet(p) ?? 0;
    incl += payPriceInclTax(p) ?? 0;
  }
  return { net, incl };
}

/**
 * What adding a product puts in the cart: the product itself, or for a grouped product each chosen
 * associated product (the product page attaches them to the links) times its link qty; null for a
 * grouped product without any.
 */
export function cartEntriesOf(product: Product, qty: number): { product: Product; qty: number }[] | null {
  if (product.type_id !== 'grouped') return [{ product, qty }];
  const links = (product.product_links ?? []).filter((l) => l.link_type === 'associated' && l.product);
  if (!links.length) return null;
  return links.map((l) => ({ product: l.product as Product, qty: qty * (l.qty && l.qty > 0 ? l.qty : 1) }));
}
