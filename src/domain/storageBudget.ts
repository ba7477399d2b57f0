/**
 * When the device's storage for the shop counts as full (spec 001 §9 "storage quota check every
 * 30 s, purging entries when exceeded"; the spec does not give the quota, so this is ours): more
 * than 80 % of what the browser grants, or more than 100 MB, whichever comes first. A shop this size
 * needs a few MB; beyond that it is cached catalogue that the network gives again.
 */
export const STORAGE_SHARE = 0.8;
export const STORAGE_CAP_BYTES = 100 * 1024 * 1024;

export interface StorageEstimateLike {
  usage?: number;
  quota?: number;
}

export function storageBudget(quota: number | undefined): number {
  return quota && quota > 0 ? Math.min(quota * STORAGE_SHARE, STORAGE_CAP_BYTES) : STORAGE_CAP_BYTES;
}

/** True when the shop uses more than its budget; an estimate without usage is never over. */
export function isOverBudget(estimate: StorageEstimateLike): boolean {
  if (typeof estimate.usage !== 'number') return false;
  return estimate.usage > storageBudget(estimate.quota);
}
