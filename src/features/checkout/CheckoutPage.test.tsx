import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartItem';
import { startCartListeners } from '../cart/cartListeners';
import { initialCartState } from '../cart/cartSlice';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import CheckoutPage from './CheckoutPage';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer();

const orders: unknown[] = [];

function serve() {
  const cart = fakeCartServer();
  server.use(
    ...cart.handlers,
    http.post('*/api/cart/shipping-methods', () =>
      HttpResponse.json({
        code: 200,
        result: [
          {
            carrier_code: 'courier',
            method_code: 'standard',
            carrier_title: 'Courier',
            method_title: 'Standard',
            amount: 65,
            price_incl_tax: 65,
            available: true,
          },
          { carrier_code: 'courier', method_code: 'gone', carrier_title: 'Courier', method_title: 'Gone', amount: 1, price_incl_tax: 1, available: false },
        ],
      }),
    ),
    http.get('*/api/cart/payment-methods', () =>
      HttpResponse.json({
        code: 200,
        result: [
          { code: 'zapper', title: 'Zapper Payment', cost_incl_tax: 0, default: true, offline: true, is_server_method: false },
          { code: 'cashondelivery', title: 'Cash On Delivery', cost_incl_tax: 0, default: false, offline: true, is_server_method: true },
        ],
      }),
    ),
    http.post('*/api/order', async ({ request }) => {
      orders.push(await request.json());
      return HttpResponse.json({
        code: 200,
        result: { backendOrderId: 7, orderNumber: '000000007', magentoOrderId: 7, transferedAt: new Date().toISOString() },
      });
    }),
  );
  return cart;
}

async function open() {
  serve();
  startCartListeners(); // as main.tsx does: a chosen shipping method reaches the server

  const preloaded = { cart: { ...initialCartState, cartItems: [toCartItem(simpleProduct(), 2)] } };
  const page = await renderPage(
    [{ path: '/checkout', element: <CheckoutPage /> }],
    '/checkout',
    preloaded as Partial<ReturnType<ReturnType<typeof makeStore>['getState']>>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return page;
}

const fill = async (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('CheckoutPage', () => {
  it('shows the validation messages of spec 001 §5 word for word', async () => {
    await open();
    await press('Continue to shipping');
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    await fill(/First name/, 'A');
    await fill(/Last name/, 'Botha');
    await fill(/E-mail address/, 'thandi@');
    expect(screen.getByText('Name must have at least 2 letters')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('autocomplete', 'email');
  });

  it('walks the steps, places a cash-on-delivery order and shows the order number', async () => {
    const { store, router } = await open();
    await fill(/First name/, 'Thandi');
    await fill(/Last name/, 'Botha');
    await fill(/E-mail address/, 'thandi@example.co.za');
    await press('Continue to shipping');
    expect(router.state.location.search).toBe('?step=shipping');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Thandi');
    expect(screen.getByLabelText(/Country/)).toHaveValue('ZA');
    await fill(/Street address/, '12 Long Street');
    await fill(/City/, 'Cape Town');
    await userEvent.selectOptions(screen.getByLabelText(/Province/), 'Western Cape');
    await fill(/Postal code/, '80');
    await fill(/Phone number/, '0821234567');
    await press('Continue to payment');
    expect(screen.getByText('Zip-code must have at least 3 letters')).toBeInTheDocument();
    await fill(/Postal code/, '8001');
    expect(await screen.findByRole('radio', { name: /Courier – Standard/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Gone/ })).toBeNull();
    await press('Continue to payment');
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await press('Continue to review');
    // The review's grand total is the server's, with the chosen courier (fake prices: 2 × 10 + 65).
    const grandTotal = () => screen.getByText('Grand total').nextElementSibling?.textContent?.replace(/\s/g, '');
    await waitFor(() => expect(grandTotal()).toBe('R85.00'));
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/65\.00/);
    await press('Place order');
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await press('Place order');
    expect(await screen.findByText('Your order number is 000000007.')).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(orders.at(-1)).toMatchObject({
      user_id: '',
      cart_id: 'cart1',
      products: [{ sku: 'ALMOND-FLOUR-1KG', qty: 2, price_incl_tax: 115, product_type: 'simple' }],
      addressInformation: {
        shippingAddress: {
          street: ['12 Long Street', ''],
          postcode: '8001',
          city: 'Cape Town',
          region: 'Western Cape',
          country_id: 'ZA',
          email: 'thandi@example.co.za',
        },
        shipping_carrier_code: 'courier',
        shipping_method_code: 'standard',
        payment_method_code: 'cashondelivery',
      },
    });
    // Back to the previous step works through the URL.
    await waitFor(() => expect(router.state.location.search).toBe('?step=review'));
  });
});
