import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageWithNotices, renderRoutes } from '../../../test/support/renderWithProviders';
import { accountServer, customer, loggedInState, TOKEN } from '../../../test/support/accountServer';
import { setUpMswServer } from '../../../test/support/mswServer';
import { storeLogin } from '../../api/queue/authStore';
import { subscribe } from '../newsletter/newsletterApi';
import AccountPage from './AccountPage';

const server = setUpMswServer();
beforeEach(() => storeLogin(TOKEN, null));

const PATH = '*/api/ext/mailchimp-subscribe/subscribe';
const routes = pageWithNotices('my-account/*', <AccountPage />);

/** The shop's newsletter list for the account: its status for the signed-in shopper, and what the client sent. */
function newsletterServer(subscribed: boolean) {
  const sent: { method: string; email?: string }[] = [];
  const state = { subscribed, reachable: true };
  server.use(
    ...accountServer().handlers,
    http.get(PATH, ({ request }) => {
      if (!state.reachable) return HttpResponse.error();
      if (request.headers.get('authorization') !== `Bearer ${TOKEN}`) return HttpResponse.json({ code: 401, result: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json({ code: 200, result: { email: customer().email, subscribed: state.subscribed } });
    }),
    http.post(PATH, async ({ request }) => {
      sent.push({ method: 'POST', ...((await request.json()) as { email: string }) });
      state.subscribed = true;
      return HttpResponse.json({ code: 200, result: true });
    }),
    http.delete(PATH, async ({ request }) => {
      if (request.headers.get('authorization') !== `Bearer ${TOKEN}`) return HttpResponse.json({ code: 401, result: 'Unauthorized' }, { status: 401 });
      sent.push({ method: 'DELETE', ...((await request.json()) as { email: string }) });
      state.subscribed = false;
      return HttpResponse.json({ code: 200, result: true });
    }),
  );
  return { sent, state };
}

const choice = () => screen.findByRole('checkbox', { name: `Send the newsletter to ${customer().email}` });

describe('the account newsletter page', () => {
  it('shows the subscription the shop has for the account, made at registration or on another device', async () => {
    newsletterServer(true);
    await renderRoutes(routes, '/my-account/newsletter', { preloadedState: loggedInState() });
    expect(await choice()).toBeChecked();
  });

  it('the shop has the last word over what this device remembers', async () => {
    const api = newsletterServer(true);
    await subscribe(customer().email);
    api.state.subscribed = false; // unsubscribed elsewhere since
    await renderRoutes(routes, '/my-account/newsletter', { preloadedState: loggedInState() });
    await waitFor(async () => expect(await choice()).not.toBeChecked());
  });

  it('unsubscribes the account address, and a later visit with the shop out of reach remembers it', async () => {
    const api = newsletterServer(true);
    const { user, unmount } = await renderRoutes(routes, '/my-account/newsletter', { preloadedState: loggedInState() });
    await user.click(await choice());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You have been unsubscribed from the newsletter.')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'DELETE', email: customer().email }]);
    unmount();

    api.state.reachable = false;
    api.state.subscribed = true; // what the shop would say, were it reachable: the page shows what it knew last
    await renderRoutes(routes, '/my-account/newsletter', { preloadedState: loggedInState() });
    expect(await choice()).not.toBeChecked();
  });

  it('with the shop out of reach, shows what this device last knew of the subscription', async () => {
    const api = newsletterServer(false);
    await subscribe(customer().email);
    api.state.reachable = false;
    await renderRoutes(routes, '/my-account/newsletter', { preloadedState: loggedInState() });
    expect(await choice()).toBeChecked();
  });
});
