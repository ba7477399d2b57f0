/**
 * Bundle prices and choices (spec 000 §4 "Derived prices": the sum, over options, of the default
 * (or first) link price times its qty; vsf1-behaviour §2.4). Amounts in integer cents.
 *
 * A link's price is its product's current price (as the server's listing price, compositePrice.ts)
 * and, when the product is not at hand, the link's stored net price plus tax. Tax is per link, so
 * the sum agrees to the cent with the listing price.
 */
import { payPriceInclTax, payPriceNet } from './grouped.ts';
import { taxOnNet, toCents, type Cents } from './money.ts';
import type { BundleOption, BundleOptionLink, Product } from './types.ts';

/** One option's choice: which link, how many. */
export interface BundleSelection {
  option_id: number;
  link_id: number;
  qty: number;
}

/** The cart / order shape (product_option.extension_attributes.bundle_options, vsf1 §1.5). */
export interface BundleOptionChoice {
  option_id: number | string;
  option_qty: number | string;
  option_selections: (number | string)[];
}

/** VSF: `parseInt(link.qty) || 1`. */
function linkQty(link: Pick<BundleOptionLink, 'qty'>): number {
  return Number.parseInt(String(link.qty), 10) || 1;
}

/** Per option, the default link, else the first one. */
export function defaultLink(option: BundleOption): BundleOptionLink | undefined {
  return option.product_links.find((l) => l.is_default) ?? option.product_links[0];
}

/** The default choice of every option (spec: "the default (or first) link"). */
export function defaultBundleSelections(product: Pick<Product, 'bundle_options'>): BundleSelection[] {
  return (product.bundle_options ?? []).flatMap((o) => {
    const link = defaultLink(o);
    return link ? [{ option_id: o.option_id, link_id: link.id, qty: linkQty(link) }] : [];
  });
}

/**
 * The selections a cart line stands for: its bundle_options when given (unknown options or links
 * are ignored, a missing option takes its default), else the defaults.
 */
export function bundleSelectionsOf(product: Pick<Product, 'bundle_options'>, chosen?: readonly BundleOptionChoice[] | null): BundleSelection[] {
  const byOption = new Map((chosen ?? []).map((c) => [String(c.option_id), c]));
  return (product.bundle_options ?? []).flatMap((o) => {
    const choice = byOption.get(String(o.option_id));
    const picked = choice ? o.product_links.find((l) => String(l.id) === String(choice.option_selections?.[0])) : undefined;
    const link = picked ?? defaultLink(o);
    if (!link) return [];
    const qty = picked ? Number.parseInt(String(choice!.option_qty), 10) || linkQty(link) : linkQty(link);
    return [{ option_id: o.option_id, link_id: link.id, qty: Math.max(1, qty) }];
  });
}

export function selectedLink(product: Pick<Product, 'bundle_options'>, selection: BundleSelection): BundleOptionLink | undefined {
  return product.bundle_options?.find((o) => o.option_id === selection.option_id)?.product_links.find((l) => l.id === selection.link_id);
}

/**
 * A link's unit price in cents: its product's current price when the product is known (fetched and
 * taxed by the server, as the listing price of compositePrice.ts), else the link's stored net price
 * with tax at the bundle's rate; null when neither is known.
 */
export function linkUnitPrice(link: BundleOptionLink, ratePercent: number): UnitCents | null {
  const net = link.product ? payPriceNet(link.product) : null;
  const incl = link.product ? payPriceInclTax(link.product) : null;
  if (net !== null && incl !== null) return { net, incl };
  if (!isAmount(link.price)) return null;
  const stored = toCents(link.price);
  return { net: stored, incl: stored + taxOnNet(stored, ratePercent) };
}

const isAmount = (v: unknown): v is number => Number.isFinite(v) && (v as number) >= 0;

export interface UnitCents {
  net: Cents;
  incl: Cents;
}

/** Σ over the selections of link price × qty, net and incl. tax (tax per link). */
export function bundleUnitPrice(product: Pick<Product, 'bundle_options'>, selections: readonly BundleSelection[], ratePercent: number): UnitCents {
  let net = 0;
  let incl = 0;
  for (const s of selections) {
    const link = selectedLink(product, s);
    const unit = link ? linkUnitPrice(link, ratePercent) : null;
    if (!unit) continue;
    net += unit.net * s.qty;
    incl += unit.incl * s.qty;
  }
  return { net, incl };
}

/**
 * The bundle with each link's product attached (fetched and taxed by the server), so a link costs
 * its product's current price on the product page, in the cart and in the order alike.
 */
export function withLinkedProducts<T extends Pick<Product, 'bundle_options'>>(product: T, linked: ReadonlyMap<string, Product>): T {
  if (!product.bundle_options) return product;
  return {
    ...product,
    bundle_options: product.bundle_options.map((o) => ({
      ...o,
      product_links: o.product_links.map((l) => {
        const found = linked.get(l.sku);
        return found ? { ...l, product: found } : l;
      }),
    })),
  };
}

/** The product_option a bundle line carries (VSF: option_selections holds the link id). */
export function bundleProductOption(selections: readonly BundleSelection[]): { extension_attributes: { bundle_options: BundleOptionChoice[] } } {
  return {
    extension_attributes: {
      bundle_options: selections.map((s) => ({ option_id: s.option_id, option_qty: s.qty, option_selections: [s.link_id] })),
    },
  };
}

/** The tax rate of a priced product document: the server's tax_percent, else price_incl_tax / price. */
export function taxRateOf(product: Pick<Product, 'price' | 'price_incl_tax'> & { tax_percent?: unknown }): number {
  if (Number.isFinite(product.tax_percent)) return product.tax_percent as number;
  const net = Number(product.price);
  const incl = Number(product.price_incl_tax);
  if (!(net > 0) || !(incl > 0)) return 0;
  return Math.round((incl / net - 1) * 10000) / 100;
}
