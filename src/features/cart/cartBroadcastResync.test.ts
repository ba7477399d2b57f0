// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { cartItemsHash } from '../../domain/cartItem';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { tabStops, until } from '../../../test/support/cartTabs';
import { connectCartBroadcast } from './cartBroadcast';
import { itemAdded, itemsSynced } from './cartSlice';
import { syncRequired } from './syncCart';

/**
 * The two-tab journey's lost line (multi-tab-cart.spec.ts): tab A heard B's product, added its own
 * and synced both; B, not yet hearing A, synced its cart without A's line, which deleted that line
 * on the server; then B took A's cart, which said it was in sync, and nobody sent the line again.
 */
const stops = tabStops();
type Tab = ReturnType<typeof makeStore>;
/** Longer than the broadcast's debounce: every state a tab posts soon has gone out. */
const afterDebounce = () => new Promise((r) => setTimeout(r, 400));
const add = (tab: Tab, sku: string) => tab.dispatch(itemAdded(toCartItem(simpleProduct({ sku, id: sku.length }), 1)));
const skus = (tab: Tab) =>
  tab
    .getState()
    .cart.cartItems.map((i) => i.sku)
    .sort();
const synced = (tab: Tab, at: number) =>
  tab.dispatch(itemsSynced({ hash: cartItemsHash(tab.getState().cart.cartItems, tab.getState().cart.cartServerToken), at }));

/** Tabs A and B on one channel; B's incoming messages wait while `held` is set. */
function twoTabsBHeld() {
  const held: { queue: MessageEvent[] | null; deliver?: (e: MessageEvent) => void } = { queue: null };
  let created = 0;
  class Channel extends BroadcastChannel {
    handler: ((e: MessageEvent) => void) | null = null;
    constructor(name: string) {
      super(name);
      const isB = created++ === 1;
      if (isB) held.deliver = (e) => this.handler?.(e);
      super.onmessage = (e: MessageEvent) => (isB && held.queue ? held.queue.push(e) : this.handler?.(e));
    }
    override set onmessage(fn: ((e: MessageEvent) => void) | null) {
      this.handler = fn;
    }
    override get onmessage() {
      return this.handler;
    }
  }
  vi.stubGlobal('BroadcastChannel', Channel);
  const channel = `test-${Math.random()}`;
  const resyncs = { A: 0, B: 0 };
  const [tabA, tabB] = [makeStore(), makeStore()] as const;
  stops.push(connectCartBroadcast(tabA, { channel, afterMerge: () => resyncs.A++ }), connectCartBroadcast(tabB, { channel, afterMerge: () => resyncs.B++ }));
  return {
    tabA,
    tabB,
    resyncs,
    hold: () => void (held.queue = []),
    release: () => {
      const waiting = held.queue ?? [];
      held.queue = null;
      waiting.forEach((e) => held.deliver!(e));
    },
  };
}

describe("a tab takes another tab's cart", () => {
  it('syncs it again when its own sync came later, on a cart without some of its lines', async () => {
    const { tabA, tabB, resyncs, hold, release } = twoTabsBHeld();
    add(tabB, 'Y');
    await until(() => skus(tabA).length === 1);
    hold();
    add(tabA, 'X');
    synced(tabA, 1000); // A's sync sent X and Y
    synced(tabB, 2000); // B's sync, later, sent only Y (and deleted X on the server)
    await afterDebounce(); // A's states before and after its sync both wait for B
    release();
    await afterDebounce();
    expect(skus(tabB)).toEqual(['X', 'Y']);
    expect(syncRequired(tabB.getState().cart).items).toBe(true);
    expect(resyncs.B).toBeGreaterThan(0);
  });

  it('keeps its "in sync" when the sender synced last', async () => {
    const { tabA, tabB, hold, release } = twoTabsBHeld();
    add(tabB, 'Y');
    await until(() => skus(tabA).length === 1);
    hold();
    synced(tabB, 1000);
    add(tabA, 'X');
    synced(tabA, 2000);
    await afterDebounce();
    release();
    await afterDebounce();
    expect(skus(tabB)).toEqual(['X', 'Y']);
    expect(syncRequired(tabB.getState().cart).items).toBe(false);
  });
});
