import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newTaskId } from '../../api/queue/syncTask';
import { clearTasks, getTask, listTasks, putTask } from '../../api/queue/taskStore';
import { ORDER_WAITING_ID } from './orderActions';
import { checkQueuedOrders, confirmQueuedOrders } from './orderQueue';
import { orderTask, replayOrders, type StampedOrder } from '../../api/queue/orderTask';
import { placeOrder } from './placeOrder';
import { RETRY_FIRST_MS, startOrderQueue } from './startOrderQueue';
import { freshOrderServer, sampleOrder, type fakeOrderServer } from '../../../test/support/testOrderServer';
import { setUpMswServer } from '../../../test/support/mswServer';
import { testStore } from '../../../test/support/testStore';

let fake: ReturnType<typeof fakeOrderServer>;
let stop: (() => void) | undefined;
const api = setUpMswServer(async () => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  await clearTasks();
});
beforeEach(() => {
  fake = freshOrderServer(api);
  history.replaceState(null, '', '/');
});

/** An order placed offline in an earlier visit: only IndexedDB knows about it (a reload). */
async function queuedEarlier(confirmed = false): Promise<string> {
  const order: StampedOrder = { ...sampleOrder(), order_id: newTaskId(), created_at: 'x', updated_at: 'x' };
  await putTask(orderTask(order, confirmed));
  return order.order_id;
}

function start() {
  const t = testStore();
  stop = startOrderQueue(t.store.dispatch);
  return t;
}
const waitingNotice = (t: ReturnType<typeof testStore>) => t.store.getState().notifications.items.find((n) => n.id === ORDER_WAITING_ID);

describe("'Order waiting!' confirmation", () => {
  it('on start, already online, asks about an order queued before the reload and sends nothing yet', async () => {
    await queuedEarlier();
    const t = start();
    await vi.waitFor(() => expect(waitingNotice(t)).toBeDefined());
    expect(waitingNotice(t)).toMatchObject({
      message: 'order.waiting',
      messageParams: { count: 1 },
      hasNoTimeout: true,
      action1: { label: 'order.confirm', action: { type: 'order/queuedOrdersConfirmed' } },
      action2: { label: 'order.later', action: { type: 'order/queuedOrdersPostponed' } },
    });
    expect(t.store.getState().sync.queuedOrders).toHaveLength(1);
    expect(fake.state.posts).toEqual([]);
  });

  it('confirming sends the order once, tells the shopper the order number and tracks the purchase', async () => {
    const id = await queuedEarlier();
    const t = start();
    await vi.waitFor(() => expect(waitingNotice(t)).toBeDefined());
    const confirm = waitingNotice(t)!.action1!.action as { type: string };
    t.store.dispatch(confirm);
    t.store.dispatch(confirm); // clicked twice
    await vi.waitFor(() => expect(t.store.getState().notifications.items.map((n) => n.message)).toContain('order.sent'));
    expect(fake.state.posts).toEqual([id]);
    expect(t.store.getState().notifications.items.find((n) => n.message === 'order.sent')?.messageParams).toEqual({ orderNumber: '100001' });
    expect(waitingNotice(t)).toBeUndefined();
    expect(t.store.getState().sync.queuedOrders).toEqual([]);
    expect(await listTasks()).toEqual([]);
    expect(window.dataLayer).toHaveLength(1);
  });

  it("'Later' closes the question without sending", async () => {
    await queuedEarlier();
    const t = start();
    await vi.waitFor(() => expect(waitingNotice(t)).toBeDefined());
    t.store.dispatch(waitingNotice(t)!.action2!.action as { type: string });
    await vi.waitFor(() => expect(waitingNotice(t)).toBeUndefined());
    expect(fake.state.posts).toEqual([]);
  });

  it('does not ask while offline, and asks on the online event', async () => {
    await queuedEarlier();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const t = start();
    await vi.waitFor(() => expect(t.store.getState().sync.queuedOrders).toHaveLength(1));
    expect(waitingNotice(t)).toBeUndefined();
    // It says the order still waits on this device.
    expect(t.store.getState().notifications.items).toMatchObject([{ id: 'orders-pending', message: 'order.pendingOffline', messageParams: { count: 1 } }]);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(waitingNotice(t)).toBeDefined());
    expect(t.store.getState().notifications.items.map((n) => n.id)).toEqual([ORDER_WAITING_ID]);
  });

  it('resumes a confirmed order whose sending a reload interrupted, without asking again', async () => {
    const id = await queuedEarlier(true);
    const t = start();
    await vi.waitFor(() => expect(fake.state.posts).toEqual([id]));
    await vi.waitFor(() => expect(t.store.getState().notifications.items.map((n) => n.message)).toEqual(['order.sent']));
  });

  it('sends without asking while the shopper is still on the thank-you page of that order', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const t = testStore();
    const { order_id } = await t.store.dispatch(placeOrder(sampleOrder())).unwrap();
    history.replaceState(null, '', '/checkout');
    vi.restoreAllMocks();
    await t.store.dispatch(checkQueuedOrders());
    expect(fake.state.posts).toEqual([order_id]);
    expect(t.store.getState().sync.lastOrder).toMatchObject({ order_id, status: 'sent', orderNumber: '100001' });
    expect(waitingNotice(t)).toBeUndefined();
  });

  it('after a reload on the thank-you page it asks instead of sending on its own', async () => {
    const id = await queuedEarlier();
    history.replaceState(null, '', '/checkout');
    // A new page session whose persisted state still shows the thank-you state of that order.
    const lastOrder = { order_id: id, status: 'queued' as const, orderNumber: null, backendOrderId: null, transferedAt: null, placedAt: 1 };
    const t = testStore({ sync: { queuedOrders: [], lastOrder, placingOrder: false, sessionOrderIds: [] } });
    await t.store.dispatch(checkQueuedOrders());
    expect(fake.state.posts).toEqual([]);
    expect(waitingNotice(t)).toBeDefined();
  });

  it('reports an order the service worker sent while no tab was open', async () => {
    const id = await queuedEarlier(true);
    await replayOrders(false); // the service worker's replay
    expect(await getTask(id)).toMatchObject({ transmited: true, acknowledged: false });
    const t = start();
    await vi.waitFor(() => expect(t.store.getState().notifications.items.map((n) => n.message)).toEqual(['order.sent']));
    expect(fake.state.posts).toEqual([id]);
    expect(await listTasks()).toEqual([]);
    // The thank-you state (also after a reload) now shows the number instead of "waiting".
    expect(t.store.getState().sync.lastOrder).toMatchObject({ order_id: id, status: 'sent', orderNumber: '100001' });
  });

  it('a refused queued order is dropped and the shopper is told why', async () => {
    await queuedEarlier(true);
    fake.state.mode = 'invalid';
    const t = start();
    await vi.waitFor(() => expect(t.store.getState().notifications.items[0]).toMatchObject({ type: 'error', message: 'order.rejected' }));
    expect(await listTasks()).toEqual([]);
  });

  it('when one tab sends the queued order, the other tab stops saying it waits', async () => {
    await queuedEarlier();
    const other = start(); // the other tab: asks 'Order waiting!'
    await vi.waitFor(() => expect(waitingNotice(other)).toBeDefined());
    const sender = testStore(); // this tab confirms and sends
    await sender.store.dispatch(confirmQueuedOrders());
    await vi.waitFor(() => expect(other.store.getState().sync.queuedOrders).toEqual([]));
    expect(waitingNotice(other)).toBeUndefined();
    expect(fake.state.posts).toHaveLength(1);
  });

  it('a send that fails while online is tried again by the page on its own, with back-off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const id = await queuedEarlier(true);
      fake.state.mode = 'error';
      const t = start();
      await vi.waitFor(() => expect(fake.state.posts).toEqual([id]));
      await vi.waitFor(() => expect(t.types()).toContain('order/queuedOrdersNotSent'));
      fake.state.mode = 'ok';
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
      await vi.waitFor(() => expect(t.store.getState().notifications.items.map((n) => n.message)).toContain('order.sent'));
      expect(fake.state.stored.size).toBe(1);
      expect(await listTasks()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
