import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { clearTasks } from '../../api/queue/taskStore';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { withFakeOrderServer } from '../../../test/support/testOrderServer';
import { itemAdded, serverTokenSet } from '../cart/cartSlice';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { wentOffline } from '../ui/uiSlice';
import { initialCheckoutState, paymentDetailsSaved, personalDetailsSaved, shippingDetailsSaved } from './checkoutSlice';
import { submitCheckout } from './submitCheckout';

const fake = withFakeOrderServer(clearTasks);

function readyCheckout(paymentMethod: string) {
  const store = makeStore();
  store.dispatch(itemAdded(toCartItem(simpleProduct({ sku: 'S0' }), 1)));
  store.dispatch(serverTokenSet('cart-1'));
  store.dispatch(personalDetailsSaved({ firstName: 'Thandi', lastName: 'Botha', emailAddress: 't@example.co.za', createAccount: false }));
  store.dispatch(
    shippingDetailsSaved({
      ...initialCheckoutState.shippingDetails,
      firstName: 'Thandi',
      lastName: 'Botha',
      streetAddress: '12 Long St',
      city: 'Cape Town',
      zipCode: '8001',
      phoneNumber: '0821234567',
      shippingCarrier: 'courier',
      shippingMethod: 'standard',
    }),
  );
  store.dispatch(paymentDetailsSaved({ ...initialCheckoutState.paymentDetails, paymentMethod }));
  return store;
}

describe('submitCheckout', () => {
  it('cash on delivery: makes the account first, then places the order', async () => {
    const store = readyCheckout('cashondelivery');
    const steps: string[] = [];
    const createAccount = vi.fn(async () => {
      steps.push(`account (orders sent: ${fake().state.posts.length})`);
      return true;
    });
    expect(await store.dispatch(submitCheckout({ createAccount }))).toBe('placed');
    expect(steps).toEqual(['account (orders sent: 0)']);
    expect(fake().state.posts).toHaveLength(1);
    expect(store.getState().sync.lastOrder).toMatchObject({ status: 'sent', orderNumber: '100001' });
  });

  it('sends nothing when the wanted account could not be made', async () => {
    const store = readyCheckout('cashondelivery');
    expect(await store.dispatch(submitCheckout({ createAccount: async () => false }))).toBe('no-account');
    expect(fake().state.posts).toEqual([]);
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('offline, a provider payment neither makes the account nor leaves the shop (spec 000 §4)', async () => {
    const store = readyCheckout('paygate');
    store.dispatch(wentOffline());
    const createAccount = vi.fn(async () => true);
    const leaving = vi.fn();
    expect(await store.dispatch(submitCheckout({ createAccount, leaving }))).toBe('blocked-offline');
    expect(createAccount).not.toHaveBeenCalled();
    expect(leaving).not.toHaveBeenCalled();
    expect(fake().state.posts).toEqual([]);
  });
});
