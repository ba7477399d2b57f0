// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { tabStops, until } from '../../../test/support/cartTabs';
import { compareStamps, connectCartBroadcast, type CartBroadcastOptions } from './cartBroadcast';
import { userLoggedIn, userLoggedOut } from '../user/userSlice';
import { cartCleared, itemAdded, itemQtyUpdated, itemRemoved, serverTokenSet, totalsReceived } from './cartSlice';

const stops = tabStops();
const settle = () => new Promise((r) => setTimeout(r, 150));
type Tab = ReturnType<typeof makeStore>;
const qtyOf = (store: Tab) => store.getState().cart.cartItems[0]?.qty;
/** The cart's lines as sku → quantity. */
const linesOf = (tab: Tab) => Object.fromEntries(tab.getState().cart.cartItems.map((i) => [i.sku, i.qty]));
const almond = { sku: 'ALMOND-FLOUR-1KG' };
/** The shopper adds `qty` of a product (almond flour unless another sku is given) in this tab. */
const add = (tab: Tab, qty: number, sku = almond.sku) => tab.dispatch(itemAdded(toCartItem(simpleProduct({ sku, id: sku.length }), qty)));
const addAlmonds = (tab: Tab, qty: number) => add(tab, qty);
/** A cart sync in this tab brings totals. */
const totalsArrive = (tab: Tab, grand_total: number) => tab.dispatch(totalsReceived({ totals: { grand_total }, at: Date.now() }));
/** Every tab ends with these lines, and still holds them once the messages have settled. */
async function allEndWith(tabs: Tab[], lines: Record<string, number>) {
  const agree = () => tabs.every((tab) => JSON.stringify(linesOf(tab)) === JSON.stringify(lines));
  await until(agree);
  await settle();
  for (const tab of tabs) expect(linesOf(tab)).toEqual(lines);
}
/** Once the messages have settled, every tab holds `qty` of the one line. */
async function allHoldAfterSettling(tabs: Tab[], qty: number) {
  await settle();
  for (const tab of tabs) expect(qtyOf(tab)).toBe(qty);
}

/**
 * Real BroadcastChannels whose delivery to one tab can be held back: the messages that reach a held
 * tab wait (in order) until it is released, as when the other tab's message is still on its way.
 */
function holdableChannels() {
  const created: Holdable[] = [];
  class Holdable extends BroadcastChannel {
    handler: ((e: MessageEvent) => void) | null = null;
    queue: MessageEvent[] | null = null;
    constructor(name: string) {
      super(name);
      created.push(this);
      super.onmessage = (e: MessageEvent) => (this.queue ? this.queue.push(e) : this.handler?.(e));
    }
    override set onmessage(fn: ((e: MessageEvent) => void) | null) {
      this.handler = fn;
    }
    override get onmessage() {
      return this.handler;
    }
  }
  vi.stubGlobal('BroadcastChannel', Holdable);
  const byTab = new Map<string, Holdable>();
  const closers = new Map<string, () => void>();
  return {
    /** A tab of the shop (its merges start no sync); its incoming messages can be held. */
    open(name: string, channel: string, options: CartBroadcastOptions = {}) {
      const tab = makeStore();
      const stop = connectCartBroadcast(tab, { channel, afterMerge: () => undefined, ...options });
      stops.push(stop);
      byTab.set(name, created.at(-1)!);
      closers.set(name, stop);
      return tab;
    },
    /** The tab is closed: it neither sends nor hears any more. */
    close: (name: string) => closers.get(name)!(),
    hold: (name: string) => void (byTab.get(name)!.queue = []),
    /** Waits until `count` messages wait for the held tab. */
    heard: (name: string, count = 1) => until(() => (byTab.get(name)!.queue?.length ?? 0) >= count),
    release(name: string) {
      const channel = byTab.get(name)!;
      const waiting = channel.queue ?? [];
      channel.queue = null;
      for (const e of waiting) channel.handler?.(e);
    },
  };
}

/** Two stores on one fresh channel, as two tabs of the shop. */
function twoTabs() {
  const channel = `test-${Math.random()}`;
  const tabA = makeStore();
  const tabB = makeStore();
  stops.push(connectCartBroadcast(tabA, { channel, afterMerge: () => undefined }), connectCartBroadcast(tabB, { channel, afterMerge: () => undefined }));
  return { channel, tabA, tabB };
}

describe('two tabs share one cart', () => {
  it('a change in one tab shows in the other, and is not sent back', async () => {
    const { tabA, tabB } = twoTabs();
    addAlmonds(tabA, 2);
    tabA.dispatch(serverTokenSet('cart7'));
    await until(() => tabB.getState().cart.cartServerToken === 'cart7');
    expect(tabB.getState().cart.cartItems).toEqual([expect.objectContaining({ sku: 'ALMOND-FLOUR-1KG', qty: 2 })]);
    // Tab B's copy is not echoed: a later change in A is not overwritten by B's older state.
    addAlmonds(tabA, 1);
    await until(() => qtyOf(tabB) === 3);
    await allHoldAfterSettling([tabA, tabB], 3);
  });

  it("the shopper's change wins over totals that crossed it on the way, in both tabs", async () => {
    const { tabA, tabB } = twoTabs();
    addAlmonds(tabA, 5);
    await until(() => qtyOf(tabB) === 5);
    // In the same moment: B's sync (started on 5) brings totals, the shopper clicks "+1" in A.
    tabA.dispatch(itemQtyUpdated({ item: almond, qty: 6 }));
    totalsArrive(tabB, 50);
    await allHoldAfterSettling([tabA, tabB], 6);
  });

  it('totals that arrive after the shopper change travel on with it', async () => {
    const { tabA, tabB } = twoTabs();
    addAlmonds(tabA, 1);
    await until(() => qtyOf(tabB) === 1);
    totalsArrive(tabB, 12);
    await until(() => tabA.getState().cart.platformTotals?.grand_total === 12);
    expect(qtyOf(tabA)).toBe(1);
  });

  it('a tab closed within the debounce still sends the change it holds (pagehide)', async () => {
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    const { tabA, tabB } = twoTabs();
    addAlmonds(tabA, 1);
    await until(() => qtyOf(tabB) === 1);
    // Totals wait for the debounce; the page is hidden and the tab closed before it ends.
    totalsArrive(tabA, 12);
    page.dispatchEvent(new Event('pagehide'));
    stops.shift()!();
    await until(() => tabB.getState().cart.platformTotals?.grand_total === 12);
    expect(tabB.getState().cart.platformTotals?.grand_total).toBe(12);
  });

  it('a tab opened later asks for the cart and gets the newest one', async () => {
    const { channel, tabA } = twoTabs();
    addAlmonds(tabA, 4);
    await settle();
    const late = makeStore();
    stops.push(connectCartBroadcast(late, { channel }));
    await until(() => qtyOf(late) === 4);
    expect(qtyOf(late)).toBe(4);
  });

  it('a product added before the tab connected reaches the other tab, and is not lost to its cart', async () => {
    const channel = `test-${Math.random()}`;
    const tabA = makeStore();
    stops.push(connectCartBroadcast(tabA, { channel, afterMerge: () => undefined }));
    addAlmonds(tabA, 1);
    await settle();
    // Tab B's saved state is back and the shopper adds at once, before its broadcast code has loaded.
    const tabB = makeStore();
    const restored = tabB.getState().cart;
    add(tabB, 2, 'CHIA-SEEDS-500G');
    stops.push(connectCartBroadcast(tabB, { channel, afterMerge: () => undefined, restored }));
    await allEndWith([tabA, tabB], { 'ALMOND-FLOUR-1KG': 1, 'CHIA-SEEDS-500G': 2 });
  });

  it('tabs of another store view keep their own cart (their own channel)', async () => {
    const { tabA, tabB } = twoTabs();
    const otherView = makeStore();
    stops.push(connectCartBroadcast(otherView, { channel: `other-view-${Math.random()}` }));
    addAlmonds(tabA, 2);
    await until(() => qtyOf(tabB) === 2);
    await settle();
    expect(otherView.getState().cart.cartItems).toEqual([]);
  });

  it('orders stamps by the latest change, then by tab', () => {
    const s = (changedAt: number, tab = 'a') => ({ changedAt, tab });
    expect(compareStamps(s(2), s(1))).toBeGreaterThan(0);
    expect(compareStamps(s(1), s(4))).toBeLessThan(0);
    expect(compareStamps(s(3, 'b'), s(3, 'a'))).toBeGreaterThan(0);
    expect(compareStamps(s(3), s(3))).toBe(0);
  });
});

describe('changes made in two or three tabs at the same moment all survive', () => {
  it('A adds one product, B another, before either hears the other: both tabs end with both', async () => {
    const { tabA, tabB } = twoTabs();
    add(tabA, 1, 'X');
    add(tabB, 2, 'Y');
    await allEndWith([tabA, tabB], { X: 1, Y: 2 });
  });

  it("B's message reaches A only after A changed the cart too (messages crossing)", async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const merges: string[] = [];
    const tabA = tabs.open('A', channel, { afterMerge: () => merges.push('A') });
    const tabB = tabs.open('B', channel, { afterMerge: () => merges.push('B') });
    add(tabA, 1, 'X');
    await until(() => linesOf(tabB).X === 1);
    tabs.hold('A');
    add(tabB, 1, 'Y');
    await tabs.heard('A');
    // B's new line waits on its way to A while the shopper raises X in A.
    tabA.dispatch(itemQtyUpdated({ item: { sku: 'X' }, qty: 3 }));
    tabs.release('A');
    await allEndWith([tabA, tabB], { X: 3, Y: 1 });
    // Each tab that merged syncs the merged cart (in the app under the cross-tab sync lock).
    expect(merges.length).toBeGreaterThan(0);
  });

  it('one more in A, then B removes the line before hearing it: the quantity wins in both tabs', async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const [tabA, tabB] = [tabs.open('A', channel), tabs.open('B', channel)];
    add(tabA, 2, 'X');
    add(tabA, 1, 'Y');
    await until(() => linesOf(tabB).Y === 1);
    tabs.hold('A');
    tabs.hold('B');
    tabA.dispatch(itemQtyUpdated({ item: { sku: 'X' }, qty: 3 }));
    await tabs.heard('B');
    // The removal is the later click, but it was made on a cart without A's "one more".
    tabB.dispatch(itemRemoved({ sku: 'X' }));
    await tabs.heard('A');
    tabs.release('A');
    tabs.release('B');
    await allEndWith([tabA, tabB], { X: 3, Y: 1 });
  });

  it('the same product added in two tabs counts twice', async () => {
    const { tabA, tabB } = twoTabs();
    add(tabA, 1, 'X');
    await until(() => linesOf(tabB).X === 1);
    add(tabA, 1, 'X');
    add(tabB, 1, 'X');
    await allEndWith([tabA, tabB], { X: 3 });
  });

  it('three tabs each add a product while every message is held, released in any order', async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const [a, b, c] = ['A', 'B', 'C'].map((name) => tabs.open(name, channel)) as [Tab, Tab, Tab];
    for (const name of ['A', 'B', 'C']) tabs.hold(name);
    add(a, 1, 'X');
    add(b, 1, 'Y');
    add(c, 1, 'Z');
    for (const name of ['A', 'B', 'C']) await tabs.heard(name, 2);
    tabs.release('B');
    await until(() => Object.keys(linesOf(b)).length === 3);
    tabs.release('C');
    tabs.release('A');
    await allEndWith([a, b, c], { X: 1, Y: 1, Z: 1 });
  });

  it('a server cart swapped in one tab (a login) while the other adds: the later cart is kept', async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const [tabA, tabB] = [tabs.open('A', channel), tabs.open('B', channel)];
    tabA.dispatch(serverTokenSet('guest-cart'));
    await until(() => tabB.getState().cart.cartServerToken === 'guest-cart');
    tabs.hold('A');
    tabs.hold('B');
    add(tabA, 1, 'X');
    await tabs.heard('B');
    tabB.dispatch(serverTokenSet('customer-cart'));
    add(tabB, 1, 'Y');
    await tabs.heard('A');
    tabs.release('A');
    tabs.release('B');
    await allEndWith([tabA, tabB], { X: 1, Y: 1 });
    for (const tab of [tabA, tabB]) expect(tab.getState().cart.cartServerToken).toBe('customer-cart');
  });

  it('a tab closed right after its change: the other tab still merges it', async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const tabA = tabs.open('A', channel);
    const tabB = tabs.open('B', channel);
    tabs.hold('B');
    add(tabA, 1, 'X');
    await tabs.heard('B');
    add(tabB, 1, 'Y');
    // A is gone before B has heard it: nobody is left to answer B.
    tabs.close('A');
    tabs.release('B');
    await allEndWith([tabB], { X: 1, Y: 1 });
  });
});

describe('a login or logout in one tab (the session is shared, docs/session-tabs.md)', () => {
  const logIn = (tab: Tab) => tab.dispatch(userLoggedIn({ token: 'tok', refreshToken: null }));
  /** What a logout does to a tab's store (session.ts clearSession). */
  const logOut = (tab: Tab) => {
    tab.dispatch(cartCleared());
    tab.dispatch(userLoggedOut());
  };

  it("a customer's change that crossed the logout does not bring the customer's line back into the guest cart", async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const [tabA, tabB] = [tabs.open('A', channel), tabs.open('B', channel)];
    logIn(tabA);
    logIn(tabB);
    add(tabA, 2, 'X');
    tabA.dispatch(serverTokenSet('42'));
    await until(() => tabB.getState().cart.cartServerToken === '42');
    // B raises X while A's logout is on its way; A hears B only after it logged out.
    tabs.hold('A');
    tabB.dispatch(itemQtyUpdated({ item: { sku: 'X' }, qty: 3 }));
    await tabs.heard('A');
    logOut(tabA);
    tabs.release('A');
    await settle();
    expect(linesOf(tabA)).toEqual({});
    expect(tabA.getState().cart.cartServerToken).toBe('');
    // B follows the logout: both tabs hold the same empty guest cart, and the guest's next line is shared.
    logOut(tabB);
    add(tabB, 1, 'Y');
    await allEndWith([tabA, tabB], { Y: 1 });
    for (const tab of [tabA, tabB]) expect(tab.getState().cart.cartServerToken).toBe('');
  });

  it("a tab that follows a login takes the customer's cart, with the line it added as a guest meanwhile", async () => {
    const tabs = holdableChannels();
    const channel = `test-${Math.random()}`;
    const [tabA, tabB] = [tabs.open('A', channel), tabs.open('B', channel)];
    add(tabA, 1, 'X');
    tabA.dispatch(serverTokenSet('5f2b6c0e9a1d4e7f8b3c2a1d0e9f8a7b'));
    await until(() => tabB.getState().cart.cartServerToken !== '');
    // A logs in and hands the cart over; B, not yet following, adds a line as a guest.
    logIn(tabA);
    tabA.dispatch(serverTokenSet('42'));
    add(tabA, 3, 'SAVED');
    await settle();
    add(tabB, 1, 'Y');
    await settle();
    expect(linesOf(tabA)).toEqual({ X: 1, SAVED: 3 });
    logIn(tabB);
    await allEndWith([tabA, tabB], { X: 1, SAVED: 3, Y: 1 });
    for (const tab of [tabA, tabB]) expect(tab.getState().cart.cartServerToken).toBe('42');
  });
});
