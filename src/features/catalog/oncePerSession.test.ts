// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oncePerSession } from './oncePerSession';

describe('oncePerSession', () => {
  it('asks once and shares the answer', async () => {
    let calls = 0;
    const load = oncePerSession(() => Promise.resolve({ items: [++calls] }));
    expect(await Promise.all([load(), load()])).toEqual([[1], [1]]);
    expect(await load()).toEqual([1]);
    expect(calls).toBe(1);
  });

  it.each([
    ['an offline answer', () => Promise.resolve({ items: ['cached'], offline: true })],
    ['a failure', () => Promise.reject(new Error('down'))],
  ])('does not keep %s: the next call asks again', async (_name, first) => {
    const answers = [first, () => Promise.resolve({ items: ['fresh'] })];
    const load = oncePerSession(() => answers.shift()!());
    await load().catch(() => undefined);
    expect(await load()).toEqual(['fresh']);
    expect(answers).toEqual([]);
  });
});
