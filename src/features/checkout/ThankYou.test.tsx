import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/support/renderPage';
import syncReducer from '../sync/syncSlice';
import { initialCheckoutState } from './checkoutSlice';
import CheckoutPage from './CheckoutPage';

afterEach(cleanup);

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
