import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { tabStops, until } from '../../../test/support/cartTabs';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { setUpMswServer } from '../../../test/support/mswServer';
import { connectCartBroadcast } from './cartBroadcast';
import { initialCartState } from './cartSlice';
import { addToCart } from './cartThunks';
import { needsSync } from './syncCart';

const server = setUpMswServer();
const stops = tabStops();

/** Two tabs of one device on one server cart, each syncing its own changes and its merges. */
function twoTabsOnOneServerCart() {
  const api = fakeCartServer({ latencyMs: 5 });
  server.use(...api.handlers);
  api.carts.set('cart1', []);
  const channel = `test-${Math.random()}`;
  const tabs = [0, 1].map(() => makeStore({ cart: { ...initialCartState, cartServerToken: 'cart1' } }));
  for (const tab of tabs) stops.push(connectCartBroadcast(tab, { channel }));
  return { api, tabs };
}

describe('two tabs adding at the same moment, with the server', () => {
  it('the server cart ends with both lines, each once, and both tabs agree and are in sync', async () => {
    const { api, tabs } = twoTabsOnOneServerCart();
    const [tabA, tabB] = tabs as [ReturnType<typeof makeStore>, ReturnType<typeof makeStore>];
    // Both clicks before either tab can hear the other; each tab syncs its own change at once.
    await Promise.all([tabA.dispatch(addToCart(simpleProduct({ sku: 'X', id: 1 }))), tabB.dispatch(addToCart(simpleProduct({ sku: 'Y', id: 2 })))]);
    const serverLines = () => (api.carts.get('cart1') ?? []).map((l) => `${l.sku}×${l.qty}`).sort();
    const settled = () => serverLines().join() === 'X×1,Y×1' && tabs.every((t) => t.getState().cart.cartItems.length === 2 && !needsSync(t.getState().cart));
    await until(settled);
    expect(serverLines()).toEqual(['X×1', 'Y×1']);
    for (const tab of tabs) {
      expect(
        tab
          .getState()
          .cart.cartItems.map((i) => [i.sku, i.qty])
          .sort(),
      ).toEqual([
        ['X', 1],
        ['Y', 1],
      ]);
      expect(needsSync(tab.getState().cart)).toBe(false);
    }
  });
});
