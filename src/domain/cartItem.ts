/**
 * Cart item rules (spec 000 §4 "Adding to the cart", §5; vsf1-behaviour §1.4–§1.6, §1.10):
 * matching, checksum, the cart hash, quantity rules, the price rule and stock status.
 */
import type { ChosenOption } from './chosenOptions';
import { sha3_224 } from './sha3';
import type { Product, ProductType, StockInfo } from './types';

export interface ProductOption {
  extension_attributes?: {
    custom_options?: unknown;
    configurable_item_options?: unknown;
    bundle_options?: unknown;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** Cart item of spec 000 §3, kept lean: the heavy catalogue fields stay in the catalogue. */
export interface CartItem {
  sku: string;
  parentSku?: string;
  id?: number;
  name: string;
  qty: number;
  prev_qty?: number;
  type_id: ProductType;
  price: number;
  price_incl_tax: number;
  /** The VAT rate the server priced the product with; the totals take a discount's VAT at it. */
  tax_percent?: number;
  original_price_incl_tax?: number;
  special_price?: number | null;
  image?: string;
  url_path?: string;
  url_key?: string;
  checksum?: string;
  product_option?: ProductOption;
  /** The choices in words ("Flavour: Vanilla"), taken when added: the lean line keeps no option labels. */
  options?: ChosenOption[];
  server_item_id?: number;
  server_cart_id?: string;
  item_id?: number;
  stock?: StockInfo;
  is_in_stock?: boolean;
  is_configured?: boolean;
  errors?: Record<string, string>;
  info?: Record<string, string>;
  totals?: Record<string, unknown>;
  /** Spec 000 §4: set by the price refresh from the platform (render-list). */
  price_is_current?: boolean;
  /** ISO time of the last price refresh that found the line's product. */
  price_refreshed_at?: string;
}

type OptionKind = 'bundle_options' | 'custom_options' | 'configurable_item_options';

/** An option list as an array with every number turned into a string (VSF normalisation). */
function normalisedOptions(item: { product_option?: ProductOption }, kind: OptionKind): unknown[] {
  const raw = item.product_option?.extension_attributes?.[kind];
  if (!raw || typeof raw !== 'object') return [];
  const list = Array.isArray(raw) ? raw : Object.values(raw);
  const stringify = (v: unknown): unknown => {
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) return v.map(stringify);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stringify(x)]));
    return v;
  };
  return list.map(stringify);
}

const OPTION_KINDS = ['bundle_options', 'custom_options', 'configurable_item_options'] as const;

/**
 * SHA3-224 of the line's one non-empty option list, else of the whole product_option (vsf1 §1.5).
 * Unlike VSF1, which hashed only the first non-empty list, a line with several lists (a bundle or a
 * configured product with custom options) hashes all of them: otherwise a gift-wrapped bundle and
 * the same bundle unwrapped would count as one line.
 */
export function productChecksum(item: { product_option?: ProductOption }): string {
  if (!item.product_option) return sha3_224('null');
  const lists = OPTION_KINDS.map((kind) => [kind, normalisedOptions(item, kind)] as const).filter(([, list]) => list.length > 0);
  const [only, ...more] = lists;
  if (!only) return sha3_224(JSON.stringify(item.product_option));
  if (more.length === 0) return sha3_224(JSON.stringify(only[1]));
  return sha3_224(JSON.stringify(Object.fromEntries(lists)));
}

type Matchable = Pick<CartItem, 'sku'> & Partial<Pick<CartItem, 'server_item_id' | 'item_id' | 'checksum' | 'product_option'>>;

/**
 * Items are the same line when (vsf1 §1.4): bundle or custom options -> same id or checksum;
 * configurable options -> same sku only (ids are not trusted, editing keeps the id); else id or sku.
 */
export function itemsEqual(a: Matchable | null | undefined, b: Matchable | null | undefined): boolean {
  if (!a || !b) return false;
  const idA = a.server_item_id ?? a.item_id;
  const idB = b.server_item_id ?? b.item_id;
  const sameId = idA !== undefined && idA === idB;
  const sameChecksum = () => (a.checksum ?? productChecksum(a)) === (b.checksum ?? productChecksum(b));
  const sameSku = String(a.sku) === String(b.sku);
  const has = (kind: OptionKind) => normalisedOptions(a, kind).length > 0 || normalisedOptions(b, kind).length > 0;
  if (has('bundle_options') || has('custom_options')) return sameId || sameChecksum();
  if (has('configurable_item_options')) return sameSku;
  return sameId || sameSku;
}

/** SHA3-224 of {items without stock and totals, token}; decides whether a sync is needed (vsf1 §1.6). */
export function cartItemsHash(items: CartItem[], token: string | null): string {
  const stripped = items.map(({ stock: _s, totals: _t, ...rest }) => rest);
  return sha3_224(JSON.stringify({ items: stripped, token }));
}

/** The lines and quantities the shopper asked for, without the ids, stock and totals a sync adds. */
export function cartIntent(items: CartItem[]): string {
  return JSON.stringify(items.map((i) => [i.sku, i.checksum ?? '', i.qty]).sort());
}

/**
 * A quantity as the cart understands it: whole numbers only; 0 or less means "remove"
 * (spec 000 §4: a quantity of 0 removes the item). Returns null for input that is not a number.
 */
export function normaliseQty(qty: number | string): number | null {
  const n = typeof qty === 'string' ? Number.parseInt(qty, 10) : Math.trunc(qty);
  if (!Number.isFinite(n)) return null;
  return Math.max(0, n);
}

export type CartValidationError = { code: 'price_unknown' } | { code: 'product_error'; message: string };

/**
 * Spec 000 §5: price_incl_tax below 0 never, 0 only where zero prices are configured; every
 * other entry of product.errors is shown too. Adding proceeds only without errors.
 */
export function validateForCart(product: Pick<Product, 'price_incl_tax' | 'errors'>, opts: { useZeroPriceProduct: boolean }): CartValidationError[] {
  const errors: CartValidationError[] = [];
  const price = product.price_incl_tax;
  const priceUnknown = typeof price !== 'number' || Number.isNaN(price) || (opts.useZeroPriceProduct ? price < 0 : price <= 0);
  if (priceUnknown) errors.push({ code: 'price_unknown' });
  for (const message of Object.values(product.errors ?? {})) {
    if (message) errors.push({ code: 'product_error', message });
  }
  return errors;
}

export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

/** Spec 000 §4 Stock status: with stock data ok/out_of_stock; without it the quantity is unsure. */
export function stockStatus(product: Pick<Product, 'stock'>): StockStatus {
  if (!product.stock) return 'volatile';
  return product.stock.is_in_stock ? 'ok' : 'out_of_stock';
}

/** Adds a line or raises the quantity of the matching one (spec 000 §4). */
export function addItem(items: CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((i) => itemsEqual(i, item));
  if (index < 0) return [...items, item];
  return items.map((existing, i) => (i === index ? { ...existing, qty: existing.qty + item.qty } : existing));
}

export function removeItem(items: CartItem[], item: Matchable): CartItem[] {
  return items.filter((i) => !itemsEqual(i, item));
}

/** Sets a line's quantity; 0 removes it. */
export function setItemQty(items: CartItem[], item: Matchable, qty: number): CartItem[] {
  const n = normaliseQty(qty) ?? 0;
  if (n === 0) return removeItem(items, item);
  return items.map((i) => (itemsEqual(i, item) ? { ...i, qty: n } : i));
}
