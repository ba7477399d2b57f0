// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quietTrace } from './lighthouseQuiet.ts';

type Event = Parameters<typeof quietTrace>[0][number];

const event = (name: string, ts: number, dur: number | undefined, extra: Partial<Event> = {}): Event =>
  ({ name, ph: 'X', pid: 1, tid: 1, ts, ...(dur === undefined ? {} : { dur }), cat: 'devtools.timeline', args: {}, ...extra }) as Event;

describe("the bench's quiet reading: a trace with every task at its thread time", () => {
  it('shrinks a stretched task to its thread time and moves and shortens what ran inside it alike', () => {
    const task = event('RunTask', 1000, 100, { tdur: 25 });
    const inside = event('FunctionCall', 1040, 40);
    const nested = event('v8.compile', 1060, 20);
    const after = event('RunTask', 1100, 10, { tdur: 10 });
    const [t, i, n, a] = quietTrace([task, inside, nested, after]);
    expect(t).toMatchObject({ ts: 1000, dur: 25 });
    expect(i).toMatchObject({ ts: 1010, dur: 10 });
    expect(n).toMatchObject({ ts: 1015, dur: 5 });
    // Starting at the task's end: not inside it, its times kept.
    expect(a).toMatchObject({ ts: 1100, dur: 10 });
  });

  it("leaves a task that was not stretched, other threads' events and the input as they were", () => {
    const task = event('RunTask', 0, 50, { tdur: 50 });
    const child = event('FunctionCall', 10, 20);
    const stretched = event('RunTask', 0, 80, { tdur: 20, tid: 2 });
    const otherThread = event('FunctionCall', 10, 20, { tid: 3 });
    const input = [task, child, stretched, otherThread];
    const copy = structuredClone(input);
    const [t, c, s, o] = quietTrace(input);
    expect(t).toMatchObject({ ts: 0, dur: 50 });
    expect(c).toMatchObject({ ts: 10, dur: 20 });
    expect(s).toMatchObject({ ts: 0, dur: 20 });
    expect(o).toMatchObject({ ts: 10, dur: 20 });
    expect(input).toEqual(copy);
  });
});
