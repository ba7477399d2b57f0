import { afterEach, describe, expect, it } from 'vitest';
import { newTaskId } from './syncTask';
import { clearTasks, getTask, putTask, updateTask } from './taskStore';
import { confirmWaitingOrders, notifyWhileClosed, ORDER_NOTICE_TAG, type OrderNoticeTexts, type WorkerNotifier } from './orderNotice';
import { orderTask, type StampedOrder } from './orderTask';
import { sampleOrder } from '../../../test/support/testOrderServer';

const texts: OrderNoticeTexts = {
  waitingTitle: 'Order waiting!',
  waitingBody: 'You placed an order while offline. Open the shop to confirm and send it.',
  sentTitle: 'Order sent',
  sentBody: 'Your order {{orderNumber}} has been sent. Thank you!',
};

function notifier(granted = true) {
  const shown: { title: string; options: NotificationOptions & { data: { url: string } } }[] = [];
  const n: WorkerNotifier = { canNotify: () => granted, show: async (title, options) => void shown.push({ title, options }) };
  return { n, shown };
}

async function queued(confirmed = false, notice: OrderNoticeTexts | null = texts): Promise<string> {
  const order: StampedOrder = { ...sampleOrder(), order_id: newTaskId(), created_at: 'x', updated_at: 'x' };
  await putTask(orderTask(order, confirmed, { notice: notice ?? undefined }));
  return order.order_id;
}

afterEach(() => clearTasks());

describe('the service worker tells a shopper with no page open', () => {
  it("shows 'Order waiting!' once for an order that waits for confirmation, opening the shop", async () => {
    const id = await queued();
    const { n, shown } = notifier();
    expect(await notifyWhileClosed(n)).toBe('waiting');
    expect(shown).toEqual([
      { title: 'Order waiting!', options: expect.objectContaining({ body: texts.waitingBody, tag: ORDER_NOTICE_TAG, data: { url: '/' } }) },
    ]);
    // Not again on the next reconnect for the same order.
    expect(await notifyWhileClosed(n)).toBe('none');
    expect(shown).toHaveLength(1);
    expect(await getTask(id)).toMatchObject({ confirmed: false, transmited: false });
  });

  it('says an order the worker sent has been sent, with its number, once', async () => {
    const id = await queued(true);
    await updateTask(id, (t) => ({ ...t, transmited: true, code: 200, result: { orderNumber: '000000077' } }));
    const { n, shown } = notifier();
    expect(await notifyWhileClosed(n)).toBe('sent');
    expect(shown[0]).toMatchObject({ title: 'Order sent', options: { body: 'Your order 000000077 has been sent. Thank you!' } });
    expect(await notifyWhileClosed(n)).toBe('none');
  });

  it('stays silent without the permission (the in-page prompt remains), and for orders without texts', async () => {
    await queued();
    expect(await notifyWhileClosed(notifier(false).n)).toBe('none');
    await clearTasks();
    await queued(false, null);
    expect(await notifyWhileClosed(notifier().n)).toBe('none');
  });

  it('automatic transmission: the worker confirms the waiting orders itself', async () => {
    const a = await queued();
    const b = await queued();
    expect(await confirmWaitingOrders()).toBe(2);
    expect(await getTask(a)).toMatchObject({ confirmed: true });
    expect(await getTask(b)).toMatchObject({ confirmed: true });
  });
});
