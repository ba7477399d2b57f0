// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartItem';
import { simpleProduct } from '../catalog/fixtures';
import { connectCartBroadcast } from './cartBroadcast';
import { itemAdded, serverTokenSet } from './cartSlice';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('two tabs share one cart', () => {
  it("a change in one tab shows in the other, and is not sent back", async () => {
    const channel = `test-${Math.random()}`;
    const tabA = makeStore();
    const tabB = makeStore();
    stops.push(connectCartBroadcast(tabA, channel), connectCartBroadcast(tabB, channel));
    tabA.dispatch(itemAdded(toCartItem(simpleProduct(), 2)));
    tabA.dispatch(serverTokenSet('cart7'));
    await until(() => tabB.getState().cart.cartServerToken === 'cart7');
    expect(tabB.getState().cart.cartItems).toEqual([expect.objectContaining({ sku: 'ALMOND-FLOUR-1KG', qty: 2 })]);
    // Tab B's copy is not echoed: a later change in A is not overwritten by B's older state.
    tabA.dispatch(itemAdded(toCartItem(simpleProduct(), 1)));
    await until(() => tabB.getState().cart.cartItems[0]?.qty === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(tabA.getState().cart.cartItems[0].qty).toBe(3);
    expect(tabB.getState().cart.cartItems[0].qty).toBe(3);
  });
});
