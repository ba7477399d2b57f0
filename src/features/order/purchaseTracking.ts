import type { StampedOrder } from '../../api/queue/orderTask';

/**
 * The purchase event for analytics (spec 000 §9: tracking currency ZAR), pushed to
 * `window.dataLayer` once per order id: a replayed order, a second tab or a reload must not count a
 * sale twice. The ids already reported are kept in localStorage (bounded).
 */
const KEY = 'storefront:tracked-purchases';
const KEEP = 50;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function trackedIds(): string[] {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as string[]) : [];
  } catch {
    return [];
  }
}

interface TrackedProduct {
  sku?: unknown;
  name?: unknown;
  qty?: unknown;
  price_incl_tax?: unknown;
  priceInclTax?: unknown;
}

export function trackPurchase(order: StampedOrder, orderNumber: string | null): boolean {
  if (typeof window === 'undefined') return false;
  const ids = trackedIds();
  if (ids.includes(order.order_id)) return false;
  const items = (order.products as TrackedProduct[]).map((p) => ({
    item_id: p.sku,
    item_name: p.name,
    quantity: p.qty,
    price: p.price_incl_tax ?? p.priceInclTax,
  }));
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: order.order_id,
      order_number: orderNumber,
      value: order.grand_total ?? null,
      currency: 'ZAR',
      items,
    },
  });
  try {
    localStorage.setItem(KEY, JSON.stringify([...ids, order.order_id].slice(-KEEP)));
  } catch {
    // Storage full or blocked: the event went out; at worst a later replay counts it again.
  }
  return true;
}
