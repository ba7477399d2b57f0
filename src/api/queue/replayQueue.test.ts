import { describe, expect, it } from 'vitest';
import { orderTask, orderTaskContext, replayOrders, type StampedOrder } from './orderTask';
import { sampleOrder, withFakeOrderServer } from '../../../test/support/testOrderServer';
import { newTaskId } from './syncTask';
import { clearTasks, getTask, listTasks, putTask } from './taskStore';

const fake = withFakeOrderServer(clearTasks);

const stamped = (): StampedOrder => ({ ...sampleOrder(), order_id: newTaskId(), created_at: 'x', updated_at: 'x' });

async function queue(confirmed: boolean) {
  const order = stamped();
  await putTask(orderTask(order, confirmed));
  return order.order_id;
}

describe('replayQueue (orders)', () => {
  it('sends confirmed orders only, marks them transmitted with the answer, and hands them back once', async () => {
    const sent = await queue(true);
    const waiting = await queue(false);
    const report = await replayOrders(true);
    expect(fake().state.posts).toEqual([sent]);
    expect(report.settled.map((t) => t.task_id)).toEqual([sent]);
    expect(report.settled[0]).toMatchObject({ transmited: true, code: 200, result: { orderNumber: '100001' } });
    // Acknowledged and not cacheable: removed. The unconfirmed one waits.
    expect((await listTasks()).map((t) => t.task_id)).toEqual([waiting]);
    expect((await replayOrders(true)).settled).toEqual([]);
  });

  it('two replayers in parallel send each order exactly once', async () => {
    const ids = [await queue(true), await queue(true), await queue(true)];
    fake().state.delayMs = 20;
    const [a, b] = await Promise.all([replayOrders(true), replayOrders(true)]);
    expect(fake().state.posts.sort()).toEqual([...ids].sort());
    expect(a.settled.length + b.settled.length).toBe(3);
  });

  it('keeps the order queued on a server error or a network failure, counting attempts', async () => {
    const id = await queue(true);
    fake().state.mode = 'error';
    expect((await replayOrders(true)).retry).toHaveLength(1);
    fake().state.mode = 'down';
    const report = await replayOrders(true);
    expect(report.offline).toBe(true);
    expect(await getTask(id)).toMatchObject({ transmited: false, confirmed: true, attempts: 2 });
  });

  it('a send interrupted before the answer is sent again with the same order_id and stored once', async () => {
    const id = await queue(true);
    // The first POST reaches the server but the answer is lost (as on a reload mid-send).
    fake().state.mode = 'ok';
    await fetch('http://localhost/api/order', { method: 'POST', body: JSON.stringify({ order_id: id }) });
    expect((await getTask(id))?.transmited).toBe(false);
    await replayOrders(true);
    expect(fake().state.posts).toEqual([id, id]);
    expect(fake().state.stored.size).toBe(1);
  });

  it('a send that never gets an answer is given up, frees the queue and is sent again once: stored once', async () => {
    const id = await queue(true);
    fake().state.mode = 'hang';
    const report = await replayOrders(true, { ...orderTaskContext(), timeoutMs: 50 });
    expect(report.offline).toBe(true);
    expect(await getTask(id)).toMatchObject({ transmited: false, confirmed: true, attempts: 1 });
    fake().state.mode = 'ok';
    expect((await replayOrders(true)).settled.map((t) => t.task_id)).toEqual([id]);
    expect(fake().state.posts).toEqual([id, id]);
    expect(fake().state.stored.size).toBe(1);
  });

  it('a 400 is final: the order is handed back as rejected and not retried', async () => {
    await queue(true);
    fake().state.mode = 'invalid';
    const report = await replayOrders(true);
    expect(report.settled[0]).toMatchObject({ code: 400, transmited: true });
    await replayOrders(true);
    expect(fake().state.posts).toHaveLength(1);
  });

  it('a replayer that does not collect (the service worker) leaves the answer for the page', async () => {
    const id = await queue(true);
    expect((await replayOrders(false)).settled).toEqual([]);
    expect(await getTask(id)).toMatchObject({ transmited: true, acknowledged: false });
    expect((await replayOrders(true)).settled.map((t) => t.task_id)).toEqual([id]);
    expect(fake().state.posts).toEqual([id]);
  });
});
