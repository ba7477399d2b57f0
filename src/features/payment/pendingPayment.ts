/**
 * The order waiting for an online payment, remembered across the trip to the provider's page: the
 * /order/status page needs its lines for the purchase event and its total for a retry.
 */
import type { StampedOrder } from '../../api/queue/orderTask';

const KEY = 'storefront:pending-payment';

export interface PendingPayment {
  order: StampedOrder;
  method: string;
  grandTotal: number;
}

export function rememberPendingPayment(p: PendingPayment): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // Storage blocked: /order/status still works from the server's answer, without the lines.
  }
}

export function pendingPayment(orderId: string): PendingPayment | null {
  try {
    const raw = localStorage.getItem(KEY);
    const p = raw ? (JSON.parse(raw) as PendingPayment) : null;
    return p && p.order?.order_id === orderId ? p : null;
  } catch {
    return null;
  }
}

export function forgetPendingPayment(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
