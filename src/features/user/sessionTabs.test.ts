import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { fakeAccounts, PROFILE } from '../../../test/support/fakeAccounts';
import { testStore } from '../../../test/support/testStore';
import { EMPTY_AUTH, readAuth, updateAuth } from '../../api/queue/authStore';
import { putTask, listTasks, deleteTask } from '../../api/queue/taskStore';
import { orderTask } from '../../api/queue/orderTask';
import { connectCartBroadcast } from '../cart/cartBroadcast';
import { itemAdded } from '../cart/cartSlice';
import type { RootState } from '../../app/store';
import { loginUser, logoutUser } from './session';
import { startSession } from './startSession';

/**
 * Tabs of one store view share the session (docs/session-tabs.md): real BroadcastChannels between
 * stores of one process, which also share one IndexedDB, as the tabs of a browser do.
 */
const api = setupServer();
const stops: (() => void)[] = [];
const sku = simpleProduct().sku;
type Tab = ReturnType<typeof testStore>['store'];

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};
const settle = () => new Promise((r) => setTimeout(r, 150));
const linesOf = (tab: Tab) => Object.fromEntries(tab.getState().cart.cartItems.map((i) => [i.sku, i.qty]));

/** A tab of the shop: its session wired to the others, its cart shared on the view's channel. */
async function openTab(channel: string, state?: Partial<RootState>): Promise<Tab> {
  const { store, types } = testStore(state);
  stops.push(connectCartBroadcast(store, { channel }), startSession(store.dispatch));
  // The start-up restore (spec 001 §4 start) has run.
  await until(() => types().includes('user/notAuthorized') || Boolean(store.getState().user.current));
  return store;
}

beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(async () => {
  await settle();
  stops.splice(0).forEach((stop) => stop());
  api.resetHandlers();
  vi.restoreAllMocks();
  await updateAuth(() => EMPTY_AUTH);
  for (const t of await listTasks()) await deleteTask(t.task_id);
});
afterAll(() => api.close());

describe('a login in one tab', () => {
  it('logs the other tab in with the same customer and cart: one login request, saved lines not doubled, the guest line kept', async () => {
    const server = fakeAccounts(api, { serverLines: [{ item_id: 5, sku: 'OTHER-1', qty: 3 }] });
    const channel = `cart-${Math.random()}`;
    const [tabA, tabB] = [await openTab(channel), await openTab(channel)];
    tabB.dispatch(itemAdded(toCartItem(simpleProduct(), 2)));
    await until(() => linesOf(tabA)[sku] === 2);

    await tabA.dispatch(loginUser('ann@example.com', 'secret123'));
    await until(() => tabB.getState().user.current?.email === 'ann@example.com');
    expect(tabB.getState().user).toMatchObject({ token: 'tok', refreshToken: 'ref', groupId: 1 });
    for (const tab of [tabA, tabB]) await until(() => tab.getState().cart.cartServerToken === '42');
    for (const tab of [tabA, tabB]) await until(() => JSON.stringify(linesOf(tab)) === JSON.stringify({ [sku]: 2, 'OTHER-1': 3 }));
    await until(() => server.lines.length === 2 && server.lines.find((l) => l.sku === sku)?.qty === 2);
    await settle();
    expect(server.logins).toBe(1);
    expect(server.lines.map((l) => [l.sku, l.qty])).toEqual([
      ['OTHER-1', 3],
      [sku, 2],
    ]);
  });

  it('in another store view is not followed (each view hands its own cart over)', async () => {
    fakeAccounts(api);
    const tabB = await openTab(`cart-${Math.random()}`);
    const { broadcastAuth } = await import('../../api/queue/authChannel');
    await updateAuth(() => ({ token: 'tok', refreshToken: 'ref' }));
    broadcastAuth({ type: 'login', view: 'de' });
    await settle();
    expect(tabB.getState().user.token).toBeNull();
  });
});

describe('a logout in one tab', () => {
  it('logs every tab out: token, user and customer cart gone there too, the record stays logged out', async () => {
    fakeAccounts(api);
    const channel = `cart-${Math.random()}`;
    const tabA = await openTab(channel);
    await tabA.dispatch(loginUser('ann@example.com', 'secret123'));
    tabA.dispatch(itemAdded(toCartItem(simpleProduct(), 1)));
    const tabB = await openTab(channel);
    await until(() => tabB.getState().user.current?.email === 'ann@example.com' && linesOf(tabB)[sku] === 1);

    await tabA.dispatch(logoutUser());
    await until(() => tabB.getState().user.token === null);
    await settle();
    for (const tab of [tabA, tabB]) {
      expect(tab.getState().user).toMatchObject({ token: null, refreshToken: null, current: null, orders_history: null });
      expect(tab.getState().cart).toMatchObject({ cartItems: [], cartServerToken: '' });
    }
    // Only the tab where the shopper logged out says so.
    expect(tabB.getState().notifications.items.map((n) => n.message)).not.toContain('user.loggedOut');
    expect((await readAuth()).token).toBeNull();
  });

  it('reaches a tab that was closed meanwhile when it opens again: it does not write its old token back', async () => {
    fakeAccounts(api);
    const channel = `cart-${Math.random()}`;
    const tabA = await openTab(channel);
    await tabA.dispatch(loginUser('ann@example.com', 'secret123'));
    // B's saved state, from before it was closed: logged in, the customer's cart.
    const saved = testStore().store.getState();
    const closedTab = {
      user: { ...saved.user, token: 'tok', refreshToken: 'ref' },
      cart: { ...saved.cart, cartServerToken: '42', cartItems: [toCartItem(simpleProduct(), 1)] },
    };
    await tabA.dispatch(logoutUser());

    const tabB = await openTab(`cart-${Math.random()}`, closedTab);
    expect(tabB.getState().user.token).toBeNull();
    expect(tabB.getState().cart).toMatchObject({ cartItems: [], cartServerToken: '' });
    expect((await readAuth()).token).toBeNull();
  });

  it('that comes while the other tab still waits for the profile: the late profile is not shown there', async () => {
    fakeAccounts(api);
    let answer = () => undefined as void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    const channel = `cart-${Math.random()}`;
    const tabB = await openTab(channel);
    const tabA = await openTab(channel);
    await tabA.dispatch(loginUser('ann@example.com', 'secret123'));
    // B follows the login; its profile request does not answer until A has logged out.
    api.use(http.get('*/api/user/me', async () => (await late, HttpResponse.json({ code: 200, result: PROFILE }))));
    await tabA.dispatch(logoutUser());
    await until(() => tabB.getState().user.token === null);
    answer();
    await settle();
    expect(tabB.getState().user).toMatchObject({ token: null, current: null });
  });

  it("keeps the customer's order queued in a tab that placed it offline", async () => {
    fakeAccounts(api);
    const channel = `cart-${Math.random()}`;
    const tabA = await openTab(channel);
    await tabA.dispatch(loginUser('ann@example.com', 'secret123'));
    const tabB = await openTab(channel);
    await until(() => tabB.getState().user.token === 'tok');
    const order = { order_id: 'o-1', created_at: '', updated_at: '', products: [], addressInformation: {} } as unknown as Parameters<typeof orderTask>[0];
    await putTask(orderTask(order, false, { customer: true }));

    await tabA.dispatch(logoutUser());
    await until(() => tabB.getState().user.token === null);
    expect((await listTasks()).map((t) => [t.task_id, t.kind, t.meta.requiresAuth])).toEqual([['o-1', 'order', true]]);
  });
});
