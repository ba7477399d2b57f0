import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { needsSync, syncCart } from './syncCart';
import { addToCart } from './cartThunks';
import { checkCartItemStock } from './cartStock';
import { fakeCartServer, type FakeCartServer } from '../../../test/support/fakeCartServer';

const server = setupServer();
let api: FakeCartServer;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function cartWithLine() {
  api = fakeCartServer();
  server.use(...api.handlers);
  const store = makeStore();
  await store.dispatch(addToCart(simpleProduct()));
  await store.dispatch(syncCart());
  return store;
}
const line = (store: ReturnType<typeof makeStore>) => store.getState().cart.cartItems[0];
const ref = { sku: 'ALMOND-FLOUR-1KG' };

describe('stock check after adding (spec 000 §4)', () => {
  it('adding asks /api/stock/check for the sku', async () => {
    const store = await cartWithLine();
    await vi.waitFor(() => expect(line(store).info).toEqual({ stock: 'cart.inStock' }));
    expect(api.stockChecks).toContain('ALMOND-FLOUR-1KG');
  });

  it("in stock: 'In stock!' and a synced cart stays synced", async () => {
    const store = await cartWithLine();
    await store.dispatch(checkCartItemStock(ref));
    expect(line(store)).toMatchObject({ info: { stock: 'cart.inStock' }, is_in_stock: true });
    expect(needsSync(store.getState().cart)).toBe(false);
  });

  it("out of stock: the line keeps its place with the stock error 'Out of stock!'", async () => {
    const store = await cartWithLine();
    api.stock.set('ALMOND-FLOUR-1KG', { qty: 0, is_in_stock: false });
    await store.dispatch(checkCartItemStock(ref));
    expect(line(store)).toMatchObject({ errors: { stock: 'cart.outOfStockShort' }, is_in_stock: false, info: {} });
  });

  it('ENOTFOUND (no answer for the sku) changes nothing', async () => {
    const store = await cartWithLine();
    api.stock.set('ALMOND-FLOUR-1KG', { qty: 0, is_in_stock: false });
    await store.dispatch(checkCartItemStock(ref));
    const before = line(store);
    api.stock.set('ALMOND-FLOUR-1KG', 'unknown');
    await store.dispatch(checkCartItemStock(ref));
    expect(line(store)).toBe(before);
  });
});
