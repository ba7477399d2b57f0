import type { CartItem } from '../../src/domain/cartItem';

/** A simple product's cart line at R10.00 (R11.50 with tax), with any field changed by `extra`. */
export const cartLine = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  name: sku,
  qty,
  type_id: 'simple',
  price: 10,
  price_incl_tax: 11.5,
  ...extra,
});
