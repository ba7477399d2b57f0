/**
 * Spec 001 §2: the query values a payment provider may send the shopper back with. The status page
 * and the server's status lookup both read this one list, so a provider added here is known to both.
 */
export const PAYMENT_RETURN_KEYS = [
  'id',
  'resourcePath',
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'payment_await_type',
  'checkoutReference',
  'ref',
  'status',
] as const;

/** Whether a return query names a payment at all (only then is the server asked about it). */
export function namesPayment(query: { get(key: string): string | null }): boolean {
  return PAYMENT_RETURN_KEYS.some((key) => query.get(key));
}
