import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import type { CartItem } from '../../domain/cartItem';
import { initialCartState } from '../cart/cartSlice';
import { refreshCartPrices } from './refreshCartPrices';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const line = (sku: string, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  name: sku,
  qty: 1,
  type_id: 'simple',
  price: 10,
  price_incl_tax: 11.5,
  ...extra,
});

/** Magento products-render-info items, as vsf-api and our server answer. */
const renderItem = (sku: string, incl: number, excl: number, regularIncl = incl) => ({
  id: sku.length,
  sku,
  price_info: {
    final_price: incl,
    regular_price: regularIncl,
    special_price: incl < regularIncl ? incl : 0,
    extension_attributes: { tax_adjustments: { final_price: excl, regular_price: excl, special_price: incl < regularIncl ? excl : 0 } },
  },
});

function storeWith(items: CartItem[]) {
  return makeStore({ cart: { ...initialCartState, cartItems: items } });
}

describe('price refresh from render-list (spec 000 §4)', () => {
  it('sets the platform prices, price_is_current and price_refreshed_at; skips bundle and custom-option lines', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/product/render-list', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ code: 200, result: { items: [renderItem('A', 23, 20), renderItem('B', 92, 80, 115)] } });
      }),
    );
    const bundle = line('BOX', {
      type_id: 'bundle',
      product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2] }] } },
    });
    const store = storeWith([line('A'), line('B'), line('GONE'), bundle]);
    const now = Date.parse('2026-03-01T08:00:00Z');
    await expect(store.dispatch(refreshCartPrices({ force: true, now: () => now }))).resolves.toBe(2);
    expect(asked[0].searchParams.get('skus')).toBe('A,B,GONE');
    expect(asked[0].searchParams.get('currencyCode')).toBe('ZAR');
    expect(asked[0].searchParams.get('storeId')).toBe('1');
    const [a, b, gone, box] = store.getState().cart.cartItems;
    expect(a).toMatchObject({ price: 20, price_incl_tax: 23, special_price: 0, price_is_current: true, price_refreshed_at: '2026-03-01T08:00:00.000Z' });
    expect(b).toMatchObject({ price: 80, price_incl_tax: 92, original_price_incl_tax: 115, special_price: 80, price_is_current: true });
    expect(gone).toMatchObject({ price_incl_tax: 11.5, price_is_current: false });
    expect(gone.price_refreshed_at).toBeUndefined();
    expect(box).toEqual(bundle);
  });

  it('changes nothing when the platform answers with an error code', async () => {
    server.use(http.get('*/api/product/render-list', () => HttpResponse.json({ code: 500, result: 'down' }, { status: 500 })));
    const store = storeWith([line('A')]);
    await expect(store.dispatch(refreshCartPrices({ force: true }))).resolves.toBe(0);
    expect(store.getState().cart.cartItems[0]).toEqual(line('A'));
  });

  it('does not call the platform again within the interval', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/product/render-list', () => {
        calls++;
        return HttpResponse.json({ code: 200, result: { items: [renderItem('A', 23, 20)] } });
      }),
    );
    const store = storeWith([line('A')]);
    const t0 = Date.parse('2026-03-02T08:00:00Z');
    await store.dispatch(refreshCartPrices({ force: true, now: () => t0 }));
    await store.dispatch(refreshCartPrices({ now: () => t0 + 60_000 }));
    expect(calls).toBe(1);
    await store.dispatch(refreshCartPrices({ now: () => t0 + 6 * 60_000 }));
    expect(calls).toBe(2);
  });
});
