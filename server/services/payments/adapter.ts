/**
 * The one payment adapter interface (DESIGN decision 8). Every provider walks the same three steps:
 *   1. create checkout — the client's create call makes an attempt (a `payment` row) for a stored
 *      pending order, for exactly the order's grand total, and the adapter answers in the
 *      provider's own shape (checkout id, PAY_REQUEST_ID, checkout token, paylink…);
 *   2. provider page — the shopper pays, cancels or fails there (the built-in adapters are
 *      sandboxes served by this server under /sandbox/<provider>/<reference>);
 *   3. back to /order/status with the provider's query values — which only IDENTIFY the attempt:
 *      the outcome is read from the server's own records (GET /api/payments/status), never from
 *      a value such as redirect_status or status in the query.
 * A live adapter would implement the same interface against the provider's API.
 */
export type ProviderCode = 'zapper' | 'paygate' | 'payjustnow' | 'ikhokha' | 'card' | 'paypal';
/** What the provider can report for an attempt. */
export type ProviderState = 'pending' | 'paid' | 'canceled' | 'failed';
/**
 * An attempt's state. 'expired': the abandoned-payment sweeper canceled its order while it was
 * open; 'refund_due': its provider reported it paid after that and the order could not take it
 * (paid meanwhile, or its stock gone), so the money goes back to the shopper.
 */
export type PaymentState = ProviderState | 'expired' | 'refund_due';
/** What the shopper does on the provider page. */
export type PaymentOutcome = 'pay' | 'cancel' | 'fail';

export const OUTCOME_STATE: Record<PaymentOutcome, Exclude<ProviderState, 'pending'>> = { pay: 'paid', cancel: 'canceled', fail: 'failed' };

export interface PaymentRecord {
  id: number;
  provider: ProviderCode;
  methodCode: string;
  reference: string;
  checkoutReference: string;
  orderRef: number;
  amount: number;
  currency: string;
  state: PaymentState;
  providerIds: Record<string, string>;
  returnUrl: string;
}

export interface NewAttempt {
  /** Unique over all providers: the attempt's id at the provider. */
  reference: string;
  /** Further provider-side ids kept with the attempt (client secret, checksum, paymentCode…). */
  providerIds: Record<string, string>;
}

export interface PaymentAdapter {
  readonly provider: ProviderCode;
  /** payment_method_code of the order (letters only, contract §4.2). */
  readonly methodCode: string;
  readonly title: string;
  /** Spec 000 §9 payment type id, where the spec gives one. */
  readonly typeId: number | null;
  /** The query values this provider puts on the return URL (documentation and tests). */
  readonly queryKeys: readonly string[];
  /** Step 1: open an attempt at the provider. */
  open(input: { checkoutReference: string; amount: number; currency: string; paymentCode: string | null }): Promise<NewAttempt>;
  /** Step 1: the create call's answer, in the provider's shape; pageUrl is where the shopper goes. */
  checkoutAnswer(p: PaymentRecord, pageUrl: string): Record<string, unknown>;
  /** Step 2: the provider page of an attempt. */
  pagePath(p: PaymentRecord): string;
  /** Step 3: the query values appended to the return URL once the shopper is done. */
  returnQuery(p: PaymentRecord, state: PaymentState): Record<string, string>;
}
