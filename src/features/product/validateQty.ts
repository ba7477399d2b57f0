/**
 * Spec 001 §5 quantity messages (i18n keys): 'Quantity must be above 0',
 * 'Quantity must be positive integer'. Returns null when the quantity is fine.
 */
export function validateQty(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return 'catalog.qtyPositiveInteger';
  const n = Number(text);
  if (n <= 0) return 'catalog.qtyAboveZero';
  if (!Number.isInteger(n)) return 'catalog.qtyPositiveInteger';
  return null;
}
