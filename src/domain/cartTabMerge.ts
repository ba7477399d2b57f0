/**
 * Two or three tabs of the shop change one cart at the same moment (issue 4, the multi-tab rule "no
 * lost cart"). Taking the newest tab's cart as it is drops whatever the other tab did meanwhile, so
 * every tab counts its own line changes (a version vector: tab → how many of its changes a cart
 * includes) and keeps the changes themselves for a while. Two carts that each hold changes the other
 * lacks are merged: the cart with the older root is the base, and every change it has not seen is
 * applied to it, in one fixed order, so each tab that merges the same two carts gets the same cart.
 *
 * A change is what a line went through in one step: from one quantity to another (0 = no line).
 * Applied to a cart in which the line moved meanwhile, the difference is added (two tabs that each
 * add one more end one higher by two), and a change that keeps the line wins over a removal of the
 * quantity it did not see: the shopper who just asked for the product keeps it, and can remove it.
 */
import { itemsEqual, type CartItem } from './cartItem';
import { belowQtyLimit } from './cartQty';

/** How many of each tab's changes a cart includes. */
export type TabClock = Record<string, number>;

/** A line of the cart went from `from` to `to` (0: no line) in one step of tab `tab`. */
export interface LineChange {
  tab: string;
  seq: number;
  /** When it was made (the tabs share the device's clock): old changes are forgotten. */
  at: number;
  /** The line after the change; before it for a removal (it names the line). */
  line: CartItem;
  from: number;
  to: number;
}

export type ClockOrder = 'same' | 'before' | 'after' | 'concurrent';

/** 'before' when `a` includes only changes `b` has too, 'after' the other way, 'concurrent' when each lacks some. */
export function compareClocks(a: TabClock, b: TabClock): ClockOrder {
  let aAhead = false;
  let bAhead = false;
  for (const tab of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[tab] ?? 0;
    const y = b[tab] ?? 0;
    if (x > y) aAhead = true;
    if (y > x) bAhead = true;
  }
  if (aAhead && bAhead) return 'concurrent';
  return aAhead ? 'after' : bAhead ? 'before' : 'same';
}

export function mergeClocks(a: TabClock, b: TabClock): TabClock {
  const merged = { ...a };
  for (const [tab, n] of Object.entries(b)) merged[tab] = Math.max(merged[tab] ?? 0, n);
  return merged;
}

/** The line changes from `prev` to `next`, in the order of the lines (without tab and number). */
export function lineChanges(prev: readonly CartItem[], next: readonly CartItem[]): Omit<LineChange, 'tab' | 'seq' | 'at'>[] {
  const changes: Omit<LineChange, 'tab' | 'seq' | 'at'>[] = [];
  for (const line of next) {
    const before = prev.find((p) => itemsEqual(p, line));
    if (!before) changes.push({ line, from: 0, to: line.qty });
    else if (before.qty !== line.qty) changes.push({ line, from: before.qty, to: line.qty });
  }
  for (const line of prev) if (!next.some((n) => itemsEqual(n, line))) changes.push({ line, from: line.qty, to: 0 });
  return changes;
}

/** One change applied to a cart that may have moved on meanwhile (see the file comment). */
export function applyLineChange(items: readonly CartItem[], change: Pick<LineChange, 'line' | 'from' | 'to'>): CartItem[] {
  const { line, from, to } = change;
  const index = items.findIndex((i) => itemsEqual(i, line));
  const current = index < 0 ? 0 : items[index]!.qty;
  if (to === 0) {
    // A removal takes away the quantity it saw; a line changed meanwhile elsewhere stays.
    return index >= 0 && current === from ? items.filter((_, i) => i !== index) : [...items];
  }
  // Removed meanwhile elsewhere: this tab's wish for the product keeps the line, at its quantity.
  if (index < 0) return [...items, { ...line, qty: belowQtyLimit(to) }];
  // Both tabs' differences count, but no line reaches the typo guard (cartQty.ts).
  const qty = belowQtyLimit(Math.max(1, current + to - from));
  return items.map((item, i) => (i === index ? { ...item, qty } : item));
}

/** The changes of `log` that a cart with `clock` has not seen, in one order for every tab (by tab, then oldest first). */
export function unseenChanges(log: readonly LineChange[], clock: TabClock): LineChange[] {
  return log.filter((c) => c.seq > (clock[c.tab] ?? 0)).sort((a, b) => (a.tab < b.tab ? -1 : a.tab > b.tab ? 1 : a.seq - b.seq));
}

/** Both logs as one, each change once, without those older than `maxAgeMs`, keeping the newest `limit`. */
export function mergeLogs(a: readonly LineChange[], b: readonly LineChange[], opts: { now: number; maxAgeMs: number; limit: number }): LineChange[] {
  // One step of a tab may change several lines: the line's sku and checksum tell them apart.
  const idOf = (c: LineChange) => JSON.stringify([c.tab, c.seq, c.line.sku, c.line.checksum ?? '']);
  const known = new Set(a.map(idOf));
  const merged = [...a, ...b.filter((change) => !known.has(idOf(change)))];
  return merged
    .filter((c) => opts.now - c.at <= opts.maxAgeMs)
    .sort((x, y) => x.at - y.at)
    .slice(-opts.limit);
}

/** Deletes still to send from either cart, but none for a line the merged cart still has. */
export function mergePendingDeletes<D extends { item_id: number }>(a: readonly D[], b: readonly D[], items: readonly CartItem[]): D[] {
  const kept = new Set(items.map((i) => i.server_item_id).filter((id) => id !== undefined));
  const merged = [...a, ...b.filter((d) => !a.some((x) => x.item_id === d.item_id))];
  return merged.filter((d) => !kept.has(d.item_id));
}

export interface TabCart {
  items: CartItem[];
  clock: TabClock;
  /** When the oldest tab of this cart's history started: a cart read back from storage later may hold changes its clock does not name. */
  rootedAt: number;
  /** The tab that last wrote it, to break ties. */
  tab: string;
}

/** Which of two carts that each lack some changes is the base of their merge; the same answer in every tab. */
export function mergeBase<T extends TabCart>(a: T, b: T): [base: T, other: T] {
  const aFirst = a.rootedAt !== b.rootedAt ? a.rootedAt < b.rootedAt : a.tab < b.tab;
  return aFirst ? [a, b] : [b, a];
}

/** Merges two carts of concurrent clocks: the base with every change of `log` it has not seen. */
export function mergeTabCarts(a: TabCart, b: TabCart, log: readonly LineChange[]): { items: CartItem[]; clock: TabClock; base: TabCart } {
  const [base] = mergeBase(a, b);
  const items = unseenChanges(log, base.clock).reduce<CartItem[]>(applyLineChange, base.items);
  return { items, clock: mergeClocks(a.clock, b.clock), base };
}
