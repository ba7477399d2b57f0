import { afterEach, describe, expect, it } from 'vitest';
import { createTask } from './syncTask';
import { clearTasks, closeTaskDb, deleteTask, getTask, listTasks, putTask, updateTask } from './taskStore';

const task = (kind = 'order', at = '2024-05-01T10:00:00.000Z') =>
  createTask({ kind, url: '/api/order', payload: { method: 'POST', headers: {}, body: '{"a":1}' } }, new Date(at));

afterEach(async () => {
  await clearTasks();
});

describe('taskStore', () => {
  it('keeps a task across a closed and re-opened database (a reload)', async () => {
    const t = task();
    await putTask(t);
    await closeTaskDb();
    expect(await getTask(t.task_id)).toEqual(t);
  });

  it('stores one record per task and lists them oldest first, optionally by kind', async () => {
    const late = task('order', '2024-05-02T00:00:00.000Z');
    const early = task('order', '2024-05-01T00:00:00.000Z');
    const other = task('stock', '2024-04-01T00:00:00.000Z');
    for (const t of [late, early, other]) await putTask(t);
    expect((await listTasks('order')).map((t) => t.task_id)).toEqual([early.task_id, late.task_id]);
    expect(await listTasks()).toHaveLength(3);
  });

  it('updates in one transaction and leaves the record alone when the change returns undefined', async () => {
    const t = task();
    await putTask(t);
    await updateTask(t.task_id, (cur) => ({ ...cur, confirmed: true }));
    expect((await getTask(t.task_id))?.confirmed).toBe(true);
    await updateTask(t.task_id, () => undefined);
    expect((await getTask(t.task_id))?.confirmed).toBe(true);
    expect(await updateTask('missing', (cur) => cur)).toBeUndefined();
  });

  it('parallel read-modify-writes do not lose updates', async () => {
    const t = task();
    await putTask(t);
    await Promise.all(Array.from({ length: 5 }, () => updateTask(t.task_id, (cur) => ({ ...cur, attempts: cur.attempts + 1 }))));
    expect((await getTask(t.task_id))?.attempts).toBe(5);
  });

  it('deletes a task', async () => {
    const t = task();
    await putTask(t);
    await deleteTask(t.task_id);
    expect(await getTask(t.task_id)).toBeUndefined();
  });
});
