import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { initialCartState, type CartState } from '../cart/cartSlice';
import { testStore } from '../../../test/support/testStore';
import { EMPTY_AUTH, readAuth, updateAuth } from '../../api/queue/authStore';
import { loginUser, logoutUser, restoreSession, sessionEnded } from './session';

const api = setupServer();
const PROFILE = { id: 7, email: 'ann@example.com', firstname: 'Ann', lastname: 'Smith', group_id: 1, addresses: [], groupToken: 'g1' };

/** The user and cart calls the session makes, with a customer cart that may already hold lines. */
function fakeAccounts(opts: { serverLines?: { item_id: number; sku: string; qty: number }[]; profile?: 'ok' | 'fail' } = {}) {
  const s = { updates: [] as { sku: string; qty: number; item_id?: number }[], lines: [...(opts.serverLines ?? [])], auth: [] as (string | null)[] };
  const ok = (result: unknown, meta?: unknown) => HttpResponse.json({ code: 200, result, ...(meta ? { meta } : {}) });
  api.use(
    http.post('*/api/user/login', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      return password === 'secret123'
        ? ok('tok', { refreshToken: 'ref' })
        : HttpResponse.json({ code: 401, result: 'You did not sign in correctly' }, { status: 401 });
    }),
    http.get('*/api/user/me', ({ request }) => {
      s.auth.push(request.headers.get('authorization'));
      return opts.profile === 'fail' ? HttpResponse.json({ code: 500, result: 'boom' }, { status: 500 }) : ok(PROFILE);
    }),
    http.get('*/api/user/order-history', () => ok({ items: [{ increment_id: '100001' }], total_count: 1 })),
    http.post('*/api/cart/create', ({ request }) => ok(request.headers.get('authorization') ? 42 : 'guest-cart')),
    http.get('*/api/cart/pull', () => ok(s.lines.map((l) => ({ ...l, name: l.sku, price: 10, product_type: 'simple', quote_id: '42' })))),
    http.post('*/api/cart/update', async ({ request }) => {
      const { cartItem } = (await request.json()) as { cartItem: { sku: string; qty: number; item_id?: number } };
      s.updates.push({ sku: cartItem.sku, qty: cartItem.qty, ...(cartItem.item_id ? { item_id: cartItem.item_id } : {}) });
      const line = s.lines.find((l) => l.item_id === cartItem.item_id) ?? { item_id: 900 + s.lines.length, sku: cartItem.sku, qty: 0 };
      line.qty = cartItem.qty;
      if (!s.lines.includes(line)) s.lines.push(line);
      return ok({ ...line, name: line.sku, price: 10, product_type: 'simple', quote_id: '42' });
    }),
    http.get('*/api/cart/totals', () => ok({ grand_total: 0, items: [], total_segments: [] })),
    // A server-only line the catalogue is asked about.
    http.get('*/api/catalog/*', () => HttpResponse.json({ hits: { hits: [], total: { value: 0 } } })),
  );
  return s;
}

const guestCart = (): CartState => ({ ...initialCartState, cartItems: [toCartItem(simpleProduct(), 2)] });

beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(async () => {
  // Let the post-login calls that run in the background (history, customer cart) finish first.
  await new Promise((r) => setTimeout(r, 60));
  api.resetHandlers();
  vi.restoreAllMocks();
  await updateAuth(() => EMPTY_AUTH);
});
afterAll(() => api.close());

describe('login (spec 001 §4)', () => {
  it('stores both tokens, resets the refresh lock, loads the profile with the token, prefills checkout and loads the history', async () => {
    fakeAccounts();
    await updateAuth(() => ({ lock: -1, attempts: 2 }));
    const { store } = testStore();
    await store.dispatch(loginUser('ann@example.com', 'secret123'));
    expect(await readAuth()).toMatchObject({ token: 'tok', refreshToken: 'ref', lock: 0, attempts: 0 });
    const { user, checkout } = store.getState();
    expect(user).toMatchObject({ token: 'tok', refreshToken: 'ref', groupToken: 'g1', groupId: 1, current: { email: 'ann@example.com' } });
    expect(checkout.personalDetails).toMatchObject({ firstName: 'Ann', lastName: 'Smith', emailAddress: 'ann@example.com' });
    await vi.waitFor(() => expect(store.getState().user.orders_history?.items).toHaveLength(1));
  });

  it('a code other than 200 stores nothing and rejects with the server message', async () => {
    fakeAccounts();
    const { store } = testStore();
    await expect(store.dispatch(loginUser('ann@example.com', 'wrong'))).rejects.toThrow('You did not sign in correctly');
    expect(store.getState().user.token).toBeNull();
    expect((await readAuth()).token).toBeNull();
  });

  it('a failing profile load clears the user and rethrows', async () => {
    fakeAccounts({ profile: 'fail' });
    const { store } = testStore();
    await expect(store.dispatch(loginUser('ann@example.com', 'secret123'))).rejects.toThrow('boom');
    expect(store.getState().user.token).toBeNull();
    expect((await readAuth()).token).toBeNull();
  });

  it('the guest cart becomes the customer cart: local lines pushed with the token, a line both have updated not doubled, server-only lines adopted', async () => {
    const sku = simpleProduct().sku;
    const server = fakeAccounts({
      serverLines: [
        { item_id: 5, sku, qty: 1 },
        { item_id: 6, sku: 'OTHER-1', qty: 3 },
      ],
    });
    const { store } = testStore({ cart: guestCart() });
    await store.dispatch(loginUser('ann@example.com', 'secret123'));
    await vi.waitFor(() => expect(store.getState().cart.cartServerToken).toBe('42'));
    await vi.waitFor(() => expect(server.updates).toEqual([{ sku, qty: 2, item_id: 5 }]));
    const lines = store.getState().cart.cartItems.map((i) => ({ sku: i.sku, qty: i.qty, server_item_id: i.server_item_id }));
    expect(lines).toEqual([
      { sku, qty: 2, server_item_id: 5 },
      { sku: 'OTHER-1', qty: 3, server_item_id: 6 },
    ]);
    expect(server.lines).toHaveLength(2);
  });
});

describe('logout (spec 001 §4)', () => {
  async function loggedIn() {
    fakeAccounts();
    const t = testStore({ cart: guestCart() });
    await t.store.dispatch(loginUser('ann@example.com', 'secret123'));
    t.store.dispatch({ type: 'wishlist/wishlistItemAdded', payload: { sku: 'a', name: 'A' } });
    t.store.dispatch({ type: 'compare/compareItemAdded', payload: { sku: 'a', name: 'A' } });
    t.store.dispatch({ type: 'checkout/shippingDetailsSaved', payload: { ...t.store.getState().checkout.shippingDetails, city: 'Durban' } });
    return t;
  }

  it('clears tokens, group, profile, cart (no sync), wishlist, compare and checkout details, and says "You\'re logged out"', async () => {
    const { store, actions } = await loggedIn();
    const before = actions.length;
    await store.dispatch(logoutUser());
    const s = store.getState();
    expect(s.user).toMatchObject({ token: null, refreshToken: null, groupToken: null, groupId: null, current: null });
    expect(s.cart.cartItems).toEqual([]);
    expect(s.cart.cartServerToken).toBe('');
    expect(s.wishlist.items).toEqual([]);
    expect(s.compare.items).toEqual([]);
    expect(s.checkout.personalDetails.emailAddress).toBe('');
    expect(s.checkout.shippingDetails.city).toBe('');
    expect(await readAuth()).toMatchObject({ token: null, refreshToken: null });
    expect(s.notifications.items.map((n) => n.message)).toContain('user.loggedOut');
    expect(actions.slice(before).map((a) => a.type)).not.toContain('cart/itemsSynced');
  });

  it('silent: no notice', async () => {
    const { store } = await loggedIn();
    const shown = store.getState().notifications.items.length;
    await store.dispatch(logoutUser({ silent: true }));
    expect(store.getState().notifications.items).toHaveLength(shown);
  });

  it('a session ended by a failed refresh: silent logout, the sign-up modal and the error message', async () => {
    const { store } = await loggedIn();
    await store.dispatch(sessionEnded('refresh-failed'));
    const s = store.getState();
    expect(s.user.token).toBeNull();
    expect(s.ui).toMatchObject({ signUpOpen: true, authElem: 'login' });
    expect(s.notifications.items.map((n) => n.message)).toContain('user.refreshFailed');
    expect(s.notifications.items.map((n) => n.message)).not.toContain('user.loggedOut');
  });
});

describe('start (spec 001 §4)', () => {
  it('without a saved token emits the non-authorized event', async () => {
    const { store, types } = testStore();
    await store.dispatch(restoreSession());
    expect(types()).toContain('user/notAuthorized');
  });

  it('the shared record wins: a token refreshed while the page was closed is used for the post-login flow', async () => {
    const server = fakeAccounts();
    await updateAuth(() => ({ token: 'newer', refreshToken: 'r2' }));
    const { store } = testStore({ user: { ...testStore().store.getState().user, token: 'old', refreshToken: 'r1' } });
    await store.dispatch(restoreSession());
    expect(store.getState().user).toMatchObject({ token: 'newer', refreshToken: 'r2', current: { email: 'ann@example.com' } });
    expect(server.auth).toEqual(['Bearer newer']);
  });

  it('a session that ended elsewhere (lock -1, no token) is cleared here too', async () => {
    await updateAuth(() => ({ lock: -1 }));
    const { store, types } = testStore({ user: { ...testStore().store.getState().user, token: 'old' } });
    await store.dispatch(restoreSession());
    expect(store.getState().user.token).toBeNull();
    expect(types()).toContain('user/notAuthorized');
  });
});
