// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/support/cartLines';
import type { CartItem } from './cartItem';
import {
  applyLineChange,
  compareClocks,
  lineChanges,
  mergeLogs,
  mergePendingDeletes,
  mergeTabCarts,
  type ClockOrder,
  type LineChange,
  type TabCart,
  type TabClock,
} from './cartTabMerge';

const item = cartLine;
const qtys = (items: CartItem[]) => Object.fromEntries(items.map((i) => [i.sku, i.qty]));
const change = (tab: string, seq: number, sku: string, from: number, to: number, at = 1000): LineChange => ({
  tab,
  seq,
  at,
  line: item(sku, to || from),
  from,
  to,
});

describe('compareClocks', () => {
  it.each<[string, TabClock, TabClock, ClockOrder]>([
    ['both empty', {}, {}, 'same'],
    ['the same counts', { a: 2, b: 1 }, { b: 1, a: 2 }, 'same'],
    ['a lacks a change of b', { a: 1 }, { a: 2 }, 'before'],
    ['a lacks a tab b has', { a: 1 }, { a: 1, b: 1 }, 'before'],
    ['a has one more', { a: 3, b: 1 }, { a: 2, b: 1 }, 'after'],
    ['each lacks one of the other (the crossing)', { a: 1 }, { b: 1 }, 'concurrent'],
    ['each ahead on another tab', { a: 2, b: 1 }, { a: 1, b: 2 }, 'concurrent'],
  ])('%s', (_name, a, b, order) => {
    expect(compareClocks(a, b)).toBe(order);
  });
});

describe('lineChanges', () => {
  it.each<[string, CartItem[], CartItem[], [string, number, number][]]>([
    ['nothing changed', [item('X', 1)], [item('X', 1)], []],
    ['a new line', [item('X', 1)], [item('X', 1), item('Y', 2)], [['Y', 0, 2]]],
    ['a quantity', [item('X', 1)], [item('X', 4)], [['X', 1, 4]]],
    ['a removal', [item('X', 1), item('Y', 2)], [item('Y', 2)], [['X', 1, 0]]],
    ['ids from a sync are no change', [item('X', 1)], [item('X', 1, { server_item_id: 7, prev_qty: 1 })], []],
  ])('%s', (_name, prev, next, expected) => {
    expect(lineChanges(prev, next).map((c) => [c.line.sku, c.from, c.to])).toEqual(expected);
  });
});

describe('applyLineChange: a change of one tab on a cart that may have moved meanwhile', () => {
  it.each<[string, CartItem[], [string, number, number], Record<string, number>]>([
    ['a new line is added', [item('Y', 1)], ['X', 0, 1], { Y: 1, X: 1 }],
    ['the same product added in both tabs counts twice', [item('X', 1)], ['X', 0, 1], { X: 2 }],
    ['a quantity change on the unmoved line is taken as it is', [item('X', 2)], ['X', 2, 5], { X: 5 }],
    ['"one more" on a line the other tab raised adds one more', [item('X', 4)], ['X', 2, 3], { X: 5 }],
    ['a lowered quantity never goes below 1', [item('X', 1)], ['X', 5, 1], { X: 1 }],
    ['a removal of the quantity it saw removes the line', [item('X', 2), item('Y', 1)], ['X', 2, 0], { Y: 1 }],
    ['a removal loses to a quantity changed meanwhile (the shopper wants the product)', [item('X', 3)], ['X', 2, 0], { X: 3 }],
    ['a removal of a line removed already changes nothing', [item('Y', 1)], ['X', 2, 0], { Y: 1 }],
    ['a quantity change of a line removed meanwhile brings it back at that quantity', [item('Y', 1)], ['X', 2, 3], { Y: 1, X: 3 }],
    ['the same product added in both tabs stops below the typo guard (QTY_LIMIT)', [item('X', 6000)], ['X', 0, 5000], { X: 9999 }],
    ['"more" on a line the other tab raised stops below the typo guard', [item('X', 9000)], ['X', 10, 2000], { X: 9999 }],
  ])('%s', (_name, items, [sku, from, to], expected) => {
    expect(qtys(applyLineChange(items, { line: item(sku, to || from), from, to }))).toEqual(expected);
  });
});

describe('mergeTabCarts', () => {
  const tabCart = (tab: string, items: CartItem[], clock: TabClock, rootedAt = 100): TabCart => ({ tab, items, clock, rootedAt });

  it.each<[string, TabCart, TabCart, LineChange[], Record<string, number>]>([
    [
      'A adds X, B adds Y at the same moment: both lines',
      tabCart('a', [item('X', 1)], { a: 1 }),
      tabCart('b', [item('Y', 1)], { b: 1 }),
      [change('a', 1, 'X', 0, 1), change('b', 1, 'Y', 0, 1)],
      { X: 1, Y: 1 },
    ],
    [
      'A adds one more X, B sets X to 5: both count',
      tabCart('a', [item('X', 3)], { a: 1 }),
      tabCart('b', [item('X', 5)], { b: 1 }),
      [change('a', 1, 'X', 2, 3), change('b', 1, 'X', 2, 5)],
      { X: 6 },
    ],
    [
      'A removes X, B changes its quantity: the quantity wins',
      tabCart('a', [], { a: 1 }),
      tabCart('b', [item('X', 4)], { b: 1 }),
      [change('a', 1, 'X', 2, 0), change('b', 1, 'X', 2, 4)],
      { X: 4 },
    ],
    [
      'three tabs, each one line',
      tabCart('a', [item('X', 1), item('Y', 1)], { a: 1, b: 1 }),
      tabCart('c', [item('Z', 1)], { c: 1 }),
      [change('a', 1, 'X', 0, 1), change('b', 1, 'Y', 0, 1), change('c', 1, 'Z', 0, 1)],
      { X: 1, Y: 1, Z: 1 },
    ],
    [
      'a tab opened later is never the base: the changes its saved cart holds are not applied twice',
      tabCart('late', [item('X', 2), item('Y', 1)], { late: 1 }, 900),
      tabCart('a', [item('X', 2)], { a: 2 }),
      [change('a', 1, 'X', 0, 1), change('a', 2, 'X', 1, 2), change('late', 1, 'Y', 0, 1)],
      { X: 2, Y: 1 },
    ],
  ])('%s', (_name, a, b, log, expected) => {
    const ab = mergeTabCarts(a, b, log);
    const ba = mergeTabCarts(b, a, [...log].reverse());
    expect(qtys(ab.items)).toEqual(expected);
    // Every tab that merges the same two carts ends on the same cart.
    expect(ba.items).toEqual(ab.items);
    expect(ab.clock).toEqual({ ...a.clock, ...b.clock });
  });
});

describe('mergeLogs and mergePendingDeletes', () => {
  it('keeps each change once, forgets old ones and keeps the newest', () => {
    const a = [change('a', 1, 'X', 0, 1, 10), change('a', 2, 'X', 1, 2, 500)];
    const b = [change('a', 2, 'X', 1, 2, 500), change('b', 1, 'Y', 0, 1, 600)];
    expect(mergeLogs(a, b, { now: 1000, maxAgeMs: 600, limit: 10 }).map((c) => `${c.tab}${c.seq}`)).toEqual(['a2', 'b1']);
    expect(mergeLogs(a, b, { now: 1000, maxAgeMs: 5000, limit: 2 }).map((c) => `${c.tab}${c.seq}`)).toEqual(['a2', 'b1']);
  });

  it('sends every pending delete once, none for a line the merged cart still has', () => {
    const deletes = mergePendingDeletes(
      [
        { sku: 'X', item_id: 1 },
        { sku: 'Y', item_id: 2 },
      ],
      [
        { sku: 'X', item_id: 1 },
        { sku: 'Z', item_id: 3 },
      ],
      [item('Y', 1, { server_item_id: 2 })],
    );
    expect(deletes).toEqual([
      { sku: 'X', item_id: 1 },
      { sku: 'Z', item_id: 3 },
    ]);
  });
});
