/**
 * Step 1 of every provider: a payment attempt for a stored order, for exactly its grand total.
 * checkoutReference is the order's `order_id` (the client's idempotency key, as sent to
 * POST /api/order/save-pending-order). Retry: after a canceled or failed attempt the same
 * checkoutReference may be sent again; the order is reopened (pending) and a NEW attempt with a
 * new provider reference is made. A paid order takes no further attempt (409).
 */
import type { Db } from '../../db/index.ts';
import { toCents } from '../../../src/domain/money.ts';
import { paymentMethodRefusal } from './paymentMethods.ts';
import { ApiError, badRequest } from '../apiError.ts';
import type { PaymentAdapter, PaymentRecord } from './adapter.ts';
import { insertPayment, lockOrder, reopenOrder, type PayableOrder } from './paymentRepo.ts';

export const AMOUNT_MISMATCH = 'grandTotal does not match the order total';
export const ORDER_NOT_FOUND = 'No order waiting for payment has this checkoutReference';
export const ALREADY_PAID = 'This order has already been paid';
export const DEFAULT_RETURN_PATH = '/order/status';

export interface CheckoutInput {
  grandTotal?: unknown;
  checkoutReference?: unknown;
  paymentCode?: unknown;
  /** shopperResultUrl / returnurlbase: where the provider sends the shopper back. */
  returnUrl?: unknown;
}

function amountOf(raw: unknown): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw badRequest('grandTotal must be a non-negative number');
  return n;
}

/**
 * Only this shop may be returned to (no open redirect through the sandbox): a path, or a URL on one
 * of the shop's origins (PUBLIC_URL's, and this server's own as the request reached it).
 * A bare origin or "/" (iKhokha's returnurlbase) means its /order/status.
 */
export function returnUrlOf(raw: unknown, shopOrigins: readonly string[]): string {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_RETURN_PATH;
  if (typeof raw !== 'string' || raw.length > 2000) throw badRequest('The return URL must be a string');
  let url: URL;
  try {
    url = new URL(raw, shopOrigins[0]);
  } catch {
    throw badRequest('The return URL is not a valid URL');
  }
  const relative = raw.startsWith('/') && !raw.startsWith('//');
  if (!relative && !shopOrigins.some((o) => new URL(o).origin === url.origin)) throw badRequest('The return URL must lead back to this shop');
  if (url.pathname === '/' || url.pathname === '') url.pathname = DEFAULT_RETURN_PATH;
  return relative ? `${url.pathname}${url.search}` : url.toString();
}

function assertPayable(order: PayableOrder | null, amount: number): PayableOrder {
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  if (order.paymentState === 'paid' || order.status === 'processing' || order.status === 'complete') throw new ApiError(409, ALREADY_PAID);
  // Never a payment for another amount than the stored order's (compared in cents).
  if (toCents(amount) !== toCents(order.grandTotal)) throw badRequest(AMOUNT_MISMATCH);
  return order;
}

export async function createCheckout(db: Db, adapter: PaymentAdapter, input: CheckoutInput, shopOrigins: readonly string[]): Promise<PaymentRecord> {
  const checkoutReference = input.checkoutReference;
  if (typeof checkoutReference !== 'string' || !checkoutReference.trim() || checkoutReference.length > 100) {
    throw badRequest('checkoutReference is required');
  }
  const amount = amountOf(input.grandTotal);
  const returnUrl = returnUrlOf(input.returnUrl, shopOrigins);
  const paymentCode = typeof input.paymentCode === 'string' && input.paymentCode ? input.paymentCode.slice(0, 64) : null;
  // Checked before the provider is called, and again under the order's lock below.
  const first = assertPayable(await lockOrder(db, checkoutReference), amount);
  // A rand-only provider never opens a payment for a EUR order (issue 13: methods by currency).
  const refusal = paymentMethodRefusal(adapter.methodCode, first.currency);
  if (refusal) throw badRequest(refusal);
  const opened = await adapter.open({ checkoutReference, amount, currency: first.currency, paymentCode });
  return db.transaction(async (tx) => {
    const order = assertPayable(await lockOrder(tx, checkoutReference), amount);
    await reopenOrder(tx, order.id, adapter.methodCode);
    return insertPayment(tx, {
      provider: adapter.provider,
      methodCode: adapter.methodCode,
      reference: opened.reference,
      checkoutReference,
      orderRef: order.id,
      amount: order.grandTotal,
      currency: order.currency,
      providerIds: opened.providerIds,
      returnUrl,
    });
  });
}
