import { describe, expect, it } from 'vitest';
import { createTask, newTaskId } from './syncTask';

describe('sync task', () => {
  it('has an id of "<ms>-<uuid>"', () => {
    expect(newTaskId(1700000000000)).toMatch(/^1700000000000-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts untransmitted, unconfirmed, with every field of spec 001 §3 and survives JSON', () => {
    const t = createTask({ kind: 'order', url: '/api/order', payload: { method: 'POST', headers: {} } }, new Date('2024-01-01T00:00:00Z'));
    expect(t).toMatchObject({
      transmited: false,
      transmited_at: null,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
      result: null,
      resultCode: null,
      code: null,
      acknowledged: false,
      meta: {},
      callback_event: null,
      silent: false,
      is_result_cacheable: false,
      confirmed: false,
      attempts: 0,
    });
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });
});
