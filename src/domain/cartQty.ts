/**
 * The quantity a shopper types, checked with the messages of spec 001 §5 (i18n keys of
 * locales/en/validation.json): 'Quantity must be positive integer', 'Quantity must be above 0',
 * 'Quantity must be below {quantity}', 'Only {maxQuantity} products of this type are available'.
 */
import type { StockInfo } from './types';

/** No line holds this many or more (a typo guard, not a stock rule). */
export const QTY_LIMIT = 10_000;

export interface QtyError {
  message: 'validation.qtyPositiveInteger' | 'validation.qtyAboveZero' | 'validation.qtyBelow' | 'validation.qtyOnlyAvailable';
  params?: { quantity?: number; maxQuantity?: number };
}

/** The most a line may hold by its stock, when the stock is managed and known. */
export function maxQtyOf(stock: StockInfo | undefined): number | undefined {
  if (!stock || stock.manage_stock === false || !stock.is_in_stock || !(stock.qty > 0)) return undefined;
  return Math.floor(stock.qty);
}

export function qtyError(raw: string | number, opts: { max?: number; limit?: number } = {}): QtyError | null {
  const text = String(raw).trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return { message: 'validation.qtyPositiveInteger' };
  const n = Number(text);
  if (n <= 0) return { message: 'validation.qtyAboveZero' };
  if (!Number.isInteger(n)) return { message: 'validation.qtyPositiveInteger' };
  const limit = opts.limit ?? QTY_LIMIT;
  if (n >= limit) return { message: 'validation.qtyBelow', params: { quantity: limit } };
  if (n > (opts.max ?? Number.POSITIVE_INFINITY)) return { message: 'validation.qtyOnlyAvailable', params: { maxQuantity: opts.max } };
  return null;
}

const LIMIT_REACHED: QtyError = { message: 'validation.qtyBelow', params: { quantity: QTY_LIMIT } };

/**
 * Adding to a line (the same product again, a reorder, a wishlist item) is refused when the line
 * would then hold QTY_LIMIT or more: the guard is on the line, not on the typed number alone.
 */
export function addedQtyError(current: number, added: number): QtyError | null {
  return current + added >= QTY_LIMIT ? LIMIT_REACHED : null;
}

/**
 * Where no one can be asked (two tabs' changes merged, a saved cart taken over), the quantities are
 * added up and the line is kept just below the guard instead.
 */
export const belowQtyLimit = (qty: number): number => Math.min(qty, QTY_LIMIT - 1);
