import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { initialCartState, type CartState } from '../cart/cartSlice';
import { testStore } from '../../../test/support/testStore';
import { fakeAccounts as fakeAccountsOn } from '../../../test/support/fakeAccounts';
import { EMPTY_AUTH, readAuth, updateAuth } from '../../api/queue/authStore';
import { loginUser, logoutUser, restoreSession, sessionEnded } from './session';

const api = setupServer();
const fakeAccounts = (opts?: Parameters<typeof fakeAccountsOn>[1]) => fakeAccountsOn(api, opts);

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
