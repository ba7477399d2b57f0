/**
 * Listing prices of grouped and bundle products (spec 000 §4 "Derived prices"), computed by the
 * server from the already priced linked products so listings, the URL map and render-list show
 * them with tax:
 * - grouped: the sum of its associated simple products at quantity 1 (a grouped product without
 *   product_links is an error);
 * - bundle: the sum over options of the default (or first) link's price × its qty.
 * One rounding rule from the tile to the order (issue 11): each part's unit price incl. tax is the one
 * the product page and the cart use, rounded to the cent per unit, and the composite price is the sum
 * of those units × qty (taxing the sum instead made tiles differ from their pages by a cent).
 */
import type { UnitCents } from './bundle.ts';
import { payPriceInclTax, payPriceNet } from './grouped.ts';
import { fromCents, taxOnNet, toCents } from './money.ts';
import type { Product } from './types.ts';

/** Spec 000 §8 wording, kept in product.errors so the product page can show it. */
export const PRODUCT_LINK_NOT_FOUND = 'Product link not found';

type Priced = Record<string, unknown>;

export interface CompositePart {
  sku: string;
  qty: number;
  /** The net price the link itself carries (bundle selections), used when the product is unknown. */
  linkPrice?: number;
}

/** The parts whose prices make up the product's listing price; empty for other types. */
export function compositeParts(product: Product): CompositePart[] {
  if (product.type_id === 'grouped') {
    // VSF1 counts every associated product once: grouped links carry no usable qty (vsf1-behaviour §2.4).
    return (product.product_links ?? [])
      .filter((l) => l.link_type === 'associated' && (l.linked_product_type ?? 'simple') === 'simple' && l.linked_product_sku)
      .map((l) => ({ sku: l.linked_product_sku, qty: 1 }));
  }
  if (product.type_id === 'bundle') {
    return (product.bundle_options ?? []).flatMap((o) => {
      const link = o.product_links?.find((l) => l.is_default) ?? o.product_links?.[0];
      if (!link) return [];
      const qty = Number.parseInt(String(link.qty), 10) || 1;
      return [{ sku: link.sku, qty, linkPrice: typeof link.price === 'number' ? link.price : undefined }];
    });
  }
  return [];
}

/** Net and incl. tax cents of the regular (original) and the current (final) price of one unit. */
interface PartPrice {
  original: UnitCents;
  final: UnitCents;
}

const isAmount = (v: unknown): v is number => Number.isFinite(v);

/** The regular (list) price of one unit, as the struck price reads it. */
function regularUnit(doc: Priced, rate: number): UnitCents {
  const net = toCents([doc.original_price, doc.price].find(isAmount) ?? 0);
  const incl = [doc.original_price_incl_tax, doc.price_incl_tax].find(isAmount);
  return { net, incl: incl === undefined ? net + taxOnNet(net, rate) : toCents(incl) };
}

/**
 * What one unit costs now, as the product page and the cart take it (grouped.ts payPrice*): the
 * linked product's own price incl. tax, already rounded to the cent per unit.
 */
function currentUnit(doc: Priced, rate: number): UnitCents {
  const net = payPriceNet(doc) ?? 0;
  return { net, incl: payPriceInclTax(doc) ?? net + taxOnNet(net, rate) };
}

function partPrice(part: CompositePart, linked: Priced | undefined, fallbackRate: number): PartPrice | null {
  if (linked) {
    const rate = Number(linked.tax_percent ?? fallbackRate) || 0;
    return { original: regularUnit(linked, rate), final: currentUnit(linked, rate) };
  }
  if (part.linkPrice === undefined) return null;
  // As the product page's bundle price (bundle.ts linkUnitPrice): the link's net price, taxed at the bundle's rate.
  const net = toCents(part.linkPrice);
  const unit = { net, incl: net + taxOnNet(net, fallbackRate) };
  return { original: unit, final: unit };
}

const times = (u: UnitCents, qty: number): UnitCents => ({ net: u.net * qty, incl: u.incl * qty });
const plus = (a: UnitCents, b: UnitCents): UnitCents => ({ net: a.net + b.net, incl: a.incl + b.incl });

function write(target: Priced, field: string, price: UnitCents): void {
  target[field] = fromCents(price.net);
  target[`${field}_tax`] = fromCents(price.incl - price.net);
  target[`${field}_incl_tax`] = fromCents(price.incl);
}

/**
 * Returns a copy of an already taxed grouped or bundle product with its price fields replaced by
 * the sum of its parts. `linked` maps a sku to its taxed product (or configurable child); parts
 * that cannot be found are left out (and reported in `errors` when nothing is left).
 */
export function withCompositePrice<T extends Product>(product: T, linked: ReadonlyMap<string, Priced>): T {
  const parts = compositeParts(product);
  if (product.type_id !== 'grouped' && product.type_id !== 'bundle') return product;
  const out: Priced = { ...product };
  const rate = Number(product.tax_percent ?? 0);
  const zero: UnitCents = { net: 0, incl: 0 };
  let original = zero;
  let final = zero;
  let found = false;
  for (const part of parts) {
    const price = partPrice(part, linked.get(part.sku), rate);
    if (!price) continue;
    found = true;
    original = plus(original, times(price.original, part.qty));
    final = plus(final, times(price.final, part.qty));
  }
  if (!found) {
    // A composite without (resolvable) links has no price: the client's price check refuses it.
    out.errors = { ...(product.errors ?? {}), product_links: PRODUCT_LINK_NOT_FOUND };
    if (product.type_id === 'grouped' || parts.length === 0) return zeroed(out) as T;
    return out as T;
  }
  write(out, 'original_price', original);
  write(out, 'price', final);
  write(out, 'final_price', final);
  const special = final.net < original.net;
  write(out, 'special_price', special ? final : zero);
  out.original_final_price = fromCents(final.net);
  return out as T;
}

function zeroed(out: Priced): Priced {
  for (const field of ['original_price', 'price', 'final_price', 'special_price']) write(out, field, { net: 0, incl: 0 });
  out.original_final_price = 0;
  return out;
}
