/**
 * What a stock check after adding does to a cart line (spec 000 §4 "Stock status", vsf1 §1.10
 * stockSync): ENOTFOUND (the check could not be made) changes nothing; in stock -> 'In stock!';
 * out of stock -> the stock error 'Out of stock!', or the line is removed when neither out-of-stock
 * lines nor cart sync are allowed.
 */
export type StockCheckResult = { code: 'ENOTFOUND' } | { code: 200; qty?: number; is_in_stock: boolean };

export type StockCheckOutcome = 'unchanged' | 'in_stock' | 'out_of_stock' | 'remove';

export function stockCheckOutcome(result: StockCheckResult, opts: { allowOutOfStockInCart: boolean; cartSync: boolean }): StockCheckOutcome {
  if (result.code === 'ENOTFOUND') return 'unchanged';
  if (result.is_in_stock) return 'in_stock';
  return !opts.allowOutOfStockInCart && !opts.cartSync ? 'remove' : 'out_of_stock';
}
