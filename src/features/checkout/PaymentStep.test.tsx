import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { initialCartState } from '../cart/cartSlice';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import { navigation } from '../payment/payOnline';
import uiReducer from '../ui/uiSlice';
import CheckoutPage from './CheckoutPage';
import { initialCheckoutState } from './checkoutSlice';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const method = (code: string, isDefault: boolean, server = false) => ({
  code,
  title: code,
  cost_incl_tax: 0,
  default: isDefault,
  offline: true,
  is_server_method: server,
});
const ALL = [
  method('zapper', true),
  method('paygate', true),
  method('payjustnow', true),
  method('ikhokha', true),
  method('card', false),
  method('cashondelivery', false, true),
];

function serve(methods = ALL) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    ...fakeCartServer().handlers,
    http.get('*/api/cart/payment-methods', () => HttpResponse.json({ code: 200, result: methods })),
    http.post('*/api/order/save-pending-order', async ({ request }) => {
      calls.push({ path: 'save-pending-order', body: await request.json() });
      return HttpResponse.json({ code: 200, result: { magentoOrderId: 9, backendOrderId: 9, orderNumber: '000000009', transferedAt: '2026-01-01T00:00:00Z' } });
    }),
    http.post('*/api/paygate/create-checkout', async ({ request }) => {
      calls.push({ path: 'paygate', body: await request.json() });
      return HttpResponse.json({ code: 200, result: { PAY_REQUEST_ID: 'PG1', typeId: 8, redirectUrl: 'http://shop.test/api/payments/sandbox/paygate/PG1' } });
    }),
  );
  return calls;
}

const filled = {
  ...initialCheckoutState,
  personalDetails: { firstName: 'Thandi', lastName: 'Botha', emailAddress: 'thandi@example.co.za', createAccount: false },
  shippingDetails: {
    ...initialCheckoutState.shippingDetails,
    firstName: 'Thandi',
    lastName: 'Botha',
    streetAddress: '12 Long Street',
    city: 'Cape Town',
    state: 'Western Cape',
    zipCode: '8001',
    phoneNumber: '0821234567',
    shippingMethod: 'standard',
    shippingCarrier: 'courier',
  },
};

async function open(opts: { paymentMethod?: string; type?: string; online?: boolean; step?: string } = {}) {
  const product = { ...simpleProduct(), type_id: (opts.type ?? 'simple') as 'simple' };
  const state: Partial<RootState> = {
    cart: {
      ...initialCartState,
      cartServerToken: 'cart1',
      cartItems: [toCartItem(product, 2)],
      shipping: { carrier_code: 'courier', method_code: 'standard', price_incl_tax: 65 },
    },
    checkout: { ...filled, paymentDetails: { paymentMethod: opts.paymentMethod ?? '', paymentMethodAdditional: {} } },
    ui: { ...uiReducer(undefined, { type: 'test/init' }), online: opts.online ?? true },
  };
  const page = await renderPage([{ path: '/checkout', element: <CheckoutPage /> }], `/checkout?step=${opts.step ?? 'payment'}`, state);
  await screen.findByRole('heading', { level: 2, name: opts.step === 'review' ? 'Order review' : 'Payment' });
  return page;
}

describe('PaymentStep', () => {
  it("offers the server's methods with the first default chosen", async () => {
    serve();
    await open();
    expect(await screen.findByRole('radio', { name: /Zapper Payment/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).not.toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });

  it('offers no cash on delivery for a cart of virtual items when the server leaves it out', async () => {
    serve(ALL.filter((m) => m.code !== 'cashondelivery'));
    await open({ type: 'virtual' });
    await screen.findByRole('radio', { name: /PayGate/ });
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
  });

  it("offline, without the server's list, offers cash on delivery only and says why", async () => {
    serve();
    server.use(http.get('*/api/cart/payment-methods', () => HttpResponse.error()));
    await open({ paymentMethod: 'zapper', online: false });
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText(/You are offline: card, QR, pay-later and payment-link payments need a connection/)).toBeInTheDocument();
  });

  it('validates an own billing address with the spec messages and autocomplete tokens', async () => {
    serve();
    const { store } = await open();
    await userEvent.click(screen.getByRole('checkbox', { name: 'My billing address is the shipping address' }));
    expect(screen.getByLabelText(/Company/)).toHaveAttribute('autocomplete', 'billing organization');
    expect(screen.getByLabelText(/Street address/)).toHaveAttribute('autocomplete', 'billing street-address');
    await userEvent.clear(screen.getByLabelText(/City/));
    await userEvent.type(screen.getByLabelText(/Tax ID/), 'AB');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to review' }));
    expect(screen.getByText('Tax ID must have at least 3 letters')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Tax ID/), 'C123');
    await userEvent.type(screen.getByLabelText(/City/), 'Durban');
    await userEvent.type(screen.getByLabelText(/Company/), 'Botha Foods');
    await userEvent.click(screen.getByRole('radio', { name: /PayGate/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { level: 2, name: 'Order review' });
    expect(store.getState().checkout.paymentDetails).toMatchObject({
      paymentMethod: 'paygate',
      sameAsShipping: false,
      billingAddress: { company: 'Botha Foods', taxId: 'ABC123', city: 'Durban' },
    });
  });
});

describe('placing an order paid through a provider', () => {
  it('saves the order as pending, opens the provider checkout for the order id and total, and goes there', async () => {
    const calls = serve();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { store } = await open({ paymentMethod: 'paygate', step: 'review' });
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://shop.test/api/payments/sandbox/paygate/PG1'));
    const saved = calls[0].body as { order_id: string; addressInformation: { payment_method_code: string } };
    expect(calls.map((c) => c.path)).toEqual(['save-pending-order', 'paygate']);
    expect(saved.addressInformation.payment_method_code).toBe('paygate');
    // 2 × 115 + courier 65, the cart's totals; the reference is the order's idempotency key.
    expect(calls[1].body).toMatchObject({ grandTotal: 295, checkoutReference: saved.order_id, paymentCode: 'paygate' });
    // The cart stays until the server confirms the payment on /order/status.
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('a refused pending order is reported and nothing is paid', async () => {
    const calls = serve();
    server.use(
      http.post('*/api/order/save-pending-order', () =>
        HttpResponse.json({ code: 400, result: 'Some of the ordered products are not available!' }, { status: 400 }),
      ),
    );
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    await open({ paymentMethod: 'paygate', step: 'review' });
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText(/The payment could not be started\. Some of the ordered products are not available!/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeEnabled();
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offline, says a provider payment is not possible and offers cash on delivery', async () => {
    serve();
    const { store } = await open({ paymentMethod: 'zapper', step: 'review', online: false });
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline, so paying with Zapper Payment is not possible now.');
    expect(screen.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    expect(store.getState().checkout.paymentDetails.paymentMethod).toBe('cashondelivery');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
