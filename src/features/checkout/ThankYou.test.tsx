import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/support/renderPage';
import syncReducer from '../sync/syncSlice';
import { initialCheckoutState } from './checkoutSlice';
import CheckoutPage from './CheckoutPage';

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
    await renderPage([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout', {
      checkout: { ...initialCheckoutState, isThankYouPage: true },
      sync: { ...syncReducer(undefined, { type: 'test/init' }), lastOrder: lastOrder(status) },
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('asking to notify about a queued order', () => {
  const open = (status: 'sent' | 'queued') =>
    renderPage([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout', {
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
