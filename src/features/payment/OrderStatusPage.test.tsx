import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { initialCartState } from '../cart/cartSlice';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import { initialCheckoutState } from '../checkout/checkoutSlice';
import OrderStatusPage from './OrderStatusPage';
import { navigation } from './payOnline';
import { rememberPendingPayment } from './pendingPayment';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.dataLayer = [];
});

const answer = (status: string, next_step: string, extra: object = {}) => ({
  order_id: 'ord-1',
  orderNumber: '000000011',
  status,
  order_status: status,
  payment_state: status === 'processing' ? 'paid' : status,
  provider: 'paygate',
  method_code: 'paygate',
  amount: 295,
  currency: 'ZAR',
  next_step,
  redirect_url: null,
  ...extra,
});

function serve(result: object) {
  const asked: string[] = [];
  const created: unknown[] = [];
  server.use(
    http.get('*/api/payments/status', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ code: 200, result });
    }),
    http.get('*/api/cart/payment-methods', () =>
      HttpResponse.json({
        code: 200,
        result: [
          { code: 'zapper', title: 'Zapper Payment', cost_incl_tax: 0, default: true },
          { code: 'paygate', title: 'PayGate', cost_incl_tax: 0, default: true },
          { code: 'cashondelivery', title: 'Cash On Delivery', cost_incl_tax: 0, is_server_method: true },
        ],
      }),
    ),
    http.post('*/api/zapper/create-checkout', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ code: 200, result: { redirectUrl: 'http://shop.test/sandbox/zapper/Z2' } });
    }),
  );
  return { asked, created };
}

const withCart: Partial<RootState> = {
  cart: { ...initialCartState, cartServerToken: 'cart1', cartItems: [toCartItem(simpleProduct(), 2)] },
  checkout: { ...initialCheckoutState, personalDetails: { ...initialCheckoutState.personalDetails, password: 'secret123', createAccount: true } },
};
const open = (url: string) => renderPage([{ path: '/order/status', element: <OrderStatusPage /> }], url, withCart);

describe('OrderStatusPage', () => {
  it('asks the server with the query unchanged and, when paid, shows the thank-you, clears the cart and tracks the purchase once', async () => {
    const { asked } = serve(answer('processing', 'show-confirmation'));
    const order = {
      order_id: 'ord-1',
      created_at: '',
      updated_at: '',
      products: [{ sku: 'ALMOND-FLOUR-1KG', name: 'Almond flour', qty: 2, price_incl_tax: 115 }],
      addressInformation: {},
    };
    rememberPendingPayment({ order, method: 'paygate', grandTotal: 295 });
    const { store } = await open('/order/status?checkoutReference=ord-1&status=paid&id=PG1');
    expect(await screen.findByText('Your order number is 000000011.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(asked).toEqual(['?checkoutReference=ord-1&status=paid&id=PG1']);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().checkout.personalDetails.password).toBeUndefined();
    expect(store.getState().sync.lastOrder).toMatchObject({ order_id: 'ord-1', status: 'sent', orderNumber: '000000011' });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: 'ord-1', currency: 'ZAR', value: 295 }) }),
    ]);

    cleanup(); // the same return page again (a reload): no second purchase event
    await renderPage([{ path: '/order/status', element: <OrderStatusPage /> }], '/order/status?checkoutReference=ord-1', withCart);
    await screen.findByText('Your order number is 000000011.');
    expect(window.dataLayer).toHaveLength(1);
  });

  it('a canceled payment keeps the cart and retries the same order with the chosen provider', async () => {
    const { created } = serve(answer('canceled', 'retry-payment'));
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { store } = await open('/order/status?id=PG1');
    expect(await screen.findByText('Your payment was canceled.')).toBeInTheDocument();
    expect(screen.getByText('Your cart is kept. Choose a payment method and try again.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'PayGate' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Zapper Payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://shop.test/sandbox/zapper/Z2'));
    expect(created).toEqual([expect.objectContaining({ grandTotal: 295, checkoutReference: 'ord-1' })]);
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('a pending payment links back to the provider page', async () => {
    serve(answer('pending', 'complete-payment', { redirect_url: 'http://shop.test/sandbox/paygate/PG1' }));
    await open('/order/status?ref=PG1');
    expect(await screen.findByText('Your payment is pending.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete the payment' })).toHaveAttribute('href', 'http://shop.test/sandbox/paygate/PG1');
  });

  it('a failed payment says so', async () => {
    serve(answer('failed', 'retry-payment'));
    await open('/order/status?ref=PG1');
    expect(await screen.findByText('Your payment failed.')).toBeInTheDocument();
  });

  it('a payment the sweeper expired says the order was canceled and offers to pay again', async () => {
    serve(answer('expired', 'retry-payment'));
    await open('/order/status?ref=PG1');
    expect(await screen.findByText(/did not arrive in time, so the order was canceled/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Try the payment again' })).toBeInTheDocument();
  });

  it('a payment that came too late for an order paid meanwhile says it will be refunded', async () => {
    serve(answer('refund_due', 'show-confirmation', { order_status: 'processing', payment_state: 'paid' }));
    await open('/order/status?ref=PG1');
    expect(await screen.findByText('This payment reached us too late to be used for the order, so it will be refunded to you.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Try the payment again' })).not.toBeInTheDocument();
  });

  it('without provider values asks nothing', async () => {
    const { asked } = serve(answer('processing', 'show-confirmation'));
    await open('/order/status');
    expect(await screen.findByText(/There is no payment to look up here/)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
