import type { TFunction } from 'i18next';

/** Spec 001 §4: order states shown as labels (pending, processing); others are shown capitalised. */
export function statusLabel(t: TFunction, status: string): string {
  if (status === 'pending' || status === 'processing' || status === 'complete' || status === 'canceled') return t(`account.orders.status.${status}`);
  return status ? status[0].toUpperCase() + status.slice(1) : '';
}
