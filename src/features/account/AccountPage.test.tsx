import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageWithNotices, renderRoutes } from '../../../test/support/renderWithProviders';
import { clearSearchCache } from '../../api/catalog';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { storeLogin } from '../../api/queue/authStore';
import AccountPage from './AccountPage';
import { accountServer, customer, loggedInState, order, TOKEN } from '../../../test/support/accountServer';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(clearSearchCache);
// The authenticated client takes the token from the shared session record (api/queue/authStore).
beforeEach(() => storeLogin(TOKEN, null));

const routes = [{ path: '/', element: <h1>Home</h1> }, ...pageWithNotices('my-account/*', <AccountPage />)];

describe('account area', () => {
  it('asks a guest to log in, with a link to /login', async () => {
    await renderRoutes(routes, '/my-account/orders');
    expect(screen.getByText('You need to be logged in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fmy-account%2Forders');
  });

  it('changes only first and last name, and says so', async () => {
    const api = accountServer();
    server.use(...api.handlers);
    const { user } = await renderRoutes(routes, '/my-account', { preloadedState: loggedInState() });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'T');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Name must have at least 2 letters')).toBeInTheDocument();
    expect(api.sent.profileUpdates).toHaveLength(0);

    await user.type(first, 'emba');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Account data has successfully been updated.')).toBeInTheDocument();
    expect(api.sent.profileUpdates).toEqual([{ customer: { email: 'thandi@example.com', firstname: 'Temba', lastname: 'Nkosi', addresses: [] } }]);
  });

  it('shows the loyalty card number with a QR code', async () => {
    server.use(...accountServer().handlers);
    await renderRoutes(routes, '/my-account', { preloadedState: loggedInState() });
    expect(await screen.findByText('2000 0000 0042 8')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code of loyalty card number 2000000000428' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
  });

  it('lists orders newest first with totals and dates, 20 a page', async () => {
    const api = accountServer({ orders: [order(7, { grand_total: 1234.5, status: 'processing' }), order(3)] });
    server.use(...api.handlers);
    await renderRoutes(routes, '/my-account/orders', { preloadedState: loggedInState() });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('#100000007')).toBeInTheDocument();
    expect(within(rows[1]).getByText('R1,234.50')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Processing')).toBeInTheDocument();
    // Magento's UTC date, shown in local time as HH:mm D/M/YYYY.
    const local = new Date(Date.UTC(2024, 2, 5, 8, 7));
    const expected = `${String(local.getHours()).padStart(2, '0')}:07 ${local.getDate()}/3/2024`;
    expect(within(rows[2]).getByText(expected)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pending')).toBeInTheDocument();
    expect(api.sent.historyQueries[0].get('pageSize')).toBe('20');
    expect(api.sent.historyQueries[0].get('currentPage')).toBe('1');
  });

  it('shows an order with its lines, totals and addresses', async () => {
    server.use(...accountServer({ orders: [order(7)] }).handlers);
    const { user } = await renderRoutes(routes, '/my-account/orders', { preloadedState: loggedInState() });
    await user.click(await screen.findByRole('link', { name: 'View order 100000007' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #100000007' })).toBeInTheDocument();
    const line = screen.getByRole('row', { name: /Organic Almond Flour 1kg/ });
    expect(within(line).getByText('R115.00')).toBeInTheDocument();
    expect(within(line).getByText('R230.00')).toBeInTheDocument();
    expect(screen.getByText('Grand total').nextSibling).toHaveTextContent('R245.50');
    expect(screen.getByRole('heading', { name: 'Shipping address' }).nextSibling).toHaveTextContent('Flat 3');
  });

  it('shows no shipping address for an order collected in store, only the store', async () => {
    const collected = order(8, {
      extension_attributes: {
        shipping_assignments: [
          { shipping: { method: 'pickup_store', address: { firstname: 'Thandi', street: ['12 Long Street', 'Flat 3'], city: 'Cape Town' } } },
        ],
        custom_parameters: { storeSelect: 'cape-town', store: { name: 'Cape Town store', address: '1 Bree Street, Cape Town 8001' } },
      },
    });
    server.use(...accountServer({ orders: [collected] }).handlers);
    await renderRoutes(routes, '/my-account/orders/8', { preloadedState: loggedInState() });
    expect(await screen.findByText('Cape Town store, 1 Bree Street, Cape Town 8001')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping address' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
  });

  it("shows an error, not someone else's orders, when the server refuses the token", async () => {
    server.use(...accountServer({ orders: [order(7)] }).handlers);
    await storeLogin('someone-else', null);
    await renderRoutes(routes, '/my-account/orders', { preloadedState: loggedInState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded');
  });

  it("reorder puts the order's lines into the cart through addToCart and syncs them", async () => {
    const cart = fakeCartServer();
    server.use(...accountServer({ orders: [order(7)] }).handlers, ...catalogHandlers({ product: [simpleProduct()] }), ...cart.handlers);
    const { user, store } = await renderRoutes(routes, '/my-account/orders/7', { preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    await waitFor(() => expect(store.getState().cart.cartItems).toMatchObject([{ sku: 'ALMOND-FLOUR-1KG', qty: 2 }]));
    expect(await screen.findByText('Product has been added to the cart!')).toBeInTheDocument();
    await waitFor(() => expect([...cart.carts.values()].flat()).toMatchObject([{ sku: 'ALMOND-FLOUR-1KG', qty: 2 }]));
  });

  it('saves the default shipping address with POST /api/user/me, keeping the address id', async () => {
    const address = {
      id: 5,
      customer_id: 42,
      firstname: 'Thandi',
      lastname: 'Nkosi',
      street: ['1 Old Road', '-'],
      city: 'Durban',
      postcode: '4001',
      country_id: 'ZA',
      region: { region: 'KwaZulu-Natal' },
      telephone: '0821234567',
      default_shipping: true,
    };
    const api = accountServer({ profile: customer({ addresses: [address] }) });
    server.use(...api.handlers);
    const { user } = await renderRoutes(routes, '/my-account/shipping-details', { preloadedState: loggedInState() });
    // The saved profile shows first; the fresh one from GET /api/user/me replaces it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Durban'));
    const city = screen.getByRole('textbox', { name: 'City' });
    const zip = screen.getByRole('textbox', { name: 'Zip-code' });
    await user.clear(zip);
    await user.type(zip, '80');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Zip-code must have at least 3 letters')).toBeInTheDocument();
    await user.type(zip, '01');
    await user.clear(city);
    await user.type(city, 'Cape Town');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State/province' }), 'Western Cape');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Account data has successfully been updated.')).toBeInTheDocument();
    const sent = api.sent.profileUpdates[0] as { customer: { addresses: Record<string, unknown>[] } };
    expect(sent.customer.addresses).toEqual([
      expect.objectContaining({ id: 5, customer_id: 42, city: 'Cape Town', postcode: '8001', region: { region: 'Western Cape' }, default_shipping: true }),
    ]);
  });

  it('log out clears the session, the wishlist and compare, and goes to / (page security off)', async () => {
    server.use(...accountServer().handlers);
    const state = {
      ...loggedInState(),
      wishlist: { items: [{ ...simpleProduct(), qty: 1 }], forAccount: true, unsynced: [] },
      compare: { items: [simpleProduct()] },
    };
    const { user, store, router } = await renderRoutes(routes, '/my-account', { preloadedState: state });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().wishlist.items).toEqual([]);
    expect(store.getState().compare.items).toEqual([]);
  });
});
