// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../domain/cartItem';
import reducer, { initialCartState, itemPropsUpdated, itemStockChecked, unconfirmedItemDeleted, type CartState } from './cartSlice';

const item = (sku: string, extra: Partial<CartItem> = {}): CartItem => ({ sku, name: sku, qty: 10, type_id: 'simple', price: 1, price_incl_tax: 1, ...extra });
const state = (items: CartItem[]): CartState => ({ ...initialCartState, cartItems: items });

describe('cart slice actions of spec 000 §4 (vsf1 §1.10 vectors)', () => {
  it('delete unconfirmed keeps a line the server holds', () => {
    expect(reducer(state([item('foo', { server_item_id: 123 })]), unconfirmedItemDeleted({ sku: 'foo' })).cartItems).toHaveLength(1);
    expect(reducer(state([item('foo')]), unconfirmedItemDeleted({ sku: 'foo' })).cartItems).toEqual([]);
  });

  it('update props copies the fields onto the equal line, or the one with the same server id', () => {
    const next = reducer(state([item('foo')]), itemPropsUpdated({ sku: 'foo', qty: 20, name: 'baz' }));
    expect(next.cartItems[0]).toMatchObject({ sku: 'foo', qty: 20, name: 'baz' });
    const byId = reducer(state([item('foo', { server_item_id: 123 })]), itemPropsUpdated({ sku: 'bar', server_item_id: 123, qty: 20 }));
    expect(byId.cartItems[0]).toMatchObject({ sku: 'bar', qty: 20 });
  });

  it('a stock check marks the line and leaves its other errors alone', () => {
    const start = state([item('foo', { errors: { other: 'x' } })]);
    const out = reducer(start, itemStockChecked({ item: { sku: 'foo' }, inStock: false, qty: 0 }));
    expect(out.cartItems[0]).toMatchObject({
      errors: { other: 'x', stock: 'cart.outOfStockShort' },
      is_in_stock: false,
      stock: { qty: 0, is_in_stock: false },
    });
    const back = reducer(out, itemStockChecked({ item: { sku: 'foo' }, inStock: true }));
    expect(back.cartItems[0]).toMatchObject({ errors: { other: 'x' }, info: { stock: 'cart.inStock' }, is_in_stock: true });
  });
});
