import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { shippingDetailsSaved, initialCheckoutState } from '../checkout/checkoutSlice';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { wentOffline, wentOnline } from '../ui/uiSlice';
import { selectCartItems, selectCartTotals } from './cartSelectors';
import { startCartListeners } from './cartListeners';
import { shippingMethodChosen, type ShippingMethod } from './cartSlice';
import { addToCart, updateCartItemQty } from './cartThunks';
import { fakeCartServer, type FakeCartServer } from '../../../test/support/fakeCartServer';
import { syncCart } from './syncCart';

/**
 * Totals shown after a shipping method is chosen include the shipping, online (server totals from
 * shipping-information) and offline (local totals) — the review step once showed the total without
 * the courier while the order was charged with it.
 */
const server = setupServer();
let api: FakeCartServer;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const COURIER: ShippingMethod = { carrier_code: 'courier', method_code: 'standard', carrier_title: 'Courier', method_title: 'Standard', price_incl_tax: 65 };

function setup() {
  api = fakeCartServer();
  server.use(...api.handlers);
  startCartListeners();
  return makeStore();
}

/** The shipping step's submit: the address, then the method. */
function completeShippingStep(store: ReturnType<typeof makeStore>, method = COURIER) {
  store.dispatch(
    shippingDetailsSaved({
      ...initialCheckoutState.shippingDetails,
      firstName: 'Thandi',
      lastName: 'Nkosi',
      streetAddress: '12 Long Street',
      city: 'Cape Town',
      state: 'Western Cape',
      zipCode: '8001',
      phoneNumber: '0821234567',
      shippingCarrier: method.carrier_code,
      shippingMethod: method.method_code,
    }),
  );
  store.dispatch(shippingMethodChosen(method));
}

const segments = (store: ReturnType<typeof makeStore>) => selectCartTotals(store.getState()).segments.map((s) => [s.code, s.value]);

describe('cart totals with the chosen shipping method', () => {
  it('online: sends shipping-information with the address and codes, and shows the server totals with shipping', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct(), 2));
    await store.dispatch(syncCart());
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: true, grandTotal: 20 });

    completeShippingStep(store);
    await store.dispatch(syncCart());
    expect(api.calls.filter((c) => c.path === 'shipping-information').at(-1)?.body).toEqual({
      addressInformation: {
        shippingAddress: expect.objectContaining({
          country_id: 'ZA',
          city: 'Cape Town',
          postcode: '8001',
          street: ['12 Long Street', ''],
          region: 'Western Cape',
        }),
        shippingCarrierCode: 'courier',
        shippingMethodCode: 'standard',
      },
    });
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: true, grandTotal: 85 });
    expect(segments(store)).toEqual([
      ['subtotal', 20],
      ['shipping', 65],
      ['grand_total', 85],
    ]);

    // Changing the cart afterwards keeps the shipping in the totals.
    await store.dispatch(updateCartItemQty(selectCartItems(store.getState())[0], 3));
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: true, grandTotal: 95 });
  });

  it('never shows server totals pulled before the method was chosen', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct(), 2));
    await store.dispatch(syncCart());
    completeShippingStep(store);
    // The server has not answered yet: local totals, with the courier.
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: false, grandTotal: 2 * 115 + 65 });
    await store.dispatch(syncCart());
  });

  it('offline: the local totals include the chosen method once', async () => {
    const store = setup();
    store.dispatch(wentOffline());
    await store.dispatch(addToCart(simpleProduct(), 2));
    completeShippingStep(store);
    await store.dispatch(syncCart());
    expect(api.calls).toEqual([]);
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: false, grandTotal: 295 });
    expect(segments(store).map(([code]) => code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);

    // Back online, the method chosen offline reaches the server.
    store.dispatch(wentOnline());
    await store.dispatch(syncCart());
    expect(api.shipping.get('cart1')).toBe('courier_standard');
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: true, grandTotal: 85 });
  });

  it('a method the server refuses leaves the local totals, with the shipping, on show', async () => {
    const store = setup();
    await store.dispatch(addToCart(simpleProduct(), 1));
    await store.dispatch(syncCart());
    completeShippingStep(store, { ...COURIER, carrier_code: 'drone', method_code: 'fast', price_incl_tax: 30 });
    await store.dispatch(syncCart());
    expect(selectCartTotals(store.getState())).toMatchObject({ fromServer: false, grandTotal: 145 });
  });

  it('charges no shipping for a cart of virtual products only', async () => {
    const store = setup();
    store.dispatch(wentOffline());
    await store.dispatch(addToCart(simpleProduct({ type_id: 'virtual' }), 1));
    completeShippingStep(store);
    expect(selectCartTotals(store.getState())).toMatchObject({ grandTotal: 115 });
  });
});
