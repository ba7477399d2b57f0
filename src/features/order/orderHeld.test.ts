import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_AUTH, readAuth, storeLogin, updateAuth } from '../../api/queue/authStore';
import { newTaskId } from '../../api/queue/syncTask';
import { clearTasks, getTask, putTask } from '../../api/queue/taskStore';
import { heldOrdersSentAsGuest, ORDER_HELD_ID } from './orderActions';
import { sendHeldOrdersAsGuest, sendQueuedOrders } from './orderQueue';
import { orderTask, replayOrders, type StampedOrder } from '../../api/queue/orderTask';
import { placeOrder } from './placeOrder';
import { sampleOrder } from '../../../test/support/testOrderServer';
import { testStore } from '../../../test/support/testStore';
import { setUpMswServer } from '../../../test/support/mswServer';

/**
 * The order is the task that gets the 401 (issue 10, the lost queued order): a customer's order
 * whose access token expired by the time it is sent, and whose token refresh then fails in each
 * way it can. A 401 never finishes an order: it stays queued, the shopper is told what happened,
 * and it reaches the shop once the session is back (or as a guest, if the shopper says so).
 */
const api = setUpMswServer(async () => {
  await updateAuth(() => EMPTY_AUTH);
  await clearTasks();
});

/** POST /api/order that checks the bearer token, and POST /api/user/refresh with switchable failures. */
function fakeShop() {
  const s = {
    valid: new Set<string>(),
    refreshMode: 'ok' as 'ok' | 'down' | 'refuse',
    /** The order endpoint refuses every token (so refreshing cannot help: attempts run out). */
    refuseAllTokens: false,
    refreshCalls: 0,
    stored: new Map<string, string | null>(),
    next: 1,
  };
  api.use(
    http.post('*/api/order', async ({ request }) => {
      const body = (await request.json()) as { order_id: string };
      const auth = request.headers.get('authorization');
      const token = auth?.replace('Bearer ', '') ?? null;
      if (token && (s.refuseAllTokens || !s.valid.has(token))) return HttpResponse.json({ code: 401, result: 'Token expired' }, { status: 401 });
      // The server answers a re-sent order_id to its own customer only (anyone else: 409).
      const owner = s.stored.get(body.order_id);
      if (owner !== undefined && owner !== null && owner !== token) {
        return HttpResponse.json({ code: 409, result: 'This order_id belongs to another order' }, { status: 409 });
      }
      if (!s.stored.has(body.order_id)) s.stored.set(body.order_id, token);
      return HttpResponse.json({ code: 200, result: { orderNumber: `10000${s.stored.size}`, backendOrderId: s.stored.size, transferedAt: null } });
    }),
    http.post('*/api/user/refresh', async () => {
      s.refreshCalls += 1;
      await delay(5);
      if (s.refreshMode === 'down') return HttpResponse.error();
      if (s.refreshMode === 'refuse') return HttpResponse.json({ code: 401, result: 'Invalid refresh token provided' }, { status: 401 });
      s.next += 1;
      s.valid.add(`t${s.next}`);
      return HttpResponse.json({ code: 200, result: `t${s.next}`, meta: { refreshToken: `r${s.next}` } });
    }),
  );
  return s;
}

let shop: ReturnType<typeof fakeShop>;
beforeEach(async () => {
  shop = fakeShop();
  // Logged in with t1, which has expired by the time the order goes.
  await storeLogin('t1', 'r1');
});

async function queuedCustomerOrder(): Promise<string> {
  const order: StampedOrder = { ...sampleOrder(), order_id: newTaskId(), created_at: 'x', updated_at: 'x' };
  await putTask(orderTask(order, true, { customer: true }));
  return order.order_id;
}

const notices = (t: ReturnType<typeof testStore>) => t.store.getState().notifications.items;
const heldNotice = (t: ReturnType<typeof testStore>) => notices(t).find((n) => n.id === ORDER_HELD_ID);
const loggedInStore = () => testStore({ user: { ...testStore().store.getState().user, token: 't1', refreshToken: 'r1' } });

describe('a queued customer order whose token expired', () => {
  it('the refresh loses its connection: the order stays queued, the shopper is told, and it goes once the refresh gets through', async () => {
    const id = await queuedCustomerOrder();
    shop.refreshMode = 'down';
    const t = loggedInStore();
    const report = await t.store.dispatch(sendQueuedOrders());
    expect(report?.settled).toEqual([]);
    expect(await getTask(id)).toMatchObject({ transmited: false, confirmed: true, code: 401 });
    expect(shop.stored.size).toBe(0);
    expect(heldNotice(t)).toMatchObject({ message: 'order.heldConnection', messageParams: { count: 1 } });
    expect(notices(t).map((n) => n.message)).not.toContain('order.rejected');
    // The page tries again on its own (startOrderQueue listens for this).
    expect(t.types()).toContain('order/queuedOrdersNotSent');
    // The session is kept: a lost connection is not a refusal.
    expect(await readAuth()).toMatchObject({ token: 't1', lock: 0 });

    shop.refreshMode = 'ok';
    await t.store.dispatch(sendQueuedOrders());
    expect([...shop.stored]).toEqual([[id, 't2']]);
    expect(await getTask(id)).toBeUndefined();
    expect(heldNotice(t)).toBeUndefined();
    expect(notices(t).map((n) => n.message)).toContain('order.sent');
  });

  /** A customer's queued order sent while the shop refuses the token refresh: it stays queued (401). */
  async function sentWithRefreshRefused() {
    const id = await queuedCustomerOrder();
    shop.refreshMode = 'refuse';
    const t = loggedInStore();
    await t.store.dispatch(sendQueuedOrders());
    expect(await getTask(id)).toMatchObject({ transmited: false, code: 401 });
    return { id, t };
  }

  it('the refresh is refused: the order stays queued, the shopper can log in or send it as a guest', async () => {
    const { id, t } = await sentWithRefreshRefused();
    expect(shop.stored.size).toBe(0);
    expect(heldNotice(t)).toMatchObject({
      message: 'order.heldSignedOut',
      hasNoTimeout: true,
      action1: { label: 'order.logInToSend', action: { type: 'ui/signUpToggled', payload: { open: true, elem: 'login' } } },
      action2: { label: 'order.sendAsGuest', action: heldOrdersSentAsGuest() },
    });
    // No automatic retries without a session: they could only fail again.
    expect(t.types()).not.toContain('order/queuedOrdersNotSent');
    // Sending again without a session does not turn it into a guest order behind the shopper's back.
    await t.store.dispatch(sendQueuedOrders());
    expect(shop.stored.size).toBe(0);

    await t.store.dispatch(sendHeldOrdersAsGuest());
    expect([...shop.stored]).toEqual([[id, null]]);
    expect(await getTask(id)).toBeUndefined();
    expect(heldNotice(t)).toBeUndefined();
  });

  it('stored for the customer before (the answer was lost), then sent as a guest: 409 means the shop has it', async () => {
    const id = await queuedCustomerOrder();
    shop.stored.set(id, 't1');
    shop.refreshMode = 'refuse';
    const t = loggedInStore();
    await t.store.dispatch(sendQueuedOrders());
    expect(heldNotice(t)?.message).toBe('order.heldSignedOut');
    await t.store.dispatch(sendHeldOrdersAsGuest());
    expect(await getTask(id)).toBeUndefined();
    expect(notices(t).map((n) => n.message)).toContain('order.sent');
    expect(notices(t).map((n) => n.message)).not.toContain('order.rejected');
    expect(shop.stored.size).toBe(1);
  });

  it('the refresh is refused, then the shopper logs in again: the order goes with the account', async () => {
    const { id, t } = await sentWithRefreshRefused();

    shop.valid.add('t9');
    await storeLogin('t9', 'r9');
    await t.store.dispatch(sendQueuedOrders());
    expect([...shop.stored]).toEqual([[id, 't9']]);
    expect(heldNotice(t)).toBeUndefined();
  });

  it('the refreshed token is refused too (attempts exhausted): the order stays queued', async () => {
    const id = await queuedCustomerOrder();
    shop.refuseAllTokens = true;
    const t = loggedInStore();
    await t.store.dispatch(sendQueuedOrders());
    expect(shop.refreshCalls).toBeGreaterThan(0);
    expect(await getTask(id)).toMatchObject({ transmited: false, code: 401 });
    expect((await readAuth()).lock).toBe(-1);
    expect(heldNotice(t)?.message).toBe('order.heldSignedOut');
  });

  it('an earlier refresh already failed (lock below 0): no request, the order stays queued', async () => {
    const id = await queuedCustomerOrder();
    await updateAuth(() => ({ lock: -1 }));
    const t = loggedInStore();
    await t.store.dispatch(sendQueuedOrders());
    expect(shop.refreshCalls).toBe(0);
    expect(shop.stored.size).toBe(0);
    expect(await getTask(id)).toMatchObject({ transmited: false, code: 401 });
  });

  it('the service worker (a replayer that does not collect) keeps it queued as well', async () => {
    const id = await queuedCustomerOrder();
    shop.refreshMode = 'refuse';
    const report = await replayOrders(false);
    expect(report.retry.map((t) => t.task_id)).toEqual([id]);
    expect(await getTask(id)).toMatchObject({ transmited: false, acknowledged: false, code: 401 });
  });

  it('the shopper logged out before it was sent: it is not sent as a guest order on its own', async () => {
    const id = await queuedCustomerOrder();
    await updateAuth(() => EMPTY_AUTH);
    const t = testStore();
    await t.store.dispatch(sendQueuedOrders());
    expect(shop.stored.size).toBe(0);
    expect(await getTask(id)).toMatchObject({ transmited: false, code: 401 });
    expect(heldNotice(t)?.message).toBe('order.heldSignedOut');
  });
});

describe('placing an order online whose token expired', () => {
  it('the refresh loses its connection: the order is queued, not refused', async () => {
    shop.refreshMode = 'down';
    const t = loggedInStore();
    const result = await t.store.dispatch(placeOrder(sampleOrder()));
    expect(result.payload).toMatchObject({ status: 'queued' });
    const { order_id } = result.payload as { order_id: string };
    expect(await getTask(order_id)).toMatchObject({ confirmed: true, transmited: false, meta: { requiresAuth: true } });
    expect(heldNotice(t)?.message).toBe('order.heldConnection');
    expect(notices(t).map((n) => n.message)).not.toContain('order.validationError');
  });
});
