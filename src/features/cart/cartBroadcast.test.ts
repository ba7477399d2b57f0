// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { compareStamps, connectCartBroadcast } from './cartBroadcast';
import { itemAdded, itemQtyUpdated, serverTokenSet, totalsReceived } from './cartSlice';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};
const settle = () => new Promise((r) => setTimeout(r, 150));
type Tab = ReturnType<typeof makeStore>;
const qtyOf = (store: Tab) => store.getState().cart.cartItems[0]?.qty;
const almond = { sku: 'ALMOND-FLOUR-1KG' };
/** The shopper adds `qty` almond flour in this tab. */
const addAlmonds = (tab: Tab, qty: number) => tab.dispatch(itemAdded(toCartItem(simpleProduct(), qty)));
/** A cart sync in this tab brings totals. */
const totalsArrive = (tab: Tab, grand_total: number) => tab.dispatch(totalsReceived({ totals: { grand_total }, at: Date.now() }));
/** Once the messages have settled, every tab holds `qty` of the one line. */
async function allHoldAfterSettling(tabs: Tab[], qty: number) {
  await settle();
  for (const tab of tabs) expect(qtyOf(tab)).toBe(qty);
}

/** Two stores on one fresh channel, as two tabs of the shop. */
function twoTabs() {
  const channel = `test-${Math.random()}`;
  const tabA = makeStore();
  const tabB = makeStore();
  stops.push(connectCartBroadcast(tabA, channel), connectCartBroadcast(tabB, channel));
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

  it('a tab opened later asks for the cart and gets the newest one', async () => {
    const { channel, tabA } = twoTabs();
    addAlmonds(tabA, 4);
    await settle();
    const late = makeStore();
    stops.push(connectCartBroadcast(late, channel));
    await until(() => qtyOf(late) === 4);
    expect(qtyOf(late)).toBe(4);
  });

  it('orders stamps by the shopper change, then by any change, then by tab', () => {
    const s = (intentAt: number, changedAt: number, tab = 'a') => ({ intentAt, changedAt, tab });
    expect(compareStamps(s(2, 2), s(1, 9))).toBeGreaterThan(0);
    expect(compareStamps(s(1, 3), s(1, 4))).toBeLessThan(0);
    expect(compareStamps(s(1, 3, 'b'), s(1, 3, 'a'))).toBeGreaterThan(0);
    expect(compareStamps(s(1, 3), s(1, 3))).toBe(0);
  });
});
