import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTasks, getTask, listTasks } from '../../api/queue/taskStore';
import { placeOrder } from './placeOrder';
import { freshOrderServer, sampleOrder, type fakeOrderServer } from '../../../test/support/testOrderServer';
import { setUpMswServer } from '../../../test/support/mswServer';
import { testStore } from '../../../test/support/testStore';

let fake: ReturnType<typeof fakeOrderServer>;
const api = setUpMswServer(async () => {
  vi.restoreAllMocks();
  await clearTasks();
});
beforeEach(() => {
  fake = freshOrderServer(api);
});

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const messages = (s: ReturnType<typeof testStore>['store']) => s.getState().notifications.items.map((n) => n.message);

describe('placeOrder', () => {
  it('online: stamps an order_id, sends it, clears the cart, stores the confirmation and tracks one purchase', async () => {
    const { store, types } = testStore();
    const result = await store.dispatch(placeOrder(sampleOrder())).unwrap();
    expect(result).toMatchObject({ status: 'sent', confirmation: { orderNumber: '100001', backendOrderId: 1 } });
    expect(result.order_id).toMatch(/^\d{13}-[0-9a-f-]{36}$/);
    expect(fake.state.posts).toEqual([result.order_id]);
    expect(types()).toContain('cart/cartCleared');
    expect(store.getState().sync.lastOrder).toMatchObject({ order_id: result.order_id, status: 'sent', orderNumber: '100001' });
    expect(store.getState().sync.lastOrder?.placedAt).toEqual(expect.any(Number));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ currency: 'ZAR', transaction_id: result.order_id, value: 115 }) }),
    ]);
    expect(await listTasks()).toEqual([]);
  });

  it('keeps an order_id that checkout already made', async () => {
    const { store } = testStore();
    const result = await store.dispatch(placeOrder({ ...sampleOrder(), order_id: 'given-1' })).unwrap();
    expect(result.order_id).toBe('given-1');
  });

  it('offline: queues the order unconfirmed in IndexedDB without a request and says so', async () => {
    goOffline();
    const { store, types } = testStore();
    const result = await store.dispatch(placeOrder(sampleOrder())).unwrap();
    expect(result).toEqual({ status: 'queued', order_id: expect.any(String) });
    expect(fake.state.posts).toEqual([]);
    const task = await getTask(result.order_id);
    expect(task).toMatchObject({ kind: 'order', url: '/api/order', transmited: false, confirmed: false });
    // Stored flat, not nested under `newOrder` (old bug #4634).
    expect(JSON.parse(task!.payload.body!)).toMatchObject({ order_id: result.order_id, cart_id: 'cart-1', products: [expect.any(Object)] });
    expect(types()).toContain('cart/cartCleared');
    expect(store.getState().sync.queuedOrders).toMatchObject([{ order_id: result.order_id, confirmed: false, itemCount: 1 }]);
    expect(store.getState().sync.lastOrder).toMatchObject({ status: 'queued' });
    // The thank-you page says it (ThankYou.tsx); no notification repeats it.
    expect(messages(store)).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('5xx: queues the order for a retry and shows the server-error notification', async () => {
    fake.state.mode = 'error';
    const { store } = testStore();
    const result = await store.dispatch(placeOrder(sampleOrder())).unwrap();
    expect(result.status).toBe('queued');
    expect(await getTask(result.order_id)).toMatchObject({ confirmed: true, transmited: false });
    expect(messages(store)).toEqual(['order.queuedServerError']);
  });

  it('network error while "online": queues the order', async () => {
    fake.state.mode = 'down';
    const { store } = testStore();
    const result = await store.dispatch(placeOrder(sampleOrder())).unwrap();
    expect(result.status).toBe('queued');
    expect(await listTasks()).toHaveLength(1);
  });

  it('400: shows the reasons, keeps the cart and does not queue', async () => {
    fake.state.mode = 'invalid';
    const { store, types } = testStore();
    const action = await store.dispatch(placeOrder(sampleOrder()));
    expect(action.payload).toMatchObject({ reason: 'invalid', reasons: ['should have required property products'] });
    expect(types()).not.toContain('cart/cartCleared');
    expect(await listTasks()).toEqual([]);
    expect(store.getState().notifications.items[0]).toMatchObject({
      type: 'error',
      message: 'order.validationError',
      messageParams: { reasons: 'should have required property products' },
    });
  });

  it('a second submit while the first is running does not make a second order', async () => {
    fake.state.delayMs = 20;
    const { store } = testStore();
    const [first, second] = await Promise.all([store.dispatch(placeOrder(sampleOrder())), store.dispatch(placeOrder(sampleOrder()))]);
    expect(first.meta.requestStatus).toBe('fulfilled');
    expect(second.meta.requestStatus).toBe('rejected');
    expect(fake.state.posts).toHaveLength(1);
  });
});
