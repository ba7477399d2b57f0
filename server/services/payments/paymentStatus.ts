/**
 * What /order/status shows, decided from the server's records. The query values of spec 001 §2
 * only identify the attempt (payment_intent, id, ref, else the latest attempt of checkoutReference);
 * redirect_status / status in the query are ignored, so a URL that claims success changes nothing.
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError, badRequest } from '../apiError.ts';
import type { PaymentRecord, ProviderCode } from './adapter.ts';
import { latestPayment, orderById, paymentByReference } from './paymentRepo.ts';
import { ADAPTERS } from './sandboxAdapters.ts';

/** expired: the payment never came and the order was canceled; refund_due: it came too late (see adapter.ts). */
export type ShopperStatus = 'pending' | 'processing' | 'canceled' | 'failed' | 'expired' | 'refund_due';
/** show-confirmation: paid (clear the cart); complete-payment: go back to redirect_url; retry-payment: keep the cart, new checkout. */
export type NextStep = 'show-confirmation' | 'complete-payment' | 'retry-payment';

export interface PaymentStatusAnswer {
  order_id: string;
  orderNumber: string;
  status: ShopperStatus;
  order_status: string;
  payment_state: string;
  provider: ProviderCode;
  method_code: string;
  type_id: number | null;
  reference: string;
  checkoutReference: string;
  amount: number;
  currency: string;
  next_step: NextStep;
  /** The provider page to finish a pending payment. */
  redirect_url: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() && v.length <= 200 ? v.trim() : null);

async function findAttempt(db: Queryable, q: Record<string, unknown>): Promise<PaymentRecord | null> {
  const reference = text(q.payment_intent) ?? text(q.id) ?? text(q.ref);
  if (reference) return paymentByReference(db, reference);
  const checkoutReference = text(q.checkoutReference);
  if (checkoutReference) return latestPayment(db, checkoutReference);
  throw badRequest('No payment reference in the request (payment_intent, id, ref or checkoutReference)');
}

export async function paymentStatus(db: Queryable, query: Record<string, unknown>): Promise<PaymentStatusAnswer> {
  const p = await findAttempt(db, query);
  if (!p) throw new ApiError(404, 'Payment not found');
  // A Zapper return carries the client secret: when present it must be this attempt's.
  const secret = text(query.payment_intent_client_secret);
  if (secret && p.provider === 'zapper' && secret !== p.providerIds.client_secret) throw new ApiError(404, 'Payment not found');
  const order = await orderById(db, p.orderRef);
  // A late payment that was not used says so, also when another attempt paid the order.
  const status: ShopperStatus = p.state === 'refund_due' ? 'refund_due' : p.state === 'paid' || order.paymentState === 'paid' ? 'processing' : p.state;
  const paid = order.paymentState === 'paid';
  const adapter = ADAPTERS[p.provider];
  return {
    order_id: order.orderId,
    orderNumber: order.orderNumber,
    status,
    order_status: order.status,
    payment_state: order.paymentState,
    provider: p.provider,
    method_code: p.methodCode,
    type_id: adapter.typeId,
    reference: p.reference,
    checkoutReference: p.checkoutReference,
    amount: p.amount,
    currency: p.currency,
    next_step: paid ? 'show-confirmation' : status === 'pending' ? 'complete-payment' : 'retry-payment',
    redirect_url: status === 'pending' ? adapter.pagePath(p) : null,
  };
}
