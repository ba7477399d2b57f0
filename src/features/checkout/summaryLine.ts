import type { CartItem } from '../../domain/cartItem';
import type { ChosenOption } from '../../domain/chosenOptions';
import { lineTotalInclTax } from '../../domain/totals';
import { lineOptions } from '../cart/lineOptions';

/** An ordered line, read only (review step, thank-you page, the placed order's kept copy). */
export interface SummaryLine {
  key: string;
  name: string;
  qty: number;
  options: ChosenOption[];
  rowTotalInclTax: number;
}

/** A cart line as the review step and the thank-you page list it. */
export const summaryLineOf = (i: CartItem): SummaryLine => ({
  key: i.checksum ?? i.sku,
  name: i.name,
  qty: i.qty,
  options: lineOptions(i),
  rowTotalInclTax: lineTotalInclTax(i),
});
