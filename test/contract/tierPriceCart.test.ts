// @vitest-environment node
/**
 * A customer's group tier price (spec 000 §6) is what the catalogue shows that customer, so it is
 * what the cart's totals and the order charge: the cart line, the totals and the order agree. A
 * guest pays the catalogue price.
 */
import { describe, expect, it } from 'vitest';
import { bundleProductOption } from '../../src/domain/bundle.ts';
import { backendNames } from './backends.ts';
import { storedOrder } from './cartHelpers.ts';
import { insertPricingFixtures } from './pricingFixtures.ts';
import { setUpTestApp } from './testApp.ts';
import { call, orderBody, shopper } from './userSession.ts';

describe.each(backendNames)('tier prices in the cart and the order (%s)', (backend) => {
  // FLOUR-1 costs R100 ex VAT (R115 incl.); customers of group 1 pay R90 ex VAT (R103.50 incl.).
  const t = setUpTestApp(backend, async () => {
    await insertPricingFixtures(t.db);
    await t.db.query(
      `update catalog_entity set doc = jsonb_set(doc, '{tier_prices}', '[{"customer_group_id": 1, "qty": 1, "value": 90}]') where sku = 'FLOUR-1'`,
    );
  });

  async function cartTotals(token: string | null, item: object = { sku: 'FLOUR-1', qty: 2 }) {
    const cartId = (await call(t.app, 'POST', '/api/cart/create', token)).json().result;
    const update = await call(t.app, 'POST', `/api/cart/update?cartId=${cartId}`, token, { cartItem: { ...item, quoteId: String(cartId) } });
    expect(update.statusCode).toBe(200);
    const totals = (await call(t.app, 'GET', `/api/cart/totals?cartId=${cartId}`, token)).json().result;
    return { cartId, update: update.json().result, totals };
  }

  it("prices a customer's cart and order at the group's tier price, the catalogue's price for that customer", async () => {
    const s = await shopper(t.app, 'tier');
    const { cartId, update, totals } = await cartTotals(s.token);
    expect(update.price).toBe(90);
    expect(totals).toMatchObject({ subtotal: 180, subtotal_incl_tax: 207, grand_total: expect.any(Number) });

    const body = orderBody(s.email, { cart_id: String(cartId), products: [{ sku: 'FLOUR-1', qty: 2 }] });
    const res = await call(t.app, 'POST', '/api/order', s.token, body);
    expect(res.statusCode).toBe(200);
    const order = await storedOrder(t.db, body.order_id);
    expect(Number(order?.subtotal_incl_tax)).toBe(207);
  });

  it("prices a guest's cart at the catalogue price", async () => {
    const { update, totals } = await cartTotals(null);
    expect(update.price).toBe(100);
    expect(totals).toMatchObject({ subtotal: 200, subtotal_incl_tax: 230 });
  });

  it('prices a bundle link at the tier price of the customer group, as the catalogue shows it', async () => {
    // BUNDLE-1 with Tiered Honey (R100 ex VAT; R80 for group 1) in its second option.
    const item = {
      sku: 'BUNDLE-1',
      qty: 1,
      product_option: bundleProductOption([
        { option_id: 1, link_id: 12, qty: 2 },
        { option_id: 2, link_id: 13, qty: 1 },
      ]),
    };
    const guest = await cartTotals(null, item);
    const customer = await cartTotals((await shopper(t.app, 'tier-bundle')).token, item);
    expect(guest.update.price - customer.update.price).toBeCloseTo(20, 2);
  });
});
