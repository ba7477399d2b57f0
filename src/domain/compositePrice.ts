/**
 * Listing prices of grouped and bundle products (spec 000 §4 "Derived prices"), computed by the
 * server from the already priced linked products so listings, the URL map and render-list show
 * them with tax:
 * - grouped: the sum of its associated simple products at quantity 1 (a grouped product without
 *   product_links is an error);
 * - bundle: the sum over options of the default (or first) link's price × its qty.
 * Amounts are summed in cents per tax rate and taxed per rate (a mixed-rate bundle stays right, and a
 * single-rate one is taxed on its total, as the cart taxes the line).
 */
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

/** Net cents per tax rate: tax is taken on each rate's total, as the cart taxes a line (no per-part rounding drift). */
interface Sum {
  original: Map<number, number>;
  final: Map<number, number>;
}

const add = (m: Map<number, number>, rate: number, cents: number) => m.set(rate, (m.get(rate) ?? 0) + cents);

function addPart(sum: Sum, part: CompositePart, linked: Priced | undefined, fallbackRate: number): boolean {
  if (linked) {
    const rate = Number(linked.tax_percent ?? fallbackRate) || 0;
    add(sum.original, rate, toCents(Number(linked.original_price ?? linked.price ?? 0)) * part.qty);
    add(sum.final, rate, toCents(Number(linked.final_price ?? linked.price ?? 0)) * part.qty);
    return true;
  }
  if (part.linkPrice === undefined) return false;
  add(sum.original, fallbackRate, toCents(part.linkPrice) * part.qty);
  add(sum.final, fallbackRate, toCents(part.linkPrice) * part.qty);
  return true;
}

function totals(byRate: Map<number, number>): { net: number; tax: number } {
  let net = 0;
  let tax = 0;
  for (const [rate, cents] of byRate) {
    net += cents;
    tax += taxOnNet(cents, rate);
  }
  return { net, tax };
}

function write(target: Priced, field: string, net: number, tax: number): void {
  target[field] = fromCents(net);
  target[`${field}_tax`] = fromCents(tax);
  target[`${field}_incl_tax`] = fromCents(net + tax);
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
  const sum: Sum = { original: new Map(), final: new Map() };
  const rate = Number(product.tax_percent ?? 0);
  const found = parts.filter((p) => addPart(sum, p, linked.get(p.sku), rate)).length;
  if (!found) {
    // A composite without (resolvable) links has no price: the client's price check refuses it.
    out.errors = { ...(product.errors ?? {}), product_links: PRODUCT_LINK_NOT_FOUND };
    if (product.type_id === 'grouped' || parts.length === 0) return zeroed(out) as T;
    return out as T;
  }
  const original = totals(sum.original);
  const final = totals(sum.final);
  write(out, 'original_price', original.net, original.tax);
  write(out, 'price', final.net, final.tax);
  write(out, 'final_price', final.net, final.tax);
  const special = final.net < original.net;
  write(out, 'special_price', special ? final.net : 0, special ? final.tax : 0);
  out.original_final_price = fromCents(final.net);
  return out as T;
}

function zeroed(out: Priced): Priced {
  for (const field of ['original_price', 'price', 'final_price', 'special_price']) write(out, field, 0, 0);
  out.original_final_price = 0;
  return out;
}
