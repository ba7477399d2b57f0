import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { startCartListeners } from '../cart/cartListeners';
import { initialCartState } from '../cart/cartSlice';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import CheckoutPage from './CheckoutPage';
import ThankYouPage from './ThankYouPage';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer();

const orders: unknown[] = [];
let storeListRequests = 0;
const durban = {
  code: 'durban',
  kind: 'pickup',
  name: 'Durban pick-up point',
  street: '275 Florida Road',
  suburb: 'Morningside',
  city: 'Durban',
  region: 'KwaZulu-Natal',
  postcode: '4001',
  country_id: 'ZA',
  phone: null,
  opening_hours: [{ days: 'Mon–Fri', hours: '09:00–17:30' }],
  latitude: null,
  longitude: null,
};

function serve() {
  storeListRequests = 0;
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
          {
            carrier_code: 'pickup',
            method_code: 'store',
            carrier_title: 'Collect in store',
            method_title: 'Cape Town store',
            amount: 0,
            price_incl_tax: 0,
            available: true,
          },
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
    http.get('*/api/ext/stores', () => (storeListRequests++, HttpResponse.json({ code: 200, result: [durban] }))),
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
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/thank-you', element: <ThankYouPage /> },
    ],
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
    // A courier delivery never needs the store list.
    expect(storeListRequests).toBe(0);
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
    // Issue 14: the thank-you page has its own address (it replaces the review step in the history).
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/thank-you'));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toHaveFocus();
    // The summary stays on the device: lines and totals of the placed order, though the cart is empty.
    expect(store.getState().checkout.placedSummary).toMatchObject({ lines: [{ name: 'Organic Almond Flour 1kg', qty: 2 }], email: 'thandi@example.co.za' });
    expect(screen.getByText('2 × Organic Almond Flour 1kg')).toBeInTheDocument();
  });

  it('collects in a chosen store and sends the PO number and comment with the order (spec 000 §3 customParameters)', async () => {
    const { store } = await open();
    await fill(/First name/, 'Thandi');
    await fill(/Last name/, 'Botha');
    await fill(/E-mail address/, 'thandi@example.co.za');
    await press('Continue to shipping');
    await fill(/Street address/, '12 Long Street');
    await fill(/City/, 'Cape Town');
    await userEvent.selectOptions(screen.getByLabelText(/Province/), 'Western Cape');
    await fill(/Postal code/, '8001');
    await fill(/Phone number/, '0821234567');
    await userEvent.click(await screen.findByRole('radio', { name: /Collect in store/ }));
    await fill(/Purchase order number/, 'PO 1<2>');
    await press('Continue to payment');
    expect(screen.getByText('Please choose a store')).toBeInTheDocument();
    expect(screen.getByText('Purchase order number may have up to 40 letters, digits, spaces and - / . _')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Durban pick-up point/ }));
    await fill(/Purchase order number/, 'PO-2026/7');
    await fill(/Comment to the shop/, 'Please call when ready');
    await press('Continue to payment');
    await press('Continue to review');
    expect(screen.getByText('Durban pick-up point, 275 Florida Road, Morningside, Durban 4001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await press('Place order');
    expect(await screen.findByText('Your order number is 000000007.')).toBeInTheDocument();
    expect(orders.at(-1)).toMatchObject({
      customParameters: { storeSelect: 'durban', PONumber: 'PO-2026/7', comment: 'Please call when ready' },
      addressInformation: { shipping_carrier_code: 'pickup', shipping_method_code: 'store' },
    });
    // Shown on the thank-you page, and not carried over to the next order.
    expect(screen.getByText('PO-2026/7')).toBeInTheDocument();
    expect(screen.getByText('Durban pick-up point, 275 Florida Road, Morningside, Durban 4001')).toBeInTheDocument();
    expect(store.getState().checkout.customParameters).toEqual({});
    expect(store.getState().checkout.collectStore).toBeNull();
  });
});
