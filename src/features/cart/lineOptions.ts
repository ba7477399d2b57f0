import { parseChosenOptions, type ChosenOption } from '../../domain/chosenOptions';
import type { CartItem } from '../../domain/cartItem';

/**
 * A cart line's choices in words: as named when it was added, else as the server's totals name
 * them (a line that came from another device or from the server's cart has no labels of its own).
 */
export function lineOptions(item: Pick<CartItem, 'options' | 'totals'>): ChosenOption[] {
  return item.options?.length ? item.options : parseChosenOptions(item.totals?.options);
}
