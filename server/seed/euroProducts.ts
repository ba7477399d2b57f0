/**
 * Puts the euro price list (euroPrices.ts) on a copy of the default view's product documents:
 * every field that carries money, for every product type. Works in place on documents the caller
 * already copied (viewCatalogue.ts never hands it the default view's own).
 */
import { fromCents, taxOnNet, toCents } from '../../src/domain/money.ts';
import type { Product } from '../../src/domain/types.ts';
import { specialCategories } from './catalogueTree.ts';
import { euroGiftCardValue, euroPrice, euroSpecial, euroTiers, type Rates } from './euroPrices.ts';
import { finalPrice } from './pricing.ts';
import { slugify } from './random.ts';

/** The VAT rates (percent) of a product tax class: rand = the default view's, euro = the euro view's. */
export type RatesOf = (taxClassId: unknown) => Rates;

type Priced = Record<string, unknown>;

/** price_incl_tax, final_price_tax, original_price_incl_tax …: amounts in the default view's currency and VAT. */
const TAXED_FIELD = /^(original_)?(price|final_price|special_price|regular_price)_(incl_)?tax$/;

const cents = (v: unknown): number => toCents(Number(v) || 0);
const money = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * price, special_price (dates unchanged), regular_price, final_price, tier prices and fixed custom
 * option prices of one document or configurable child, from its rand prices. `euroNet` is the net
 * price when it is not a price point of its own (a gift card's face value, a bundle's parts).
 */
function priceOne(doc: Priced, rates: Rates, euroNet?: number): void {
  const randPrice = cents(doc.price);
  const price = euroNet === undefined ? euroPrice(randPrice, rates) : { net: euroNet, shelf: euroNet + taxOnNet(euroNet, rates.euro) };
  doc.price = fromCents(price.net);
  if (doc.regular_price !== undefined) doc.regular_price = doc.price;
  const special = money(doc.special_price);
  if (special !== null) {
    const euro = euroSpecial(randPrice, toCents(special), price, rates.euro);
    doc.special_price = euro === null ? null : fromCents(euro);
  }
  if (doc.final_price !== undefined) {
    doc.final_price = finalPrice(doc.price as number, {
      special_price: money(doc.special_price),
      special_from_date: (doc.special_from_date as string | null) ?? null,
      special_to_date: (doc.special_to_date as string | null) ?? null,
    });
  }
  // An imported document may carry the fields the server's tax pass writes (src/domain/tax.ts): the
  // source values follow the euro prices, the amounts with tax are left for the server to work out.
  for (const field of ['price', 'final_price', 'special_price'] as const) if (`original_${field}` in doc) doc[`original_${field}`] = doc[field];
  for (const field of Object.keys(doc)) if (TAXED_FIELD.test(field)) delete doc[field];
  if (Array.isArray(doc.tier_prices)) doc.tier_prices = euroTiers(doc.tier_prices as { qty: number; value: number }[], randPrice, price.net);
  // A custom option carries a price itself (a text field) or per value; percent prices stay percent.
  for (const option of (doc.custom_options as (Priced & { values?: Priced[] })[] | undefined) ?? []) {
    for (const priced of [option, ...(option.values ?? [])]) {
      if (priced.price_type === 'fixed' && Number(priced.price) > 0) priced.price = fromCents(euroPrice(cents(priced.price), rates).net);
    }
  }
}

/** A gift card of the demo shop (a voucher in the gift card category). */
export const isGiftCard = (p: Product) => p.type_id === 'virtual' && (p.category ?? []).some((c) => c.slug === specialCategories.giftCards);

/**
 * "Health Dept Gift Card R250" → "Health Dept Gift Card €25" in the name and the descriptions. The
 * slug (a slug of the name, as every product's) follows, with the pictures named by it: the picture
 * of a card shows its name, and a euro card must not show a rand amount.
 */
function giftCardTexts(p: Product, randValue: number, euroValue: number): void {
  const amount = new RegExp(`\\bR ?${randValue}\\b`, 'g');
  for (const field of ['name', 'description', 'short_description'] as const) {
    if (typeof p[field] === 'string') (p as Priced)[field] = (p[field] as string).replace(amount, `€${euroValue}`);
  }
  const oldKey = p.url_key;
  const key = slugify(p.name);
  const picture = (path: string) => path.replace(`/product/${oldKey}`, `/product/${key}`);
  Object.assign(p, { url_key: key, slug: key, url_path: p.url_path?.replace(/[^/]+$/, key) });
  for (const field of ['image', 'small_image', 'thumbnail'] as const) if (typeof p[field] === 'string') (p as Priced)[field] = picture(p[field] as string);
  for (const item of p.media_gallery ?? []) item.image = picture(item.image);
}

/** Prices of a bundle's links (the linked product's price in this view) and the bundle's own price, as the seed makes them. */
function priceBundle(p: Product, bySku: Map<string, Product>, rates: Rates): void {
  let total = 0;
  for (const option of p.bundle_options ?? []) {
    for (const link of option.product_links) {
      const linked = bySku.get(link.sku);
      link.price = linked ? Number(linked.final_price ?? linked.price) : fromCents(euroPrice(cents(link.price), rates).net);
    }
    const chosen = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
    if (chosen) total += cents(chosen.price) * chosen.qty;
  }
  // Spec 000 §4: the sum of the default links' prices times their quantity.
  priceOne(p as Priced, rates, total);
}

/** Spec 000 §4: a grouped product costs the sum of its associated products at quantity 1. */
function priceGrouped(p: Product, bySku: Map<string, Product>, rates: Rates): void {
  const members = (p.product_links ?? []).filter((l) => l.link_type === 'associated').map((l) => bySku.get(l.linked_product_sku));
  const total = members.reduce((sum, m) => sum + (m ? cents(m.final_price ?? m.price) : 0), 0);
  priceOne(p as Priced, rates, total);
}

/** Puts the euro price list on the (copied) products, in place. */
export function priceProductsInEuro(products: Product[], ratesOf: RatesOf): void {
  const composite: Product[] = [];
  for (const p of products) {
    if (p.type_id === 'bundle' || p.type_id === 'grouped') {
      composite.push(p);
      continue;
    }
    const rates = ratesOf(p.tax_class_id);
    if (isGiftCard(p)) {
      const randValue = Number(p.price);
      const euroValue = euroGiftCardValue(randValue);
      priceOne(p as Priced, rates, toCents(euroValue));
      giftCardTexts(p, randValue, euroValue);
      continue;
    }
    priceOne(p as Priced, rates);
    for (const child of p.configurable_children ?? []) {
      priceOne(child as Priced, child.tax_class_id !== undefined ? ratesOf(child.tax_class_id) : rates);
    }
  }
  const bySku = new Map(products.map((p) => [p.sku, p]));
  for (const p of composite) {
    const rates = ratesOf(p.tax_class_id);
    if (p.type_id === 'bundle') priceBundle(p, bySku, rates);
    else priceGrouped(p, bySku, rates);
  }
}
