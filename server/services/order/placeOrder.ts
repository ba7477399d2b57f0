/**
 * POST /api/order: validate, price every line from the catalogue (client prices are ignored),
 * and store the order and its items in one transaction. `order_id` is the idempotency key
 * (DESIGN decision 5): the unique constraint decides, so the same order sent again — also many
 * times in parallel, from several API processes — is stored once and answered the same.
 */
import type { Db, Queryable } from '../../db/index.ts';
import { calculateTotals, type CartTotals, type TotalsShipping } from '../../../src/domain/totals.ts';
import { ApiError } from '../apiError.ts';
import { storeVatPercent } from '../cart/cartService.ts';
import { totalsLine, unitPrice, type UnitPrice } from '../cart/linePricing.ts';
import { isVirtualType, shippingFor } from '../cart/methods.ts';
import { isInStock, resolveProducts, type ResolvedProduct } from '../cart/resolveProduct.ts';
import { loadTaxRules } from '../catalog/taxRules.ts';
import type { ServerStoreView } from '../storeViews.ts';
import { validateOrder, type OrderBody, type OrderProductInput } from './validateOrder.ts';
import { insertOrder, storedConfirmation, type OrderConfirmation, type PricedOrderLine } from './orderRepo.ts';

export const NOT_AVAILABLE = 'Some of the ordered products are not available!';

async function resolveLines(db: Queryable, products: OrderProductInput[]): Promise<ResolvedProduct[]> {
  const reasons: string[] = [];
  const resolved: ResolvedProduct[] = [];
  for (const [i, p] of products.entries()) {
    try {
      [resolved[i]] = await resolveProducts(db, [{ sku: String(p.sku), productOption: p.product_option }]);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      reasons.push(`products[${i}] (${String(p.sku)}): ${String(err.result)}`);
    }
  }
  if (reasons.length) throw new ApiError(400, reasons);
  return resolved;
}

function shippingOf(body: OrderBody, physical: boolean, vat: number): TotalsShipping | null {
  if (!physical) return null;
  const info = body.addressInformation!;
  try {
    return shippingFor(String(info.shipping_carrier_code), String(info.shipping_method_code), vat);
  } catch (err) {
    throw new ApiError(400, [String((err as ApiError).result)]);
  }
}

/** customerId: the verified token's customer (null for a guest order); orders with one show in that customer's history. */
export async function placeOrder(db: Db, view: ServerStoreView, raw: unknown, now = new Date(), customerId: number | null = null): Promise<OrderConfirmation> {
  const reasons = validateOrder(raw);
  if (reasons.length) throw new ApiError(400, reasons);
  const body = raw as OrderBody;
  const orderId = String(body.order_id);
  const known = await storedConfirmation(db, orderId);
  if (known) return known;

  const inputs = body.products as OrderProductInput[];
  const resolved = await resolveLines(db, inputs);
  if (resolved.some((r) => !isInStock(r))) throw new ApiError(400, NOT_AVAILABLE);
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

  const rules = await loadTaxRules(db);
  const units: UnitPrice[] = resolved.map((r) => unitPrice(r, rules, view, now));
  const qtys = inputs.map((p) => Number(p.qty));
  const totals: CartTotals = calculateTotals(
    units.map((u, i) => totalsLine(i + 1, qtys[i], u)),
    { shipping: shippingOf(body, physical, storeVatPercent(rules, view)), currency: view.currency, taxTitle: 'VAT' },
  );
  const lines: PricedOrderLine[] = resolved.map((r, i) => ({
    sku: r.sku,
    name: units[i].name,
    qty: qtys[i],
    price: units[i].price,
    price_incl_tax: units[i].price_incl_tax,
    row_total_incl_tax: totals.items[i].row_total_incl_tax,
    product_type: r.productType,
    product_option: r.productOption ?? null,
  }));
  const inserted = await insertOrder(db, { orderId, body, view, totals, lines, transferedAt: now.toISOString(), customerId });
  if (inserted) return inserted;
  // Another request with this order_id won the insert: answer what it stored.
  const stored = await storedConfirmation(db, orderId);
  if (!stored) throw new Error(`order ${orderId} conflicted but cannot be read`);
  return stored;
}
