import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/support/renderPage';
import syncReducer from '../sync/syncSlice';
import { initialCheckoutState } from './checkoutSlice';
import CheckoutPage from './CheckoutPage';
import ThankYouPage from './ThankYouPage';

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/checkout/thank-you', element: <ThankYouPage /> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastOrder = (status: 'sent' | 'queued') => ({
  order_id: 'o1',
  status,
  orderNumber: status === 'sent' ? '000000042' : null,
  backendOrderId: null,
  transferedAt: null,
  placedAt: 1,
});

describe('thank-you state', () => {
  it.each([
    ['sent', 'Your order number is 000000042.'],
    ['queued', 'Your order is saved on this device and will be sent as soon as you are online again.'],
  ] as const)('when %s', async (status, text) => {
    await renderPage(routes, '/checkout', {
      checkout: { ...initialCheckoutState, isThankYouPage: true },
      sync: { ...syncReducer(undefined, { type: 'test/init' }), lastOrder: lastOrder(status) },
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('asking to notify about a queued order', () => {
  const open = (status: 'sent' | 'queued') =>
    renderPage(routes, '/checkout', {
      checkout: { ...initialCheckoutState, isThankYouPage: true },
      sync: { ...syncReducer(undefined, { type: 'test/init' }), lastOrder: lastOrder(status) },
    });

  it('is offered for a queued order and asks for the permission only when clicked', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    await open('queued');
    const ask = await screen.findByRole('button', { name: 'Notify me when I can send it' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(ask);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('We will let you know when your order can be sent.')).toBeInTheDocument();
  });

  it('is not offered for a sent order, nor when the shopper declined before', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    await open('sent');
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(screen.queryByRole('button', { name: 'Notify me when I can send it' })).toBeNull();
    cleanup();
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    await open('queued');
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(screen.queryByRole('button', { name: 'Notify me when I can send it' })).toBeNull();
  });
});

describe('the thank-you address (issue 14)', () => {
  const summary = {
    lines: [
      {
        key: 'k1',
        name: 'Whey Protein',
        qty: 1,
        options: [
          { label: 'Flavour', value: 'Vanilla' },
          { label: 'Size', value: '500g' },
        ],
        rowTotalInclTax: 405,
      },
    ],
    segments: [{ code: 'grand_total', title: 'Grand total', value: 405 }],
    email: 'thandi@example.com',
    customParameters: { PONumber: 'PO-7' },
    store: { name: 'Durban pick-up point', address: '275 Florida Road, Morningside, Durban 4001' },
  };

  it('shows the same thank-you after a reload: the order and its summary kept on the device', async () => {
    const { router } = await renderPage(routes, '/checkout/thank-you', {
      checkout: { ...initialCheckoutState, isThankYouPage: true, placedSummary: summary },
      sync: { ...syncReducer(undefined, { type: 'test/init' }), lastOrder: lastOrder('sent') },
    });
    const heading = await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(router.state.location.pathname).toBe('/checkout/thank-you');
    expect(screen.getByText('Your order number is 000000042.')).toBeInTheDocument();
    expect(screen.getByText('Flavour: Vanilla, Size: 500g')).toBeInTheDocument();
    expect(screen.getByText('Durban pick-up point, 275 Florida Road, Morningside, Durban 4001')).toBeInTheDocument();
    expect(screen.getByText('PO-7')).toBeInTheDocument();
    // Not placed in this page session: a reload starts at the top like any page, no focus jump.
    expect(heading).not.toHaveFocus();
  });

  it('sends the checkout to the thank-you address once an order is placed', async () => {
    const { router } = await renderPage(routes, '/checkout?step=review', {
      checkout: { ...initialCheckoutState, isThankYouPage: true, placedSummary: summary },
      sync: { ...syncReducer(undefined, { type: 'test/init' }), lastOrder: lastOrder('queued') },
    });
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(router.state.location.pathname).toBe('/checkout/thank-you');
  });

  it('says so when this device has no recent order', async () => {
    await renderPage(routes, '/checkout/thank-you', { checkout: initialCheckoutState });
    expect(await screen.findByText('There is no recent order on this device.')).toBeInTheDocument();
  });
});
