/**
 * POST /api/order: validate, price every line from the catalogue (client prices are ignored),
 * and store the order and its items in one transaction. `order_id` is the idempotency key
 * (DESIGN decision 5): the unique constraint decides, so the same order sent again — also many
 * times in parallel, from several API processes — is stored once and answered the same.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/index.ts';
import type { CartTotals } from '../../../src/domain/totals.ts';
import { ApiError } from '../apiError.ts';
import { groupOfCustomer } from '../cart/cartRepo.ts';
import { setCartCoupon } from '../cart/cartCodes.ts';
import { BAD_COUPON } from '../cart/coupons.ts';
import { linkedProductsOf, totalsLine, unitPrice, type UnitPrice } from '../cart/linePricing.ts';
import { isVirtualType } from '../../../src/domain/shipping.ts';
import { DEFAULT_PICKUP_STORE, isCollectInStore, storeAddressLine } from '../../../src/domain/storeLocation.ts';
import { cleanCustomParameters, messageText, type CustomParameters } from '../../../src/domain/validation.ts';
import { activeStoreLocation } from '../stores/storeLocations.ts';
import { storeVatPercent } from '../../../src/domain/tax.ts';
import { isInStock, resolveProducts, type ResolvedProduct } from '../cart/resolveProduct.ts';
import { countryOf } from '../cart/shippingMethods.ts';
import { priceCart } from '../cart/totalsOf.ts';
import { loadTaxRules } from '../catalog/taxRules.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { paymentMethodRefusal } from '../payments/paymentMethods.ts';
import { isBlank, validateOrder, type OrderBody, type OrderProductInput } from './validateOrder.ts';
import { withBillingContact } from './billingContact.ts';
import { insertOrder, storedConfirmation, type OrderConfirmation, type PricedOrderLine } from './orderRepo.ts';
import { commitOrderExtras, orderCartCodes } from './orderExtras.ts';
import { looksAvailable, NOT_AVAILABLE, reservationsOf } from './reserveStock.ts';

export { NOT_AVAILABLE };

async function resolveLines(db: Queryable, storeCode: string, products: OrderProductInput[]): Promise<ResolvedProduct[]> {
  const reasons: string[] = [];
  const resolved: ResolvedProduct[] = [];
  for (const [i, p] of products.entries()) {
    try {
      [resolved[i]] = await resolveProducts(db, storeCode, [{ sku: String(p.sku), productOption: p.product_option }]);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      reasons.push(`products[${i}] (${String(p.sku)}): ${String(err.result)}`);
    }
  }
  if (reasons.length) throw new ApiError(400, reasons);
  return resolved;
}

/**
 * Spec 000 §3 customParameters as the order keeps them (trimmed, empty ones left out). A store is
 * kept only for an order collected in store, and must be one of the shop's open stores.
 */
async function checkedCustomParameters(
  db: Queryable,
  body: OrderBody,
  physical: boolean,
): Promise<CustomParameters & { store?: { name: string; address: string } }> {
  const collectInStore = physical && isCollectInStore(body.addressInformation?.shipping_carrier_code);
  const sent = (body.customParameters ?? {}) as CustomParameters;
  const params = cleanCustomParameters({ ...sent, storeSelect: sent.storeSelect ?? DEFAULT_PICKUP_STORE }, { collectInStore });
  if (!params.storeSelect) return params;
  const store = await activeStoreLocation(db, params.storeSelect);
  if (!store) throw new ApiError(400, [`customParameters.storeSelect: ${messageText('validation.storeRequired')}`]);
  return { ...params, store: { name: store.name, address: storeAddressLine(store) } };
}

/** The same pricing as the cart's totals (cart/totalsOf.ts); a method not offered here is a reason of the 400. */
function priceOrder(...args: Parameters<typeof priceCart>): ReturnType<typeof priceCart> {
  try {
    return priceCart(...args);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new ApiError(400, [String(err.result)]);
  }
}

/**
 * customerId: the verified token's customer (null for a guest order); orders with one show in that customer's history.
 * opts.pendingPayment (POST /api/order/save-pending-order): the order waits for an online payment, so the
 * server cart keeps its lines until the payment is paid (a canceled payment leaves the cart for a retry).
 */
export async function placeOrder(
  db: Db,
  view: ServerStoreView,
  raw: unknown,
  now = new Date(),
  customerId: number | null = null,
  opts: { pendingPayment?: boolean } = {},
): Promise<OrderConfirmation> {
  const reasons = validateOrder(raw);
  if (reasons.length) throw new ApiError(400, reasons);
  const refusal = paymentMethodRefusal(String((raw as OrderBody).addressInformation?.payment_method_code), view.currency);
  if (refusal) throw new ApiError(400, [refusal]);
  // Without the client's order_id (VSF 1.12 sends none) the server makes one, as vsf-api did: such an
  // order cannot be recognised when it is sent again.
  const clientOrderId = isBlank((raw as OrderBody).order_id) ? null : String((raw as OrderBody).order_id);
  const orderId = clientOrderId ?? `srv-${randomUUID()}`;
  if (clientOrderId) {
    const known = await storedConfirmation(db, orderId, customerId);
    if (known) return known;
  }
  const body = await withBillingContact(db, { ...(raw as OrderBody), order_id: orderId }, customerId);

  const inputs = body.products as OrderProductInput[];
  const resolved = await resolveLines(db, view.storeCode, inputs);
  const qtys = inputs.map((p) => Number(p.qty));
  const stockLines = resolved.map((r, i) => ({ resolved: r, qty: qtys[i] }));
  if (resolved.some((r) => !isInStock(r)) || !looksAvailable(stockLines)) throw new ApiError(400, NOT_AVAILABLE);
  // The catalogue, not the client's type_id, says whether something ships.
  const physical = resolved.some((r) => !isVirtualType(r.productType));
  if (physical) {
    const info = body.addressInformation!;
    const missing = [
      !info.shippingAddress && 'shippingAddress is required',
      !info.shipping_carrier_code && 'shipping_carrier_code is required',
      !info.shipping_method_code && 'shipping_method_code is required',
    ].filter((r): r is string => Boolean(r));
    if (missing.length) throw new ApiError(400, missing);
  }

  const customParameters = await checkedCustomParameters(db, body, physical);

  const rules = await loadTaxRules(db);
  const groupId = await groupOfCustomer(db, customerId);
  const linked = await linkedProductsOf(db, resolved, rules, view, now, groupId);
  const units: UnitPrice[] = resolved.map((r) => unitPrice(r, rules, view, now, linked, groupId));
  const info = body.addressInformation!;
  // The coupon and gift card the order's cart carries, priced exactly as that cart's totals.
  const codes = await orderCartCodes(db, body.cart_id, customerId, view, now);
  const shipping = physical
    ? { carrier: String(info.shipping_carrier_code), method: String(info.shipping_method_code), country: countryOf(info.shippingAddress) }
    : null;
  const priced = priceOrder(
    {
      lines: units.map((u, i) => totalsLine(i + 1, qtys[i], u)),
      physical,
      vatPercent: storeVatPercent(rules, view.taxCountry),
      coupon: codes.coupon,
      voucher: codes.voucher,
      shipping,
    },
    view,
    now,
  );
  const totals: CartTotals = priced.totals;
  const lines: PricedOrderLine[] = resolved.map((r, i) => ({
    sku: r.sku,
    name: units[i].name,
    qty: qtys[i],
    price: units[i].price,
    price_incl_tax: units[i].price_incl_tax,
    row_total_incl_tax: totals.items[i].row_total_incl_tax,
    product_type: r.productType,
    product_option: r.productOption ?? null,
    options: units[i].options,
  }));
  const extras = {
    reservations: reservationsOf(stockLines),
    coupon: priced.coupon,
    voucher: totals.voucher_code ? { code: totals.voucher_code, amount: totals.voucher_amount ?? 0 } : null,
    currency: view.currency,
    cartId: codes.cartId,
    clearCartCodes: opts.pendingPayment !== true,
  };
  let inserted: OrderConfirmation | null;
  try {
    inserted = await insertOrder(db, {
      orderId,
      body,
      view,
      totals,
      lines,
      customParameters,
      transferedAt: now.toISOString(),
      customerId,
      keepCart: opts.pendingPayment === true,
      inTransaction: (tx, ref) => commitOrderExtras(tx, ref, extras, customerId),
    });
  } catch (err) {
    // Another order took the coupon's last use: the cart drops it, so its totals (and a retry) show the price without it.
    if (err instanceof ApiError && err.result === BAD_COUPON && codes.cartId) await setCartCoupon(db, codes.cartId, null);
    throw err;
  }
  if (inserted) return inserted;
  // Another request with this order_id won the insert: answer what it stored.
  const stored = await storedConfirmation(db, orderId, customerId);
  if (!stored) throw new Error(`order ${orderId} conflicted but cannot be read`);
  return stored;
}
