import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { Notifications } from '../notifications/Notifications';
import { NewsletterSignup } from './NewsletterSignup';

const subscribed: string[] = [];
const server = setupServer(
  http.post('*/api/ext/mailchimp-subscribe/subscribe', async ({ request }) => {
    subscribed.push(((await request.json()) as { email: string }).email);
    return HttpResponse.json({ code: 200, result: 'OK' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  subscribed.length = 0;
});
afterAll(() => server.close());

describe('newsletter sign-up', () => {
  it('promises 10% off, opens the popup (ui.newsletterPopup) and subscribes a valid e-mail', async () => {
    const { user, store } = await renderWithProviders(
      <>
        <NewsletterSignup />
        <Notifications />
      </>,
    );
    expect(screen.getAllByText(/10% off/)[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(store.getState().ui.newsletterPopup).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Get 10% off' });
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'lindiwe@example');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByText('Please provide valid e-mail address')).toBeInTheDocument();
    expect(subscribed).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), '.co.za');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed. Your 10% off coupon is on its way to your inbox.')).toBeInTheDocument();
    expect(subscribed).toEqual(['lindiwe@example.co.za']);
    expect(store.getState().ui.newsletterPopup).toBe(false);
  });
});
