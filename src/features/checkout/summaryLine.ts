import type { CartItem } from '../../domain/cartItem';
import { lineTotalInclTax } from '../../domain/totals';
import { lineOptions } from '../cart/lineOptions';
import type { SummaryLine } from './SummaryLines';

/** A cart line as the review step and the thank-you page list it. */
export const summaryLineOf = (i: CartItem): SummaryLine => ({
  key: i.checksum ?? i.sku,
  name: i.name,
  qty: i.qty,
  options: lineOptions(i),
  rowTotalInclTax: lineTotalInclTax(i),
});
