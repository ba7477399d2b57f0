/**
 * The payment calls of spec 001 §7 as the server offers them (server/routes/payments): the cart's
 * methods, the pending order, each provider's create call and the status question of /order/status.
 */
import { apiUrl, callApi } from '../../api/http';
import { viewPath } from '../../lib/config';
import { callAuthed } from '../../api/queue/authedCall';
import type { PaymentMethod } from '../cart/cartSlice';
import type { OrderConfirmation } from '../order/placeOrder';

export const PROVIDERS = ['zapper', 'paygate', 'payjustnow', 'ikhokha', 'card'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const isProvider = (code: string): code is Provider => (PROVIDERS as readonly string[]).includes(code);

export async function fetchPaymentMethods(cartId: string): Promise<PaymentMethod[]> {
  return (await callAuthed<PaymentMethod[]>(`/api/cart/payment-methods?token={{token}}&cartId=${encodeURIComponent(cartId)}`)).result;
}

/** The pending order's confirmation carries the total the server priced (what the provider must ask for). */
export type PendingOrderConfirmation = OrderConfirmation & { grandTotal?: number };

/** POST /api/order/save-pending-order: the order waits for its payment (status pending). */
export async function savePendingOrder(order: object): Promise<PendingOrderConfirmation> {
  return (await callAuthed<PendingOrderConfirmation>('/api/order/save-pending-order?token={{token}}', { method: 'POST', body: order })).result;
}

/** The shop's own return page: every provider sends the shopper back to /order/status. */
const returnUrl = () => `${window.location.origin}${viewPath('/order/status')}`;

const CREATE_PATH: Record<Provider, () => string> = {
  zapper: () => '/api/zapper/create-checkout',
  paygate: () => '/api/paygate/create-checkout',
  payjustnow: () => '/api/payjustnow/create-checkout',
  ikhokha: () => `/api/ikhokha/create-paylink?returnurlbase=${encodeURIComponent(window.location.origin)}`,
  card: () => '/api/card/checkoutid',
};

interface CreateAnswer {
  redirectUrl?: string;
  paylinkUrl?: string;
}

/**
 * A provider's create call for an order waiting for payment (checkoutReference = its order_id,
 * grandTotal = the server's total); answers the provider page to send the shopper to.
 * Also the retry after a canceled or failed payment (same checkoutReference, a new attempt).
 */
export async function createProviderCheckout(provider: Provider, grandTotal: number, checkoutReference: string): Promise<string> {
  const body = { grandTotal, checkoutReference, paymentCode: provider, shopperResultUrl: returnUrl() };
  const answer = (await callApi<CreateAnswer>(CREATE_PATH[provider](), { method: 'POST', body: JSON.stringify(body) })).result;
  const url = provider === 'ikhokha' ? (answer.paylinkUrl ?? answer.redirectUrl) : answer.redirectUrl;
  if (!url) throw new Error('The payment provider gave no page to continue on');
  return url;
}

export type PaymentNextStep = 'show-confirmation' | 'complete-payment' | 'retry-payment';

export interface PaymentStatus {
  order_id: string;
  orderNumber: string;
  /** expired: the payment never came and the order was canceled; refund_due: it came too late and goes back. */
  status: 'pending' | 'processing' | 'canceled' | 'failed' | 'expired' | 'refund_due';
  payment_state: string;
  method_code: string;
  amount: number;
  currency: string;
  next_step: PaymentNextStep;
  redirect_url: string | null;
}

/** GET /api/payments/status with the provider's query exactly as received: the server decides. */
export async function fetchPaymentStatus(search: string): Promise<PaymentStatus> {
  return (await callApi<PaymentStatus>(`/api/payments/status${search}`)).result;
}

/** The provider page link of a pending payment (a path on the API server). */
export const providerPageUrl = (url: string) => (url.startsWith('/') ? apiUrl(url) : url);
