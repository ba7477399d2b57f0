/**
 * Guest cart operations behind /api/cart/* (contract §2), answering in Magento's shapes:
 * server items {item_id, sku, qty, name, price (net unit), product_type, quote_id, product_option?}
 * and the totals object of src/domain/totals.ts, every price taken from the catalogue now.
 */
import type { Queryable } from '../../db/index.ts';
import type { CartTotals } from '../../../src/domain/totals.ts';
import { isVirtualCart, shippingRatesFor, type ShippingRate } from '../../../src/domain/shipping.ts';
import { storeVatPercent } from '../../../src/domain/tax.ts';
import { QTY_LIMIT } from '../../../src/domain/cartQty.ts';
import { messageText } from '../../../src/domain/validation.ts';
import { ApiError, badRequest } from '../apiError.ts';
import { loadTaxRules } from '../catalog/taxRules.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { cartCodes } from './cartCodes.ts';
import * as repo from './cartRepo.ts';
import { linkedProductsOf, totalsLine, unitPrice } from './linePricing.ts';
import { isInStock, OUT_OF_STOCK, resolveProducts, type ResolvedProduct } from './resolveProduct.ts';
import { priceCart, pricingTermsOf, type PricingInput } from './totalsOf.ts';

export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  quote_id: string;
  product_option?: unknown;
}

export interface CartItemInput {
  sku?: string;
  qty?: number | string;
  item_id?: number | string;
  product_option?: unknown;
}

interface PricedRow {
  row: repo.CartItemRow;
  resolved: ResolvedProduct | null;
  unit: ReturnType<typeof unitPrice> | null;
}

async function priceRows(db: Queryable, view: ServerStoreView, cartId: string, rows: repo.CartItemRow[], now: Date): Promise<PricedRow[]> {
  const rules = await loadTaxRules(db);
  const groupId = await repo.cartCustomerGroup(db, cartId);
  const resolved = await Promise.all(
    // A product removed from the catalogue since keeps its line, at price 0, rather than failing the cart.
    rows.map(async (row) => (await resolveProducts(db, view.storeCode, [{ sku: row.sku, productOption: row.product_option }]).catch(() => [null]))[0] ?? null),
  );
  const linked = await linkedProductsOf(
    db,
    resolved.filter((r): r is ResolvedProduct => r !== null),
    rules,
    view,
    now,
    groupId,
  );
  return rows.map((row, i) => {
    const r = resolved[i] ?? null;
    return { row, resolved: r, unit: r ? unitPrice(r, rules, view, now, linked, groupId) : null };
  });
}

function toServerItem(cartId: string, p: PricedRow): ServerCartItem {
  const item: ServerCartItem = {
    item_id: p.row.item_id,
    sku: p.row.sku,
    qty: p.row.qty,
    name: p.unit?.name ?? p.row.sku,
    price: p.unit?.price ?? 0,
    product_type: p.row.product_type,
    quote_id: cartId,
  };
  if (p.row.product_option) item.product_option = p.row.product_option;
  return item;
}

export async function pullCart(db: Queryable, view: ServerStoreView, cartId: string, now = new Date()): Promise<ServerCartItem[]> {
  await repo.requireCart(db, cartId);
  const priced = await priceRows(db, view, cartId, await repo.listItems(db, cartId), now);
  return priced.map((p) => toServerItem(cartId, p));
}

/** The typo guard of the cart's quantity field (src/domain/cartQty.ts): no line holds QTY_LIMIT or more. */
const TOO_MANY = messageText('validation.qtyBelow', { quantity: QTY_LIMIT });

function parseQty(raw: unknown): number {
  const qty = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof qty !== 'number' || !Number.isFinite(qty) || qty <= 0) throw badRequest('qty must be a positive number');
  if (qty >= QTY_LIMIT) throw badRequest(TOO_MANY);
  return qty;
}

const sameOption = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function updateCartItem(db: Queryable, view: ServerStoreView, cartId: string, input: CartItemInput, now = new Date()): Promise<ServerCartItem> {
  await repo.requireCart(db, cartId);
  const qty = parseQty(input.qty);
  let saved: repo.CartItemRow;
  if (input.item_id !== undefined && input.item_id !== null && input.item_id !== '') {
    const itemId = Number(input.item_id);
    if (!Number.isInteger(itemId)) throw badRequest('item_id must be an integer');
    if (!(await repo.getItem(db, cartId, itemId))) throw repo.noSuchItem(cartId, input.item_id);
    saved = await repo.updateItemQty(db, cartId, itemId, qty);
  } else {
    if (typeof input.sku !== 'string' || !input.sku) throw badRequest('sku is required');
    const [resolved] = await resolveProducts(db, view.storeCode, [{ sku: input.sku, productOption: input.product_option }]);
    if (!isInStock(resolved)) throw badRequest(OUT_OF_STOCK);
    // Magento adds to the existing line of the same product and options instead of a second line.
    const existing = (await repo.listItems(db, cartId)).find((r) => r.sku === resolved.sku && sameOption(r.product_option, resolved.productOption));
    if (existing) {
      // Adding to the line must not take it past the guard either (nothing written then).
      const added = await repo.addToItemQty(db, cartId, existing.item_id, qty, QTY_LIMIT);
      if (!added) throw badRequest(TOO_MANY);
      saved = added;
    } else {
      saved = await repo.insertItem(db, cartId, { sku: resolved.sku, qty, product_type: resolved.productType, product_option: resolved.productOption });
    }
  }
  const [priced] = await priceRows(db, view, cartId, [saved], now);
  return toServerItem(cartId, priced);
}

export async function deleteCartItem(db: Queryable, cartId: string, itemId: unknown): Promise<true> {
  await repo.requireCart(db, cartId);
  const id = Number(itemId);
  if (itemId === undefined || itemId === null || itemId === '' || !Number.isInteger(id)) throw badRequest('item_id is required');
  await repo.deleteItem(db, cartId, id);
  return true;
}

export interface ShippingChoice {
  carrier: string;
  method: string;
  /** The delivery address's country, when the request gives one (the courier delivers in the store's country). */
  country?: string | null;
}

/** The cart as the pricing input of totalsOf.ts: catalogue-priced lines, usable coupon and gift card. */
export async function cartPricingInput(db: Queryable, view: ServerStoreView, cartId: string, now = new Date()): Promise<Omit<PricingInput, 'shipping'>> {
  await repo.requireCart(db, cartId);
  const priced = await priceRows(db, view, cartId, await repo.listItems(db, cartId), now);
  const rules = await loadTaxRules(db);
  const lines = priced.map((p) =>
    totalsLine(
      p.row.item_id,
      p.row.qty,
      p.unit ?? { name: p.row.sku, price: 0, price_incl_tax: 0, tax_percent: 0, options: [] },
      p.row.product_option ?? undefined,
    ),
  );
  const { coupon, voucher } = await cartCodes(db, cartId, view.currency, now);
  const physical = !isVirtualCart(priced.map((p) => p.row.product_type));
  return { lines, physical, vatPercent: storeVatPercent(rules, view.taxCountry), coupon, voucher };
}

export async function cartTotals(db: Queryable, view: ServerStoreView, cartId: string, shipping: ShippingChoice | null, now = new Date()): Promise<CartTotals> {
  const input = await cartPricingInput(db, view, cartId, now);
  const choice = shipping ? { carrier: shipping.carrier, method: shipping.method, country: shipping.country ?? null } : null;
  const { totals } = priceCart({ ...input, shipping: choice }, view, now);
  // The PWA keeps these terms to price the cart offline exactly like this (src/domain/cartPricing.ts).
  return { ...totals, extension_attributes: { pricing_terms: pricingTermsOf(input, view) } };
}

/** POST shipping-methods: what the shop offers this cart at this address (unavailable ones are left out). */
export async function cartShippingMethods(
  db: Queryable,
  view: ServerStoreView,
  cartId: string,
  country: string | null,
  now = new Date(),
): Promise<ShippingRate[]> {
  const input = await cartPricingInput(db, view, cartId, now);
  return shippingRatesFor({ ...priceCart({ ...input, shipping: null }, view, now).shippingContext, country }, view.currency);
}

/**
 * GET totals: with the shipping method the cart remembers (contract §2.3 shipping-information), as
 * Magento's quote does; a remembered method the shop no longer offers is dropped, not an error.
 */
export async function currentCartTotals(db: Queryable, view: ServerStoreView, cartId: string, now = new Date()): Promise<CartTotals> {
  await repo.requireCart(db, cartId);
  const stored = await repo.getShippingChoice(db, cartId);
  if (stored) {
    try {
      return await cartTotals(db, view, cartId, stored, now);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return cartTotals(db, view, cartId, null, now);
}

/** shipping-information: remembers a valid chosen method (an unknown one is refused, the old one kept). */
export async function chooseShipping(
  db: Queryable,
  view: ServerStoreView,
  cartId: string,
  choice: ShippingChoice | null,
  now = new Date(),
): Promise<CartTotals> {
  if (!choice) return currentCartTotals(db, view, cartId, now);
  const totals = await cartTotals(db, view, cartId, choice, now);
  await repo.setShippingChoice(db, cartId, choice);
  return totals;
}

export async function cartIsVirtual(db: Queryable, cartId: string): Promise<boolean> {
  const rows = await repo.listItems(db, cartId);
  return isVirtualCart(rows.map((r) => r.product_type));
}
